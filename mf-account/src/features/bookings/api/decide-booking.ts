import { decideBooking } from '@hourspace/api-client';
import type { BookingDecision } from '@hourspace/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import { bookingsKeys } from './get-bookings';

/** The host accepts or declines a request, the guest cancels (PUT /v1/bookings/{id}); both lists are read again. */
export function useDecideBooking() {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BookingDecision['status'] }) => decideBooking(api.request, id, status),
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
