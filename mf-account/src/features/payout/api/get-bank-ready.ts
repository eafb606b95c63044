import type { ApiClient, BankReady } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import { payoutKeys } from './get-payout-account';

/** Whether payouts can run, and why not (GET /v2/payments/users/{id}/bank/ready). */
export async function getBankReady(api: Pick<ApiClient, 'payments'>, userId: string): Promise<BankReady & { identity_verified?: boolean | null }> {
  return api.payments.getBankReady(userId);
}

/** Read on each visit and kept only while shown, like the account. */
export function bankReadyQuery(api: Pick<ApiClient, 'payments'>, userId: string) {
  return queryOptions({
    queryKey: payoutKeys.ready(userId),
    queryFn: () =>
      getBankReady(api, userId).catch((error: unknown) => {
        console.error('[mf-account] loading the payout readiness failed', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The payout readiness of `userId` (a host). */
export function useBankReadyQuery(userId: string) {
  return useQuery({ ...bankReadyQuery(useAccountServices().api, userId), enabled: userId !== '' });
}
