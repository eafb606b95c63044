import { decideBooking, makeCustomOffer } from '@hourspace/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import { threadKeys } from './threads';

/** PUT /v1/bookings/{id}/offer: the host's custom offer on a requested booking; the thread, the bookings and the host's calendar are read again. */
export function useCustomOffer() {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, subtotal, message }: { bookingId: number; subtotal: number; message: string }) =>
      makeCustomOffer(api.request, bookingId, message ? { subtotal, message } : { subtotal }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: threadKeys.all });
      await client.invalidateQueries({ queryKey: ['mf-account', 'bookings'] });
      await client.invalidateQueries({ queryKey: ['mf-account', 'hosting'] });
    },
  });
}

/** The guest accepts the host's custom offer or cancels the request (PUT /v1/bookings/{id}); the thread and the bookings are read again. */
export function useAnswerOffer() {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'accepted' | 'cancelled' }) => decideBooking(api.request, id, status),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: threadKeys.all });
      await client.invalidateQueries({ queryKey: ['mf-account', 'bookings'] });
    },
  });
}
