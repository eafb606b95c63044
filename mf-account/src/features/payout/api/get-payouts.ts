import type { ApiClient, Payout } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import { payoutKeys } from './get-payout-account';

/** The host's payout history, newest first, as the API's ledger gives it (docs/decisions/payments-provider.md). */
export async function getPayouts(api: Pick<ApiClient, 'payments'>, userId: string): Promise<Payout[]> {
  return api.payments.getPayouts(userId);
}

/** Read on each visit and kept only while shown: a paid booking adds a row at any time. */
export function payoutsQuery(api: Pick<ApiClient, 'payments'>, userId: string) {
  return queryOptions({
    queryKey: payoutKeys.payouts(userId),
    queryFn: () =>
      getPayouts(api, userId).catch((error: unknown) => {
        console.error('[mf-account] loading the payout history failed', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The payout history of `userId` (a host). */
export function usePayoutsQuery(userId: string) {
  return useQuery({ ...payoutsQuery(useAccountServices().api, userId), enabled: userId !== '' });
}
