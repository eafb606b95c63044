import { reviewBooking, type BookingReviewBody } from '@hourspace/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import { bookingsKeys } from './get-bookings';

/** POST /v1/bookings/{id}/review (docs/decisions/reviews-both-ways.md); both lists are read again. */
export function useReviewBooking() {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BookingReviewBody }) => reviewBooking(api.request, id, body),
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
