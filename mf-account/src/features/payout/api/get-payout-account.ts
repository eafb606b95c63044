import type { ApiClient, PayoutAccount } from '@hourspace/api-client';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { publishPayoutsChanged } from '../../../events/payouts';
import { useAccountServices } from '../../../lib/account-api';
import { verificationPending, type PayoutAccountView } from '../lib/payout-account';

/** Query keys of the payout pages, under the remote's name. */
export const payoutKeys = {
  all: ['mf-account', 'payout'] as const,
  account: (userId: string) => [...payoutKeys.all, 'account', userId] as const,
  ready: (userId: string) => [...payoutKeys.all, 'ready', userId] as const,
  payouts: (userId: string) => [...payoutKeys.all, 'payouts', userId] as const,
  /** When this visit last sent the provider something to check (details, a bank account, a document). */
  submitted: (userId: string) => ['mf-account', 'payout-submitted', userId] as const,
};

/** How often the account is read again while the provider checks it, and for how long at most. */
export const PENDING_POLL_MS = 2_000;
export const PENDING_POLL_LIMIT_MS = 120_000;

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

/** Notes that the provider was just sent something to check, so the pages watch the account for its answer. */
export function markPayoutSubmitted(queryClient: QueryClient, userId: string): void {
  queryClient.setQueryData(payoutKeys.submitted(userId), Date.now());
}

/** Whether the account's provider state is still pending, given when this visit last submitted something. */
export function usePayoutPending(account: PayoutAccountView | null | undefined, userId: string): boolean {
  const submittedAt = useQueryClient().getQueryData<number>(payoutKeys.submitted(userId));
  return verificationPending(account, submittedAt !== undefined && Date.now() - submittedAt < PENDING_POLL_LIMIT_MS);
}

/**
 * The payout account of `userId` (a host). While the provider is checking something (a
 * document, a bank account just added) the account is read again every 2 s, for 2 minutes at
 * most, since the answer arrives at our API by webhook (docs/decisions/payments-provider.md);
 * when payouts are turned on or off, or a bank account error comes or goes, the page is told
 * so mf-nav's payout warning follows without a reload.
 */
export function usePayoutAccountQuery(userId: string) {
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  const pendingSince = useRef<number | null>(null);
  const query = useQuery({
    ...payoutAccountQuery(api, userId),
    enabled: userId !== '',
    refetchInterval: (current) => {
      const submittedAt = queryClient.getQueryData<number>(payoutKeys.submitted(userId));
      const now = Date.now();
      const recent = submittedAt !== undefined && now - submittedAt < PENDING_POLL_LIMIT_MS;
      if (!verificationPending(current.state.data, recent)) {
        pendingSince.current = null;
        return false;
      }
      pendingSince.current ??= now;
      const started = Math.max(pendingSince.current, submittedAt ?? 0);
      return now - started < PENDING_POLL_LIMIT_MS ? PENDING_POLL_MS : false;
    },
  });

  const seen = useRef<{ enabled: boolean; error: string | null } | null>(null);
  useEffect(() => {
    if (query.data === undefined) return;
    const now = { enabled: query.data?.payouts_enabled ?? false, error: query.data?.external_accounts_error ?? null };
    const before = seen.current;
    seen.current = now;
    if (before && (before.enabled !== now.enabled || before.error !== now.error)) {
      publishPayoutsChanged(userId);
      void queryClient.invalidateQueries({ queryKey: payoutKeys.ready(userId) });
    }
  }, [query.data, userId, queryClient]);

  return query;
}
