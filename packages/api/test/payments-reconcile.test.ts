import { DEV_STRIPE_PUBLISHABLE_KEY, DEV_STRIPE_SECRET_KEY } from '@hourspace/contracts/dev-environment';
import { freshEmail, testApiOfFile } from './support/test-api';

/**
 * payments:reconcile (docs/decisions/payments-provider.md): events the API never received (here
 * its processor delivers no webhooks, as when the API was down) are listed from the provider and
 * applied as their webhooks would have been; a second run applies nothing again.
 */
const api = testApiOfFile({ HS_TEST_WEBHOOKS: 'off' });

async function form(path: string, key: string, fields: Record<string, string>) {
  const response = await fetch(`${api.processor.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as { id: string };
}

describe('payments:reconcile', () => {
  it('applies the events whose webhooks never arrived, once', async () => {
    const { access_token: token, SSOid: id } = await api.signup(freshEmail('reconcile'));
    const setup = (await api.request('POST', `/v2/payments/users/${id}/cards/setup`, { token })).body;
    const method = await form('/v1/payment_methods', DEV_STRIPE_PUBLISHABLE_KEY, {
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 2),
      'card[cvc]': '123',
    });
    await form(`/v1/setup_intents/${setup.id}/confirm`, DEV_STRIPE_PUBLISHABLE_KEY, { payment_method: method.id, client_secret: setup.client_secret });
    expect((await api.request('POST', `/v2/payments/users/${id}/cards/${setup.id}`, { token })).status).toBe(201);
    await form(`/v1/payment_methods/${method.id}/detach`, DEV_STRIPE_SECRET_KEY, {});
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
});
