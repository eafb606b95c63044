import type { ApiClient } from '@hourspace/api-client';
import type { BookingDecision } from '@hourspace/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import { BookingSchema, bookingsKeys } from './get-bookings';

/** PUT /v1/bookings/{id}: the host accepts or declines a request; the guest cancels. */
export async function decideBooking(api: Pick<ApiClient, 'request'>, id: number, status: BookingDecision['status']) {
  return api.request({ method: 'PUT', path: `/v1/bookings/${id}`, auth: 'bearer', json: { status }, schema: BookingSchema });
}

/** Decides, then reads both lists again. */
export function useDecideBooking() {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BookingDecision['status'] }) => decideBooking(api, id, status),
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
