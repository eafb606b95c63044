import type Stripe from 'stripe';
import { type Harness, CARD, start } from './support';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(() => h.processor.close());

const US_BANK = (accountNumber: string): Stripe.AccountCreateExternalAccountParams =>
  ({
    external_account: { object: 'bank_account', country: 'US', currency: 'usd', routing_number: '110000000', account_number: accountNumber },
  }) as unknown as Stripe.AccountCreateExternalAccountParams;

describe('lists, reads and updates', () => {
  it('confirms a setup intent on creation and lists setup intents by customer', async () => {
    const customer = await h.stripe.customers.create({});
    const pm = await h.publishable.paymentMethods.create(CARD('4242424242424242'));
    const intent = await h.stripe.setupIntents.create({ customer: customer.id, payment_method: pm.id, confirm: true, metadata: { user: 'u1' } });
    expect(intent).toMatchObject({ status: 'succeeded', payment_method: pm.id, metadata: { user: 'u1' } });
    expect((await h.stripe.setupIntents.list({ customer: customer.id })).data.map((i) => i.id)).toEqual([intent.id]);
    const other = await h.stripe.setupIntents.create({ customer: customer.id });
    const pm2 = await h.publishable.paymentMethods.create(CARD('4242424242424242'));
    expect(await h.stripe.setupIntents.update(other.id, { payment_method: pm2.id, metadata: { step: '2' } })).toMatchObject({
      status: 'requires_confirmation',
      metadata: { step: '2' },
    });
  });

  it('lists charges by payment intent and updates payment intents and transfers', async () => {
    const customer = await h.stripe.customers.create({});
    const pm = await h.publishable.paymentMethods.create(CARD('4242424242424242'));
    const intent = await h.stripe.paymentIntents.create({ amount: 300, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true });
    const charges = await h.stripe.charges.list({ payment_intent: intent.id });
    expect(charges.data.map((c) => c.id)).toEqual([intent.latest_charge]);
    expect(await h.stripe.paymentIntents.update(intent.id, { description: 'Booking 7', metadata: { booking: '7' } })).toMatchObject({
      description: 'Booking 7',
      metadata: { booking: '7' },
    });
    expect((await h.stripe.paymentIntents.list({ customer: customer.id })).data.map((i) => i.id)).toEqual([intent.id]);
  });

  it('reads tokens, files, accounts and webhook endpoints back', async () => {
    const token = await h.publishable.tokens.create({ card: { number: '4242424242424242', exp_month: '1', exp_year: '2040' } } as Stripe.TokenCreateParams);
    expect((await h.stripe.tokens.retrieve(token.id)).id).toBe(token.id);
    const file = await h.publishable.files.create({
      purpose: 'identity_document',
      file: { data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), name: 'id.jpg', type: 'image/jpeg' },
    });
    expect(file.type).toBe('jpg');
    expect((await h.stripe.files.list({ purpose: 'identity_document', limit: 100 })).data.map((f) => f.id)).toContain(file.id);
    const account = await h.stripe.accounts.create({ type: 'express', country: 'US' });
    expect((await h.stripe.accounts.list({ limit: 1 })).data.map((a) => a.id)).toEqual([account.id]);
    const endpoint = await h.stripe.webhookEndpoints.create({ url: 'http://127.0.0.1:9/hooks', enabled_events: ['*'] });
    const read = await h.stripe.webhookEndpoints.retrieve(endpoint.id);
    expect(read).toMatchObject({ url: 'http://127.0.0.1:9/hooks', enabled_events: ['*'] });
    expect(read.secret).toBeUndefined();
    await h.stripe.webhookEndpoints.del(endpoint.id);
  });

  it('moves the default bank with default_for_currency and then deletes the old one', async () => {
    const account = await h.stripe.accounts.create({ type: 'custom', country: 'US' });
    const first = await h.stripe.accounts.createExternalAccount(account.id, US_BANK('000123456789'));
    const second = await h.stripe.accounts.createExternalAccount(account.id, US_BANK('000222222227'));
    expect((second as Stripe.BankAccount).default_for_currency).toBe(false);
    const moved = (await h.stripe.accounts.updateExternalAccount(account.id, second.id, { default_for_currency: true, metadata: { label: 'main' } })) as Stripe.BankAccount;
    expect(moved).toMatchObject({ default_for_currency: true, metadata: { label: 'main' } });
    expect(((await h.stripe.accounts.retrieveExternalAccount(account.id, first.id)) as Stripe.BankAccount).default_for_currency).toBe(false);
    expect(await h.stripe.accounts.deleteExternalAccount(account.id, first.id)).toMatchObject({ id: first.id, deleted: true });
    expect(await h.stripe.accounts.deleteExternalAccount(account.id, second.id)).toMatchObject({ deleted: true });
    expect((await h.stripe.accounts.retrieve(account.id)).requirements?.currently_due).toContain('external_account');
  });

  it('updates a transfer’s metadata and lists transfers by group', async () => {
    const account = await h.stripe.accounts.create({
      type: 'custom',
      country: 'US',
      business_type: 'individual',
      capabilities: { transfers: { requested: true } },
      individual: {
        first_name: 'A',
        last_name: 'B',
        dob: { day: 1, month: 1, year: 1990 },
        address: { line1: 'x', city: 'y', state: 'CA', postal_code: '90001' },
        ssn_last_4: '1234',
      },
      tos_acceptance: { date: 1764547200, ip: '10.0.0.1' },
    });
    const transfer = await h.stripe.transfers.create({ amount: 100, currency: 'usd', destination: account.id, transfer_group: 'booking-5' });
    expect((await h.stripe.transfers.update(transfer.id, { metadata: { note: 'x' } })).metadata).toEqual({ note: 'x' });
    expect((await h.stripe.transfers.list({ transfer_group: 'booking-5' })).data.map((t) => t.id)).toEqual([transfer.id]);
  });
});
