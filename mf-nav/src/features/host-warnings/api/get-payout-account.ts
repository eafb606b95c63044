import { isApiError, type PayoutAccount } from '@hourspace/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePayoutsChanged } from '../../../events/payouts';
import type { NavApi } from '../../../lib/nav-api';
import { useNavApi } from '../../../lib/nav-api';
import { hostWarningFor, type HostWarning } from '../lib/host-warning';

/** Query keys of payout accounts, under the remote's name. */
export const payoutAccountKeys = {
  all: ['mf-nav', 'payout-account'] as const,
  host: (SSOid: string) => [...payoutAccountKeys.all, SSOid] as const,
};

/** GET /v2/payments/users/{id}/accounts; a host who never started has none (the API answers 404). */
export async function fetchPayoutAccount(api: Pick<NavApi, 'payments'>, SSOid: string): Promise<PayoutAccount> {
  try {
    return await api.payments.getAccounts(SSOid);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Read on each mount of the nav, kept only while it shows (the nav never cached it). */
export function payoutAccountQuery(api: Pick<NavApi, 'payments'>, SSOid: string) {
  return queryOptions({
    queryKey: payoutAccountKeys.host(SSOid),
    queryFn: () =>
      fetchPayoutAccount(api, SSOid).catch((error: unknown) => {
        console.warn('[mf-nav] the payout account could not be read', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The payout account of a signed-in host; not asked for anyone else (null). */
export function usePayoutAccountQuery(hostSSOid: string | null) {
  const api = useNavApi();
  return useQuery({ ...payoutAccountQuery(api, hostSSOid ?? ''), enabled: hostSSOid !== null && hostSSOid !== '' });
}

/**
 * The payout warning of a signed-in host (null for others, while loading, and when the
 * account could not be read: a warning is only shown when it is known to be true).
 */
export function useHostWarning(hostSSOid: string | null): HostWarning | null {
  const query = usePayoutAccountQuery(hostSSOid);
  const queryClient = useQueryClient();
  // mf-account saved payout details, a bank account or an identity document: read it again.
  usePayoutsChanged(hostSSOid, () => void queryClient.invalidateQueries({ queryKey: payoutAccountKeys.host(hostSSOid ?? '') }));
  return query.isSuccess ? hostWarningFor(query.data) : null;
}
