import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import { fetchPayoutAccount } from '../get-payout-account';

const apiWith = (getAccounts: jest.Mock) => ({ payments: { getAccounts } }) as never;

describe('fetchPayoutAccount', () => {
  it("reads a host's payout account by SSOid", async () => {
    const account = { details_submitted: true, payouts_enabled: true, external_accounts: { data: [] } };
    const getAccounts = jest.fn(async () => account);
    await expect(fetchPayoutAccount(apiWith(getAccounts), 'u-1')).resolves.toBe(account);
    expect(getAccounts).toHaveBeenCalledWith('u-1');
  });

  it("takes the API's 404 as no account yet", async () => {
    const getAccounts = jest.fn(async () => Promise.reject(new ApiError(ApiErrorCode.HTTP, 'payout_account_missing', { status: 404 })));
    await expect(fetchPayoutAccount(apiWith(getAccounts), 'u-1')).resolves.toBeNull();
  });

  it('passes on any other failure', async () => {
    const failure = new ApiError(ApiErrorCode.TIMEOUT, 'no answer');
    await expect(fetchPayoutAccount(apiWith(jest.fn(async () => Promise.reject(failure))), 'u-1')).rejects.toBe(failure);
  });
});
