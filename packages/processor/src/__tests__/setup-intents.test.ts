import { readFileSync } from 'node:fs';
import type Stripe from 'stripe';
import { type Harness, CARD, failure, start, tempFile } from './support';

let h: Harness;
let dataFile: string;
beforeAll(async () => {
  dataFile = tempFile();
  h = await start({ dataFile });
});
afterAll(() => h.processor.close());

/** Stripe.js's confirm: the publishable key, the client secret and the card's payment method. */
async function confirmInBrowser(intent: Stripe.SetupIntent, number: string): Promise<Stripe.SetupIntent> {
  const pm = await h.publishable.paymentMethods.create(CARD(number));
  return h.publishable.setupIntents.confirm(intent.id, { payment_method: pm.id, client_secret: intent.client_secret } as Stripe.SetupIntentConfirmParams);
}

async function newSetup(): Promise<{ customer: Stripe.Customer; intent: Stripe.SetupIntent }> {
  const customer = await h.stripe.customers.create({ email: 'card@example.com' });
  const intent = await h.stripe.setupIntents.create({ customer: customer.id, payment_method_types: ['card'], usage: 'off_session' } as Stripe.SetupIntentCreateParams);
  return { customer, intent };
}

/** What the 3-D Secure challenge page posts. */
async function challenge(intent: { id: string; client_secret: string | null }, outcome: 'complete' | 'fail'): Promise<Record<string, unknown>> {
  const res = await fetch(`${h.processor.url}/v1/3ds/${intent.id}/${outcome}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer pk_test_hourspace_local', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: String(intent.client_secret) }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('cards and setup intents', () => {
  it('saves a 4242 card: the intent succeeds and the card is attached to the customer', async () => {
    const { customer, intent } = await newSetup();
    expect(intent).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', customer: customer.id, usage: 'off_session' });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const confirmed = await confirmInBrowser(intent, '4242424242424242');
    expect(confirmed.status).toBe('succeeded');
    const methods = await h.stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(methods.data).toHaveLength(1);
    expect(methods.data[0]!.card).toMatchObject({ brand: 'visa', last4: '4242', funding: 'credit', country: 'US' });
    const read = await h.publishable.setupIntents.retrieve(intent.id, { client_secret: intent.client_secret } as Stripe.SetupIntentRetrieveParams);
    expect(read.payment_method).toBe(methods.data[0]!.id);
  });

  it('confirms with payment_method_data and a secret key', async () => {
    const { intent } = await newSetup();
    const confirmed = await h.stripe.setupIntents.confirm(intent.id, { payment_method_data: CARD('4000000000009995') } as unknown as Stripe.SetupIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
  });

  it('refuses the publishable key without the client secret', async () => {
    const { intent } = await newSetup();
    const err = await failure(h.publishable.setupIntents.retrieve(intent.id));
    expect(err).toMatchObject({ statusCode: 400, param: 'client_secret' });
    const wrong = await failure(h.publishable.setupIntents.retrieve(intent.id, { client_secret: `${intent.id}_secret_nope` } as Stripe.SetupIntentRetrieveParams));
    expect(wrong.param).toBe('client_secret');
  });

  it('declines 4000000000000002 with card_declined and puts the intent back to requires_payment_method', async () => {
    const { intent } = await newSetup();
    const err = await failure(confirmInBrowser(intent, '4000000000000002'));
    expect(err).toMatchObject({ type: 'StripeCardError', code: 'card_declined', decline_code: 'generic_decline', statusCode: 402 });
    expect(err.setup_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method', last_setup_error: { code: 'card_declined', decline_code: 'generic_decline' } });
    const read = await h.stripe.setupIntents.retrieve(intent.id);
    expect(read.last_setup_error?.payment_method?.card?.last4).toBe('0002');
  });

  it('asks 4000002760003184 for 3-D Secure and succeeds once the challenge completes', async () => {
    const { customer, intent } = await newSetup();
    const pending = await confirmInBrowser(intent, '4000002760003184');
    expect(pending.status).toBe('requires_action');
    const sdk = pending.next_action?.use_stripe_sdk as { type: string; stripe_js: string };
    expect(pending.next_action?.type).toBe('use_stripe_sdk');
    expect(sdk.type).toBe('three_d_secure_redirect');
    expect(sdk.stripe_js).toBe(`${h.processor.url}/3ds/challenge?intent=${intent.id}&client_secret=${encodeURIComponent(String(intent.client_secret))}`);
    expect(await challenge(intent, 'complete')).toMatchObject({ status: 'succeeded', next_action: null });
    expect((await h.stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1);
  });

  it('fails the intent when the 3-D Secure challenge fails', async () => {
    const { customer, intent } = await newSetup();
    await confirmInBrowser(intent, '4000002760003184');
    expect(await challenge(intent, 'fail')).toMatchObject({ status: 'requires_payment_method', last_setup_error: { code: 'setup_intent_authentication_failure' } });
    expect((await h.stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(0);
  });

  it('declines 4000008400001629 after a passed 3-D Secure challenge', async () => {
    const { intent } = await newSetup();
    expect((await confirmInBrowser(intent, '4000008400001629')).status).toBe('requires_action');
    expect(await challenge(intent, 'complete')).toMatchObject({ status: 'requires_payment_method', last_setup_error: { code: 'card_declined', decline_code: 'generic_decline' } });
  });

  it('cancels a setup intent and then refuses to confirm it', async () => {
    const { intent } = await newSetup();
    expect((await h.stripe.setupIntents.cancel(intent.id)).status).toBe('canceled');
    const err = await failure(confirmInBrowser(intent, '4242424242424242'));
    expect(err.code).toBe('setup_intent_unexpected_state');
  });

  it.each([
    ['4242424242424241', 12, 2040, '123', 'incorrect_number'],
    ['42424242', 12, 2040, '123', 'incorrect_number'],
    ['4242424242424242', 13, 2040, '123', 'invalid_expiry_month'],
    ['4242424242424242', 1, 2001, '123', 'expired_card'],
    ['4242424242424242', 12, 2040, '12', 'invalid_cvc'],
  ])('validates card %s %i/%i cvc %s as %s', async (number, month, year, cvc, code) => {
    const err = await failure(h.publishable.paymentMethods.create({ type: 'card', card: { number, exp_month: month, exp_year: year, cvc } }));
    expect(err).toMatchObject({ type: 'StripeCardError', code, statusCode: 402 });
  });

  it('makes card tokens for Stripe.js createToken and pays with one', async () => {
    const token = await h.publishable.tokens.create({ card: { number: '4242424242424242', exp_month: '12', exp_year: '2040', cvc: '123' } } as Stripe.TokenCreateParams);
    expect(token).toMatchObject({ object: 'token', type: 'card', used: false, card: { object: 'card', last4: '4242', brand: 'Visa' } });
    expect(token.id).toMatch(/^tok_/);
    const intent = await h.stripe.paymentIntents.create({ amount: 1200, currency: 'usd', payment_method: token.id, confirm: true });
    expect(intent.status).toBe('succeeded');
  });

  it('never writes a card number to the state file', async () => {
    await h.publishable.paymentMethods.create(CARD('4000002760003184'));
    await h.processor.close();
    const saved = readFileSync(dataFile, 'utf8');
    expect(saved).toContain('"last4":"3184"');
    expect(saved).not.toMatch(/4000002760003184|4242424242424242|4000000000000002/);
    h = await start({ dataFile });
  });
});
