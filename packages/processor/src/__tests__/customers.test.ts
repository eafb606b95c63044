import Stripe from 'stripe';
import { type Harness, failure, start } from './support';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(() => h.processor.close());

describe('customers and the wire format', () => {
  it('creates, reads and updates a customer through the SDK', async () => {
    const created = await h.stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { profile: 'p1' } });
    expect(created).toMatchObject({ object: 'customer', email: 'ada@example.com', livemode: false, metadata: { profile: 'p1' } });
    expect(created.id).toMatch(/^cus_[0-9A-Za-z]{24}$/);
    const updated = await h.stripe.customers.update(created.id, { name: 'Ada L.', metadata: { profile: '', tier: 'gold' } });
    expect(updated.name).toBe('Ada L.');
    expect(updated.metadata).toEqual({ tier: 'gold' });
    expect((await h.stripe.customers.retrieve(created.id)).id).toBe(created.id);
  });

  it('answers request ids and echoes the Stripe-Version', async () => {
    const res = await fetch(`${h.processor.url}/v1/customers`, { method: 'POST', headers: { Authorization: 'Bearer sk_test_hourspace_local', 'Stripe-Version': '2025-01-01' } });
    expect(res.headers.get('request-id')).toMatch(/^req_/);
    expect(res.headers.get('stripe-version')).toBe('2025-01-01');
  });

  it('answers on both localhost and 127.0.0.1', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const res = await fetch(`http://${host}:${h.processor.port}/v1/customers`, { headers: { Authorization: 'Bearer sk_test_hourspace_local' } });
      expect(res.status).toBe(200);
    }
  });

  it('refuses a wrong key with 401 and a publishable key on a secret endpoint', async () => {
    const wrong = new Stripe('sk_test_wrong_key_123456', { host: 'localhost', port: h.processor.port, protocol: 'http', maxNetworkRetries: 0 });
    const err = await failure(wrong.customers.create({}));
    expect(err.type).toBe('StripeAuthenticationError');
    expect(err.message).toMatch(/^Invalid API Key provided: sk_test_/);
    const pk = await failure(h.publishable.customers.create({}));
    expect(pk.statusCode).toBe(401);
    expect(pk.message).toMatch(/publishable API key/);
  });

  it('answers 404 resource_missing for an unknown id and for an unknown route', async () => {
    const err = await failure(h.stripe.customers.retrieve('cus_missing'));
    expect(err).toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404, param: 'id' });
    const res = await fetch(`${h.processor.url}/v1/nothing`, { headers: { Authorization: 'Bearer sk_test_hourspace_local' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^Unrecognized request URL/);
  });

  it('pages lists newest first with starting_after and ending_before', async () => {
    const fresh = await start();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await fresh.stripe.customers.create({ email: `c${i}@example.com` })).id);
      const first = await fresh.stripe.customers.list({ limit: 2 });
      expect(first.data.map((c) => c.id)).toEqual([ids[4], ids[3]]);
      expect(first.has_more).toBe(true);
      expect(first.url).toBe('/v1/customers');
      const second = await fresh.stripe.customers.list({ limit: 2, starting_after: ids[3] });
      expect(second.data.map((c) => c.id)).toEqual([ids[2], ids[1]]);
      const last = await fresh.stripe.customers.list({ limit: 2, starting_after: ids[1] });
      expect(last).toMatchObject({ has_more: false, data: [{ id: ids[0] }] });
      const before = await fresh.stripe.customers.list({ limit: 2, ending_before: ids[1] });
      expect(before.data.map((c) => c.id)).toEqual([ids[3], ids[2]]);
      const all: string[] = [];
      for await (const c of fresh.stripe.customers.list({ limit: 2 })) all.push(c.id);
      expect(all).toEqual([...ids].reverse());
      const err = await failure(fresh.stripe.customers.list({ limit: 101 }));
      expect(err.param).toBe('limit');
    } finally {
      await fresh.processor.close();
    }
  });

  it('replays an idempotent request and refuses the same key with another body', async () => {
    const first = await h.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'key-1' });
    const again = await h.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const err = await failure(h.stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'key-1' }));
    expect(err.type).toBe('StripeIdempotencyError');
    expect(err.rawType).toBe('idempotency_error');
    expect(err.statusCode).toBe(400);
  });

  it('answers CORS preflights for browsers', async () => {
    const res = await fetch(`${h.processor.url}/v1/files`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:8100', 'Access-Control-Request-Headers': 'authorization' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });
  it('detaches a card and keeps payment methods readable only with the secret key', async () => {
    const customer = await h.stripe.customers.create({ email: 'detach@example.com' });
    const pm = await h.publishable.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 1, exp_year: 2040, cvc: '123' },
      billing_details: { name: 'Ada' },
    });
    expect(pm).toMatchObject({ object: 'payment_method', type: 'card', customer: null, billing_details: { name: 'Ada' }, card: { last4: '4242', exp_month: 1, exp_year: 2040 } });
    const pkRead = await failure(h.publishable.paymentMethods.retrieve(pm.id));
    expect(pkRead.statusCode).toBe(401);
    await h.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    expect((await h.stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1);
    expect((await h.stripe.paymentMethods.detach(pm.id)).customer).toBeNull();
    expect((await h.stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(0);
    const again = await failure(h.stripe.paymentMethods.detach(pm.id));
    expect(again.statusCode).toBe(400);
    expect((await h.stripe.customers.list({ email: 'detach@example.com' })).data.map((c) => c.id)).toEqual([customer.id]);
  });

  it('forgets idempotency keys after 24 hours on the processor clock', async () => {
    let now = Date.UTC(2026, 11, 1);
    const clocked = await start({ now: () => now });
    try {
      const first = await clocked.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'day-1' });
      expect(first.created).toBe(Math.floor(now / 1000));
      now += 23 * 3600 * 1000;
      expect((await clocked.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'day-1' })).id).toBe(first.id);
      now += 2 * 3600 * 1000;
      const later = await clocked.stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'day-1' });
      expect(later.id).not.toBe(first.id);
    } finally {
      await clocked.processor.close();
    }
  });

  it('replays a refusal under the same idempotency key', async () => {
    const first = await failure(h.stripe.paymentIntents.create({ amount: 0, currency: 'usd' }, { idempotencyKey: 'refused-1' }));
    const second = await failure(h.stripe.paymentIntents.create({ amount: 0, currency: 'usd' }, { idempotencyKey: 'refused-1' }));
    expect(second.message).toBe(first.message);
    expect(second.headers?.['idempotent-replayed']).toBe('true');
  });
});
