import type { ApiClient, PayoutAccount } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import type { PayoutAccountView } from '../lib/payout-account';

/** Query keys of the payout pages, under the remote's name. */
export const payoutKeys = {
  all: ['mf-account', 'payout'] as const,
  account: (userId: string) => [...payoutKeys.all, 'account', userId] as const,
  ready: (userId: string) => [...payoutKeys.all, 'ready', userId] as const,
};

/** The host's payout account (null: none yet, the API's 404 'payout_account_missing'). */
export async function getPayoutAccount(api: Pick<ApiClient, 'payments'>, userId: string): Promise<PayoutAccountView | null> {
  const account: PayoutAccount = await api.payments.getAccounts(userId);
  return account as PayoutAccountView | null;
}

/** Read on each visit and kept only while shown: the provider changes it (requirements, errors). */
export function payoutAccountQuery(api: Pick<ApiClient, 'payments'>, userId: string) {
  return queryOptions({
    queryKey: payoutKeys.account(userId),
    queryFn: () =>
      getPayoutAccount(api, userId).catch((error: unknown) => {
        console.error('[mf-account] loading the payout account failed', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The payout account of `userId` (a host). */
export function usePayoutAccountQuery(userId: string) {
  return useQuery({ ...payoutAccountQuery(useAccountServices().api, userId), enabled: userId !== '' });
}
