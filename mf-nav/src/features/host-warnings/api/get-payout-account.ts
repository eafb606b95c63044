import { isApiError, type PayoutAccount } from '@hourspace/api-client';
import type { NavApi } from '../../../app/nav-api';
import { useNavApi } from '../../../app/nav-api';
import { useResource } from '../../../app/use-resource';
import { hostWarningFor, type HostWarning } from '../host-warning';

/** GET /v2/payments/users/{id}/accounts; a host who never started has none (the API answers 404). */
export async function fetchPayoutAccount(api: Pick<NavApi, 'payments'>, SSOid: string): Promise<PayoutAccount> {
  try {
    return await api.payments.getAccounts(SSOid);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The payout warning of a signed-in host (null for others, while loading, and when the
 * account could not be read: a warning is only shown when it is known to be true).
 */
export function useHostWarning(hostSSOid: string | null): HostWarning | null {
  const api = useNavApi();
  const resource = useResource(hostSSOid ? `payout:${hostSSOid}` : null, () =>
    fetchPayoutAccount(api, hostSSOid ?? '').catch((error: unknown) => {
      console.warn('[mf-nav] the payout account could not be read', error);
      throw error;
    }),
  );
  return resource.status === 'success' ? hostWarningFor(resource.data) : null;
}
