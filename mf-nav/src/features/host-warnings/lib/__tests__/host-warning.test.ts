import type { PayoutAccount } from '@hourspace/api-client';
import { hostWarningFor } from '../host-warning';

const ready: NonNullable<PayoutAccount> = {
  details_submitted: true,
  payouts_enabled: true,
  external_accounts: { data: [{ id: 'ba_1' }] },
  external_accounts_error: null,
};

describe('hostWarningFor', () => {
  it('asks a host without a payout account to add payout info at /account/host', () => {
    expect(hostWarningFor(null)).toEqual({ kind: 'addPayoutInfo', href: '/account/host' });
  });

  it('asks for payout info when the details are not submitted', () => {
    expect(hostWarningFor({ ...ready, details_submitted: false })).toEqual({ kind: 'addPayoutInfo', href: '/account/host' });
  });

  it('asks for payout info when there is no external bank account', () => {
    expect(hostWarningFor({ ...ready, external_accounts: { data: [] } })).toEqual({ kind: 'addPayoutInfo', href: '/account/host' });
  });

  it('says payouts are blocked and sends to /account/methods when the bank account has an error', () => {
    expect(hostWarningFor({ ...ready, payouts_enabled: false, external_accounts_error: 'Your bank account could not be verified.' })).toEqual({
      kind: 'payoutsBlocked',
      href: '/account/methods',
    });
  });

  it('says payouts are blocked and sends to /account/verify otherwise', () => {
    expect(hostWarningFor({ ...ready, payouts_enabled: false })).toEqual({ kind: 'payoutsBlocked', href: '/account/verify' });
  });

  it('shows no warning when payouts are enabled', () => {
    expect(hostWarningFor(ready)).toBeNull();
  });
});
