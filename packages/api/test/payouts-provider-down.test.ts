import { US_INDIVIDUAL_PAYOUT_ACCOUNT as US_INDIVIDUAL } from '@hourspace/validation/testing';
import { startTestApi, testApiOfFile } from './support/test-api';

/**
 * The payout pages when the payment provider cannot be reached (docs/decisions/payout-setup.md):
 * the account as the API last kept it, never a failed page; a save is refused with the
 * provider's 502 and keeps nothing. The seeded template's demo hosts were set up at a working
 * processor; this API is pointed at a port nothing listens on.
 */
const NOWHERE = 'http://127.0.0.1:9';
const SEED = { SEED_SPACES: '60', SEED_PHOTOS: '8' };

it('stops a first start’s seed with a message naming STRIPE_API_BASE', async () => {
  await expect(startTestApi({ ...SEED, STRIPE_API_BASE: NOWHERE, HS_TEST_FRESH_DB: '1' })).rejects.toThrow(/STRIPE_API_BASE/);
});

// A copy of the run's seeded template keeps what its seed was told by a working processor; on
// PGlite every server seeds itself, so there is nothing kept to answer from.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('a payment provider that cannot be reached', () => {
  const api = testApiOfFile({ ...SEED, STRIPE_API_BASE: NOWHERE });

  it('answers the kept payout account on page load', async () => {
    const token = await api.login('host.power@example.com');
    const { SSOid } = (await api.request('GET', '/v1/profiles/me', { token })).body;
    const account = await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ id: expect.stringMatching(/^acct_/), payouts_enabled: true, external_accounts_error: null });
    expect(account.body.external_accounts.data).toEqual([expect.objectContaining({ last4: '6789', status: 'verified' })]);
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body).toMatchObject({ ready: true, identity_verified: true });
  });

  it('keeps the blocked host blocked, from what it kept', async () => {
    const token = await api.login('host.blocked@example.com');
    const { SSOid } = (await api.request('GET', '/v1/profiles/me', { token })).body;
    const account = await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ payouts_enabled: false, external_accounts_error: 'Your bank account could not be verified. Please add a different bank account.' });
  });

  it('refuses a save with 502 and keeps nothing', async () => {
    const token = await api.login('host@example.com');
    const { SSOid } = (await api.request('GET', '/v1/profiles/me', { token })).body;
    const saved = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    expect(saved.status).toBe(502);
    expect(saved.body.error).toBe('payment_provider_unavailable');
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).status).toBe(404);
  });
});
