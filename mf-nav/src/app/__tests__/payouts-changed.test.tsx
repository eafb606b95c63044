import { getBus } from '@hourspace/bus';
import { act, screen, waitFor } from '@testing-library/react';
import { TopNav } from '../top-nav';
import { fakeNavApi, NO_PAYOUT_ACCOUNT, freshPageForEachTest, renderNav, SESSIONS, setSession } from '../../testing/render-nav';

const READY = { details_submitted: true, payouts_enabled: true, external_accounts: { data: [{ id: 'ba_1' }] }, external_accounts_error: null };

freshPageForEachTest(1280);

describe("the host warning after mf-account's account:payouts-changed", () => {
  it("drops 'Add payout info' without a reload once the host's payout account is ready", async () => {
    setSession(SESSIONS.host);
    const api = fakeNavApi();
    api.payments.getAccounts.mockRejectedValueOnce(NO_PAYOUT_ACCOUNT).mockResolvedValue(READY);
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    expect(await screen.findByRole('link', { name: 'Add payout info' })).toBeInTheDocument();
    act(() => getBus().publish('account:payouts-changed', { SSOid: 'u-host' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add payout info' })).not.toBeInTheDocument());
    expect(api.payments.getAccounts).toHaveBeenCalledTimes(2);
  });

  it("turns 'Payouts blocked' off after the bank account is replaced", async () => {
    setSession(SESSIONS.host);
    const api = fakeNavApi();
    api.payments.getAccounts.mockResolvedValueOnce({ ...READY, payouts_enabled: false, external_accounts_error: 'Bank account could not be verified.' }).mockResolvedValue(READY);
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    expect(await screen.findByRole('link', { name: 'Payouts blocked' })).toHaveAttribute('href', '/us/account/methods');
    act(() => getBus().publish('account:payouts-changed', { SSOid: 'u-host' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Payouts blocked' })).not.toBeInTheDocument());
  });

  it("ignores another person's change and a malformed event", async () => {
    setSession(SESSIONS.host);
    const api = fakeNavApi();
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    await screen.findByRole('link', { name: 'Add payout info' });
    act(() => getBus().publish('account:payouts-changed', { SSOid: 'someone-else' }));
    act(() => getBus().publish('account:payouts-changed', { nope: true } as never));
    // Give a refetch the chance it must not take.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.payments.getAccounts).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Add payout info' })).toBeInTheDocument();
  });
});
