import { DEV_STRIPE_SECRET_KEY } from '@hourspace/contracts/dev-environment';
import { US_INDIVIDUAL_PAYOUT_ACCOUNT } from '@hourspace/validation/testing';
import { confirmCardSetupInFrame, processorCall } from './support/processor-calls';
import { freshEmail, testApiOfFile } from './support/test-api';

/**
 * payments:reconcile (docs/decisions/payments-provider.md): events the API never received (here
 * its processor delivers no webhooks, as when the API was down) are listed from the provider and
 * applied as their webhooks would have been; a second run applies nothing again.
 */
const api = testApiOfFile({ HS_TEST_WEBHOOKS: 'off' });

describe('payments:reconcile', () => {
  it('applies the events whose webhooks never arrived, once', async () => {
    const { access_token: token, SSOid: id } = await api.signup(freshEmail('reconcile'));
    const setup = (await api.request('POST', `/v2/payments/users/${id}/cards/setup`, { token })).body;
    const confirmed = await confirmCardSetupInFrame(api, setup, '4242424242424242');
    expect((await api.request('POST', `/v2/payments/users/${id}/cards/${setup.id}`, { token })).status).toBe(201);
    await processorCall(api, `/v1/payment_methods/${confirmed.body.payment_method}/detach`, DEV_STRIPE_SECRET_KEY, {});
    const cards = async () => (await api.request('GET', `/v2/payments/users/${id}/cards`, { token })).body.data;
    // Detached at the provider, but the API was never told.
    expect(await cards()).toHaveLength(1);

    const first = await api.reconcile();
    expect(first.listed).toBeGreaterThan(0);
    expect(first.applied).toBeGreaterThanOrEqual(1);
    expect(first.duplicate).toBe(0);
    expect(await cards()).toEqual([]);

    const again = await api.reconcile();
    expect(again.applied + again.stale + again.unhandled).toBe(0);
    expect(again.duplicate).toBe(again.listed);
  });

  it('reads again a payout account still waiting on the provider, so its finished checks land without their webhooks', async () => {
    const created = await api.request('POST', '/dev/hosts', { body: { payout: 'none' } });
    const token = await api.login(created.body.email, created.body.password);
    const id = created.body.SSOid as string;
    const account = await api.request('POST', `/v2/payments/users/${id}/accounts`, { token, body: US_INDIVIDUAL_PAYOUT_ACCOUNT });
    expect(account.status).toBe(201);
    const bank = { country: 'US', account_holder_name: 'Hana Host', routing_number: '110000000', account_number: '000123456789' };
    expect((await api.request('POST', `/v2/payments/users/${id}/recipients`, { token, body: bank })).status).toBe(201);
    // The processor finishes its check on its own timer; with no webhook the API still keeps 'new'.
    const atProvider = async () => {
      const answer = await fetch(`${api.processor.url}/v1/accounts/${account.body.id}`, { headers: { authorization: `Bearer ${DEV_STRIPE_SECRET_KEY}` } });
      return (await answer.json()) as { external_accounts: { data: { status: string }[] } };
    };
    const deadline = Date.now() + 10_000;
    while ((await atProvider()).external_accounts.data[0]?.status !== 'verified') {
      if (Date.now() > deadline) throw new Error('the processor never verified the bank account');
      await new Promise((resolve) => setImmediate(resolve));
    }
    const kept = async () => (await api.request('GET', `/v2/payments/users/${id}/recipients`, { token })).body.data[0].status;
    expect(await kept()).toBe('new');

    const report = await api.reconcile();
    expect(report.accounts.read).toBeGreaterThanOrEqual(1);
    expect(report.accounts.failed).toBe(0);
    expect(await kept()).toBe('verified');
  });
});
