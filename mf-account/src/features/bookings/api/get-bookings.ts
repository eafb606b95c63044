import { getBookings, type ApiClient, type Booking, type BookingRole } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';

export type { Booking, BookingRole };

export const bookingsKeys = {
  all: ['mf-account', 'bookings'] as const,
  role: (role: BookingRole) => [...bookingsKeys.all, role] as const,
};

/** Read on each visit: a host may answer at any time. */
export function bookingsQuery(api: Pick<ApiClient, 'request'>, role: BookingRole) {
  return queryOptions({
    queryKey: bookingsKeys.role(role),
    queryFn: () =>
      getBookings(api.request, role).catch((error: unknown) => {
        console.error('[mf-account] loading the bookings failed', error);
        throw error;
      }),
    staleTime: 0,
  });
}

export function useBookingsQuery(role: BookingRole, enabled = true) {
  return useQuery({ ...bookingsQuery(useAccountServices().api, role), enabled });
}
