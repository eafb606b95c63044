import type Stripe from 'stripe';
import { DEV_STRIPE_SECRET_KEY } from '@hourspace/contracts/dev-environment';
import { type Harness, failure, start, tempFile, until } from './support';

let h: Harness;
beforeAll(async () => {
  h = await start({ verifyMs: 20 });
});
afterAll(() => h.processor.close());

const DAY_MS = 86_400_000;

/** A US custom account whose bank and identity document verified: payouts on, on `interval`. */
async function payableAccount(interval: 'daily' | 'manual' = 'daily'): Promise<Stripe.Account> {
  const account = await h.stripe.accounts.create({
    type: 'custom',
    country: 'US',
    capabilities: { transfers: { requested: true } },
    business_type: 'individual',
    individual: {
      first_name: 'Grace',
      last_name: 'Hopper',
      dob: { day: 9, month: 12, year: 1986 },
      address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
      ssn_last_4: '0000',
    },
    tos_acceptance: { date: 1764547200, ip: '127.0.0.1' },
    settings: { payouts: { schedule: { interval } } },
  });
  await h.stripe.accounts.createExternalAccount(account.id, {
    external_account: { object: 'bank_account', country: 'US', currency: 'usd', routing_number: '110000000', account_number: '000123456789', account_holder_name: 'Grace Hopper' },
  } as unknown as Stripe.AccountCreateExternalAccountParams);
  await h.stripe.accounts.update(account.id, { individual: { verification: { document: { front: 'file_identity_document_success' } } } });
  return until(
    () => h.stripe.accounts.retrieve(account.id),
    (a) => a.payouts_enabled === true,
  );
}

/** A POST with the secret key, for the processor's own test helper (the SDK has no method for it). */
async function advance(fields: Record<string, string>, key = DEV_STRIPE_SECRET_KEY) {
  const response = await fetch(`${h.processor.url}/v1/test_helpers/advance_clock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { code?: string } } };
}

describe('payouts of transfers to connected accounts, and the processor clock', () => {
  it('pays a transfer out to the bank account: pending, then paid once the schedule’s delay has passed on the moved clock', async () => {
    const host = await payableAccount('daily');
    const transfer = await h.stripe.transfers.create({ amount: 4_250, currency: 'usd', destination: host.id, metadata: { ledger_id: 'l1' } });
    const [payout] = (await h.stripe.payouts.list({}, { stripeAccount: host.id })).data;
    expect(payout).toMatchObject({ object: 'payout', amount: 4_250, currency: 'usd', status: 'pending', automatic: true, type: 'bank_account' });
    expect(payout!.arrival_date - payout!.created).toBe(2 * 86_400);
    // The platform has no payouts of its own; another account sees none of this one's.
    expect((await h.stripe.payouts.list()).data).toEqual([]);
    expect((await h.stripe.payouts.list({}, { stripeAccount: (await payableAccount()).id })).data).toEqual([]);

    const created = (await h.stripe.events.list({ types: ['payout.created'], limit: 100 })).data.find((e) => (e.data.object as Stripe.Payout).id === payout!.id);
    expect(created).toMatchObject({ account: host.id });
    expect(transfer.created).toBeLessThanOrEqual(payout!.created);

    // A day on: still pending. Two days on: paid, with its event, before the answer.
    expect((await advance({ advance_ms: String(DAY_MS) })).status).toBe(200);
    expect((await h.stripe.payouts.retrieve(payout!.id, {}, { stripeAccount: host.id })).status).toBe('pending');
    const moved = await advance({ advance_ms: String(DAY_MS) });
    expect(moved.body).toMatchObject({ object: 'test_helpers.clock', offset_ms: 2 * DAY_MS });
    expect((await h.stripe.payouts.retrieve(payout!.id, {}, { stripeAccount: host.id })).status).toBe('paid');
    const paid = (await h.stripe.events.list({ types: ['payout.paid'], limit: 100 })).data.filter((e) => (e.data.object as Stripe.Payout).id === payout!.id);
    expect(paid).toEqual([expect.objectContaining({ account: host.id, data: expect.objectContaining({ previous_attributes: { status: 'pending' } }) })]);
    // New objects are made at the moved time.
    const later = await h.stripe.customers.create({ email: 'later@example.com' });
    expect(later.created * 1000).toBeGreaterThanOrEqual(Date.now() + 2 * DAY_MS - 5_000);
  });

  it('keeps the funds of an account on a manual schedule: no payout', async () => {
    const host = await payableAccount('manual');
    await h.stripe.transfers.create({ amount: 1_000, currency: 'usd', destination: host.id });
    expect((await h.stripe.payouts.list({}, { stripeAccount: host.id })).data).toEqual([]);
  });

  it('moves the clock forward only, with the secret key', async () => {
    expect((await advance({ advance_ms: '-1' })).body.error).toMatchObject({ type: 'invalid_request_error' });
    expect((await advance({})).body.error?.code).toBe('parameter_missing');
    expect((await advance({ advance_ms: 'soon' })).status).toBe(400);
    expect((await advance({ advance_ms: '1' }, 'pk_test_hourspace_local')).status).toBe(401);
    const err = await failure(h.stripe.payouts.retrieve('po_missing', {}, { stripeAccount: 'acct_nobody' }));
    expect(err.statusCode).toBe(404);
  });

  it('starts unmoved after a restart on the same state file, as the API, which forwards its moves here, does', async () => {
    const dataFile = tempFile();
    const first = await start({ dataFile });
    const moved = await fetch(`${first.processor.url}/v1/test_helpers/advance_clock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEV_STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ advance_ms: String(30 * DAY_MS) }).toString(),
    });
    expect(moved.status).toBe(200);
    expect((await first.stripe.customers.create({})).created * 1000).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    await first.processor.close();
    const second = await start({ dataFile });
    try {
      expect((await second.stripe.customers.list({ limit: 10 })).data).toHaveLength(1);
      expect(Math.abs((await second.stripe.customers.create({})).created * 1000 - Date.now())).toBeLessThan(60_000);
    } finally {
      await second.processor.close();
    }
  });
});
