import type Stripe from 'stripe';
import { type BrowserRoute } from '../index';
import { CARD, failure, start } from './support';

describe('the server around the API', () => {
  it('hands /v3, /elements/ and /3ds/ GETs to the browser half, with its own origin', async () => {
    const calls: unknown[][] = [];
    const browserRoutes: BrowserRoute = (method, pathname, query, origin) => {
      calls.push([method, pathname, query.get('intent'), origin]);
      return pathname === '/v3/' ? { status: 200, headers: { 'Content-Type': 'text/javascript' }, body: 'window.Stripe = 1;' } : null;
    };
    const h = await start({ browserRoutes });
    try {
      const script = await fetch(`${h.processor.url}/v3/`);
      expect(script.headers.get('content-type')).toBe('text/javascript');
      expect(await script.text()).toBe('window.Stripe = 1;');
      expect((await fetch(`${h.processor.url}/3ds/challenge?intent=seti_1`)).status).toBe(404);
      expect(calls).toEqual([
        ['GET', '/v3/', null, h.processor.url],
        ['GET', '/3ds/challenge', 'seti_1', h.processor.url],
      ]);
    } finally {
      await h.processor.close();
    }
  });

  it('serves the real browser half from src/browser by default', async () => {
    const h = await start({ browserRoutes: undefined });
    try {
      const script = await fetch(`${h.processor.url}/v3/`);
      expect(script.status).toBe(200);
      expect(await script.text()).toMatch(/Stripe/);
    } finally {
      await h.processor.close();
    }
  });

  it('expands ids into objects on request', async () => {
    const h = await start();
    try {
      const customer = await h.stripe.customers.create({});
      const pm = await h.publishable.paymentMethods.create(CARD('4242424242424242'));
      await h.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
      const intent = await h.stripe.paymentIntents.create({
        amount: 100,
        currency: 'usd',
        customer: customer.id,
        payment_method: pm.id,
        confirm: true,
        expand: ['latest_charge', 'customer'],
      });
      expect(intent.latest_charge).toMatchObject({ object: 'charge', amount: 100 });
      expect(intent.customer).toMatchObject({ object: 'customer', id: customer.id });
      const listed = await h.stripe.paymentIntents.list({ expand: ['data.payment_method'] });
      expect((listed.data[0]!.payment_method as Stripe.PaymentMethod).card?.last4).toBe('4242');
      const err = await failure(h.stripe.paymentIntents.retrieve(intent.id, { expand: ['amount'] }));
      expect(err.param).toBe('expand');
    } finally {
      await h.processor.close();
    }
  });

  it("accepts the key as a basic-auth user, and a publishable key as Stripe.js's key parameter", async () => {
    const h = await start();
    try {
      const res = await fetch(`${h.processor.url}/v1/customers`, { headers: { Authorization: `Basic ${Buffer.from('sk_test_hourspace_local:').toString('base64')}` } });
      expect(res.status).toBe(200);
      const asStripeJs = await fetch(`${h.processor.url}/v1/payment_methods`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'key=pk_test_hourspace_local&type=card&card[number]=4242424242424242&card[exp_month]=1&card[exp_year]=2040',
      });
      expect(asStripeJs.status).toBe(200);
      const secretAsParam = await fetch(`${h.processor.url}/v1/customers?key=sk_test_hourspace_local`);
      expect(secretAsParam.status).toBe(401);
      const none = await fetch(`${h.processor.url}/v1/customers`);
      expect(none.status).toBe(401);
      expect(((await none.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    } finally {
      await h.processor.close();
    }
  });
});
