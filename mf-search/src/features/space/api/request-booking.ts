import type { BookingRequest } from '@hourspace/validation';
import { useMutation } from '@tanstack/react-query';
import { useSearchApi } from '../../../lib/search-api';

/**
 * The booking request of the space page (POST /v1/bookings through the remote's seam), as a
 * mutation: the write path of docs/decisions/server-state.md. The panel shows its own
 * sending, sent and failed states from the mutation's outcome.
 */
export function useRequestBookingMutation() {
  const api = useSearchApi();
  return useMutation({ mutationFn: (body: BookingRequest) => api.requestBooking(body) });
}
