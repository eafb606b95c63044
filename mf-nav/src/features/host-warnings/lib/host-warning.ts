import type { PayoutAccount } from '@hourspace/api-client';

/** The warning a host's nav shows about payouts, if any (spec §2 Host warnings). */
export type HostWarning = { kind: 'addPayoutInfo'; href: '/account/host' } | { kind: 'payoutsBlocked'; href: '/account/methods' | '/account/verify' };

/**
 * 'Add payout info' (→ /account/host) when there is no payout account, its details are
 * not submitted, or it has no external bank account. 'Payouts blocked' when everything
 * was given yet payouts are not enabled: → /account/methods when the bank account has
 * an error (a new one is needed), otherwise → /account/verify (identity is missing).
 */
export function hostWarningFor(account: PayoutAccount): HostWarning | null {
  if (!account || !account.details_submitted || account.external_accounts.data.length === 0) return { kind: 'addPayoutInfo', href: '/account/host' };
  if (account.payouts_enabled) return null;
  return { kind: 'payoutsBlocked', href: account.external_accounts_error ? '/account/methods' : '/account/verify' };
}
