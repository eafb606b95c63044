import { DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET } from '@hourspace/contracts/dev-environment';
import { createHmac, randomBytes } from 'node:crypto';
import { confirmCardSetupInFrame, processorCall } from './support/processor-calls';
import { freshEmail, testApiOfFile } from './support/test-api';

/**
 * `POST /v1/payments/webhooks` (docs/decisions/payments-provider.md): only events signed with
 * the webhook secret in the last 300 s are taken, each event id is applied once, and an event
 * older than what was applied to its object changes nothing. The events here are signed by the
 * test as Stripe signs them (`t=…,v1=HMAC-SHA256(secret, "t.body")`), plus the processor's own.
 */
const api = testApiOfFile();
const WEBHOOKS = '/v1/payments/webhooks';

function signed(body: string, secret = DEV_STRIPE_WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** A Stripe event about a payment method, as the API version we pin writes it. */
function event(type: string, object: { id: string; object: string }, options: { id?: string; created?: number } = {}) {
  return JSON.stringify({
    id: options.id ?? eventId(),
    object: 'event',
    api_version: '2026-10-28.endive',
    // A few seconds on by default: later than the processor's own events about the same object.
    created: options.created ?? Math.floor(Date.now() / 1000) + 5,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

const deliver = (body: string, signature?: string) =>
  api.request('POST', WEBHOOKS, {
    raw: body,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
  });

/** A person with one card saved through the processor; `paymentMethod` is its `pm_…`. */
async function personWithCard(tag: string) {
  const { access_token: token, SSOid: id } = await api.signup(freshEmail(tag));
  const setup = (await api.request('POST', `/v2/payments/users/${id}/cards/setup`, { token })).body;
  const confirmed = await confirmCardSetupInFrame(api, setup, '4242424242424242');
  expect((await api.request('POST', `/v2/payments/users/${id}/cards/${setup.id}`, { token })).status).toBe(201);
  const cards = async () => (await api.request('GET', `/v2/payments/users/${id}/cards`, { token })).body.data as unknown[];
  return { paymentMethod: confirmed.body.payment_method as string, cards };
}

describe('provider webhooks', () => {
  it('refuses a missing, wrong or foreign signature, and records nothing', async () => {
    const { paymentMethod, cards } = await personWithCard('hook.sig');
    const id = eventId();
    const body = event('payment_method.detached', { id: paymentMethod, object: 'payment_method' }, { id });
    const refusals = [
      await deliver(body),
      await deliver(body, 'garbage'),
      await deliver(body, signed(body, 'whsec_someone_else')),
      await deliver(body.replace('"livemode":false', '"livemode":true'), signed(body)),
      await deliver(body, signed(body).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(refusal.body).toMatchObject({ error: 'invalid_signature', statusCode: 400 });
    }
    expect(await cards()).toHaveLength(1);
    // Nothing was recorded under that id: signed properly it is new, and applied.
    const accepted = await deliver(body, signed(body));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ received: true, outcome: 'applied' });
    expect(await cards()).toEqual([]);
  });

  it('refuses an event signed 301 seconds ago', async () => {
    const { paymentMethod, cards } = await personWithCard('hook.old');
    const body = event('payment_method.detached', { id: paymentMethod, object: 'payment_method' });
    const stale = await deliver(body, signed(body, DEV_STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301));
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe('invalid_signature');
    expect(await cards()).toHaveLength(1);
    // 290 s is within the tolerance.
    expect((await deliver(body, signed(body, DEV_STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 290))).body.outcome).toBe('applied');
  });

  it('applies an event delivered twice once', async () => {
    const { paymentMethod } = await personWithCard('hook.twice');
    const body = event('payment_method.detached', { id: paymentMethod, object: 'payment_method' });
    const answers = await Promise.all([deliver(body, signed(body)), deliver(body, signed(body))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['applied', 'duplicate']);
    expect((await deliver(body, signed(body))).body.outcome).toBe('duplicate');
  });

  it('changes nothing for an event older than the one last applied to its object', async () => {
    const { paymentMethod, cards } = await personWithCard('hook.order');
    // Both later than the processor's own events about the card: only `newer` makes `older` late.
    const now = Math.floor(Date.now() / 1000);
    const newer = event('payment_method.updated', { id: paymentMethod, object: 'payment_method' }, { created: now + 20 });
    const older = event('payment_method.detached', { id: paymentMethod, object: 'payment_method' }, { created: now + 10 });
    expect((await deliver(newer, signed(newer))).body.outcome).toBe('unhandled');
    const late = await deliver(older, signed(older));
    expect(late.status).toBe(200);
    expect(late.body.outcome).toBe('stale');
    expect(await cards()).toHaveLength(1);
  });

  it('applies an event of the same second as the last one applied to its object (event ids carry no order)', async () => {
    const { paymentMethod, cards } = await personWithCard('hook.tie');
    const second = Math.floor(Date.now() / 1000) + 30;
    const first = event('payment_method.updated', { id: paymentMethod, object: 'payment_method' }, { created: second, id: 'evt_zzzzzzzzzzzzzzzzzzzzzzzz' });
    const then = event('payment_method.detached', { id: paymentMethod, object: 'payment_method' }, { created: second, id: 'evt_000000000000000000000000' });
    expect((await deliver(first, signed(first))).body.outcome).toBe('unhandled');
    expect((await deliver(then, signed(then))).body.outcome).toBe('applied');
    expect(await cards()).toEqual([]);
  });

  it('takes the processor’s own deliveries: a card detached at the provider leaves the list', async () => {
    const { paymentMethod, cards } = await personWithCard('hook.real');
    await processorCall(api, `/v1/payment_methods/${paymentMethod}/detach`, DEV_STRIPE_SECRET_KEY, {});
    await api.processor.flushWebhooks();
    expect(await cards()).toEqual([]);
  });

  it('refuses a body over 512 KB and a non-POST', async () => {
    const big = 'x'.repeat(513 * 1024);
    const tooBig = await deliver(big, signed(big));
    expect(tooBig.status).toBe(413);
    expect((await api.request('GET', WEBHOOKS)).status).toBe(404);
  });
});
