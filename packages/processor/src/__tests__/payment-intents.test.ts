import type Stripe from 'stripe';
import { type Harness, CARD, failure, start } from './support';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(() => h.processor.close());

/** A customer with a saved card of the given test number (attached as a set-up would). */
async function savedCard(number: string): Promise<{ customer: string; pm: string }> {
  const customer = await h.stripe.customers.create({ email: 'payer@example.com' });
  const pm = await h.publishable.paymentMethods.create(CARD(number));
  await h.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
  return { customer: customer.id, pm: pm.id };
}

async function hold(amount: number, number = '4242424242424242'): Promise<Stripe.PaymentIntent> {
  const { customer, pm } = await savedCard(number);
  return h.stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    customer,
    payment_method: pm,
    capture_method: 'manual',
    confirm: true,
    off_session: true,
    metadata: { booking: 'b1' },
  });
}

describe('payment intents, charges and refunds', () => {
  it('holds with manual capture, captures part and releases the rest', async () => {
    const intent = await hold(5000);
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'requires_capture', amount_capturable: 5000, amount_received: 0, metadata: { booking: 'b1' } });
    expect(intent.latest_charge).toMatch(/^ch_/);
    const captured = await h.stripe.paymentIntents.capture(intent.id, { amount_to_capture: 3000 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 3000, amount_capturable: 0 });
    const charge = await h.stripe.charges.retrieve(String(captured.latest_charge));
    expect(charge).toMatchObject({ object: 'charge', captured: true, amount: 5000, amount_captured: 3000, amount_refunded: 2000, payment_intent: intent.id, refunded: false });
    const again = await failure(h.stripe.paymentIntents.capture(intent.id));
    expect(again.code).toBe('payment_intent_unexpected_state');
  });

  it('refuses to capture more than the hold', async () => {
    const intent = await hold(1000);
    const err = await failure(h.stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1001 }));
    expect(err).toMatchObject({ statusCode: 400, param: 'amount_to_capture' });
  });

  it('cancels a hold and releases the charge', async () => {
    const intent = await hold(2500);
    const canceled = await h.stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'requested_by_customer' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'requested_by_customer', amount_capturable: 0 });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    expect(await h.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({ refunded: true, amount_refunded: 2500 });
  });

  it('refunds captured payments up to what remains, and lists refunds by payment intent', async () => {
    const intent = await hold(4000);
    const refusal = await failure(h.stripe.refunds.create({ payment_intent: intent.id }));
    expect(refusal.message).toMatch(/cancel the PaymentIntent instead/);
    await h.stripe.paymentIntents.capture(intent.id);
    const first = await h.stripe.refunds.create({ payment_intent: intent.id, amount: 1500, reason: 'requested_by_customer' });
    expect(first).toMatchObject({ object: 'refund', amount: 1500, status: 'succeeded', payment_intent: intent.id, currency: 'usd' });
    expect(first.id).toMatch(/^re_/);
    const tooMuch = await failure(h.stripe.refunds.create({ payment_intent: intent.id, amount: 2501 }));
    expect(tooMuch).toMatchObject({ param: 'amount', code: 'amount_too_large' });
    const rest = await h.stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(2500);
    expect((await h.stripe.refunds.retrieve(first.id)).id).toBe(first.id);
    const listed = await h.stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((r) => r.id)).toEqual([rest.id, first.id]);
    expect(await h.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({ refunded: true, amount_refunded: 4000 });
  });

  it.each([
    ['4000002760003184', 'authentication_required', 'authentication_required'],
    ['4000008400001629', 'authentication_required', 'authentication_required'],
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
  ])('refuses an off-session payment with %s as %s / %s', async (number, code, declineCode) => {
    const err = await failure(hold(1000, number));
    expect(err).toMatchObject({ type: 'StripeCardError', statusCode: 402, code, decline_code: declineCode });
    const intent = err.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code, decline_code: declineCode } });
    expect((await h.stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('asks for 3-D Secure on session, then holds once the challenge completes', async () => {
    const { customer, pm } = await savedCard('4000002760003184');
    const intent = await h.stripe.paymentIntents.create({
      amount: 900,
      currency: 'eur',
      customer,
      payment_method_types: ['card'],
      capture_method: 'manual',
    } as Stripe.PaymentIntentCreateParams);
    expect(intent.status).toBe('requires_payment_method');
    const pending = await h.publishable.paymentIntents.confirm(intent.id, { payment_method: pm, client_secret: intent.client_secret } as Stripe.PaymentIntentConfirmParams);
    expect(pending).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    const res = await fetch(`${h.processor.url}/v1/3ds/${intent.id}/complete`, {
      method: 'POST',
      headers: { Authorization: 'Bearer pk_test_hourspace_local', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `client_secret=${encodeURIComponent(String(intent.client_secret))}`,
    });
    expect(await res.json()).toMatchObject({ status: 'requires_capture', amount_capturable: 900 });
    const read = await h.publishable.paymentIntents.retrieve(intent.id, { client_secret: intent.client_secret } as Stripe.PaymentIntentRetrieveParams);
    expect(read.status).toBe('requires_capture');
  });

  it('fails a payment whose 3-D Secure challenge fails', async () => {
    const { customer, pm } = await savedCard('4000002760003184');
    const intent = await h.stripe.paymentIntents.create({ amount: 900, currency: 'usd', customer, payment_method: pm, confirm: true });
    expect(intent.status).toBe('requires_action');
    const res = await fetch(`${h.processor.url}/v1/3ds/${intent.id}/fail`, {
      method: 'POST',
      headers: { Authorization: 'Bearer pk_test_hourspace_local', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `client_secret=${encodeURIComponent(String(intent.client_secret))}`,
    });
    expect(await res.json()).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } });
  });

  it('validates amounts and parameters with the param named', async () => {
    const zero = await failure(h.stripe.paymentIntents.create({ amount: 0, currency: 'usd' }));
    expect(zero).toMatchObject({ type: 'StripeInvalidRequestError', param: 'amount' });
    const noCurrency = await failure(h.stripe.paymentIntents.create({ amount: 100 } as Stripe.PaymentIntentCreateParams));
    expect(noCurrency).toMatchObject({ param: 'currency', code: 'parameter_missing' });
    const missing = await failure(h.stripe.paymentIntents.create({ amount: 100, currency: 'usd', customer: 'cus_nope' }));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'customer' });
  });

  it('charges automatically captured payments at once', async () => {
    const { customer, pm } = await savedCard('4242424242424242');
    const intent = await h.stripe.paymentIntents.create({ amount: 700, currency: 'usd', customer, payment_method: pm, confirm: true, off_session: true });
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 700 });
    expect(await h.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({ captured: true, amount_captured: 700, status: 'succeeded', paid: true });
  });
  it('saves the card on the customer when setup_future_usage is set', async () => {
    const customer = await h.stripe.customers.create({});
    const intent = await h.stripe.paymentIntents.create({ amount: 400, currency: 'usd', customer: customer.id, setup_future_usage: 'off_session' });
    const confirmed = await h.publishable.paymentIntents.confirm(intent.id, {
      payment_method_data: CARD('4242424242424242'),
      client_secret: intent.client_secret,
    } as unknown as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    expect((await h.stripe.customers.listPaymentMethods(customer.id)).data.map((pm) => pm.id)).toEqual([confirmed.payment_method]);
  });
});
