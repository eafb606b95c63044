import type { ApiClient } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useAccountServices } from '../../../lib/account-api';

/** A booking or request as GET /v1/bookings answers it (amounts in major units of `currency`). */
export const BookingSchema = v.object({
  id: v.number(),
  space: v.object({ id: v.number(), title: v.string(), city: v.fallback(v.string(), '') }),
  starts_at: v.string(),
  ends_at: v.string(),
  status: v.string(),
  past: v.fallback(v.boolean(), false),
  attendees: v.fallback(v.nullable(v.number()), null),
  currency: v.fallback(v.nullable(v.string()), null),
  total: v.fallback(v.nullable(v.number()), null),
  /** The space's cancellation policy (flexible, moderate or strict); '' when the answer has none. */
  cancellation_policy: v.fallback(v.string(), ''),
});
export type Booking = v.InferOutput<typeof BookingSchema>;

const BookingsSchema = v.object({ data: v.array(BookingSchema) });

/** Whose bookings: the person's own requests (guest), or the requests on their spaces (host). */
export type BookingRole = 'guest' | 'host';

export async function getBookings(api: Pick<ApiClient, 'request'>, role: BookingRole): Promise<Booking[]> {
  const answer = await api.request({ method: 'GET', path: '/v1/bookings', auth: 'bearer', query: { role }, schema: BookingsSchema });
  return answer.data;
}

export const bookingsKeys = {
  all: ['mf-account', 'bookings'] as const,
  role: (role: BookingRole) => [...bookingsKeys.all, role] as const,
};

/** Read on each visit: a host may answer at any time. */
export function bookingsQuery(api: Pick<ApiClient, 'request'>, role: BookingRole) {
  return queryOptions({
    queryKey: bookingsKeys.role(role),
    queryFn: () =>
      getBookings(api, role).catch((error: unknown) => {
        console.error('[mf-account] loading the bookings failed', error);
        throw error;
      }),
    staleTime: 0,
  });
}

export function useBookingsQuery(role: BookingRole, enabled = true) {
  return useQuery({ ...bookingsQuery(useAccountServices().api, role), enabled });
}
