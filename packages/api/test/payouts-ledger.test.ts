import { DEV_STRIPE_PUBLISHABLE_KEY, DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET } from '@hourspace/contracts/dev-environment';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { bookings, profiles, spaces } from '../src/db/schema';
import { ApiError } from '../src/lib/errors';
import { createStripeProvider } from '../src/payments/stripe-provider';
import { recordBookingEarnings, transferEarnings } from '../src/services/payments';
import { testApiOfFile } from './support/test-api';

/**
 * The host's ledger (docs/decisions/payments-provider.md): what a paid booking owes its host and
 * the provider transfer that pays it, written by the service functions the checkout calls, read
 * back through GET /v2/payments/users/{id}/payouts. The functions run here, in the test's own
 * process, on the test API's PostgreSQL database and against its processor; PGlite lives inside
 * the API's process, so this file needs the PostgreSQL run (test:postgres).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const api = testApiOfFile({ SEED_SPACES: '60', SEED_PHOTOS: '8' });

let database: Database;

(onPostgres ? describe : describe.skip)('the host ledger', () => {
  beforeAll(async () => {
    await api.request('GET', '/health');
    // The test API's own database (a worker may still hold an earlier file's copy, so it is not looked up by name).
    database = await openDatabase({ databaseUrl: api.databaseUrl as string, dataDir: 'memory://', poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
  });

  const context = () => ({
    db: database.db,
    payments: createStripeProvider({
      secretKey: DEV_STRIPE_SECRET_KEY,
      publishableKey: DEV_STRIPE_PUBLISHABLE_KEY,
      webhookSecret: DEV_STRIPE_WEBHOOK_SECRET,
      apiBase: api.processor.url,
    }),
  });

  /** A seeded booking of one of the host's spaces. */
  async function bookingOf(email: string): Promise<{ hostId: string; bookingId: number }> {
    const [row] = await database.db
      .select({ hostId: profiles.id, bookingId: bookings.id })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .innerJoin(profiles, and(eq(profiles.id, spaces.hostId), eq(profiles.email, email)))
      .limit(1);
    if (!row) throw new Error(`no seeded booking for ${email}`);
    return row;
  }

  it('records a booking’s earnings once and transfers the payout to the host’s connected account once', async () => {
    const ctx = context();
    const { hostId, bookingId } = await bookingOf('host.power@example.com');
    const entry = await recordBookingEarnings(ctx, {
      bookingId,
      hostProfileId: hostId,
      totalAmount: 12_000,
      feeAmount: 1_800,
      currency: 'USD',
      providerPaymentId: 'pi_ledger_test',
    });
    expect(entry).toMatchObject({ bookingId, totalAmount: 12_000, feeAmount: 1_800, payoutAmount: 10_200, currency: 'usd', status: 'pending' });
    const again = await recordBookingEarnings(ctx, {
      bookingId,
      hostProfileId: hostId,
      totalAmount: 12_000,
      feeAmount: 1_800,
      currency: 'usd',
      providerPaymentId: 'pi_ledger_test',
    });
    expect(again.id).toBe(entry.id);

    const token = await api.login('host.power@example.com');
    const pending = (await api.request('GET', `/v2/payments/users/${hostId}/payouts`, { token })).body;
    expect(pending.data).toEqual([
      {
        id: entry.id,
        booking_id: bookingId,
        total_amount: 12_000,
        fee_amount: 1_800,
        payout_amount: 10_200,
        currency: 'usd',
        status: 'pending',
        blocked_reason: null,
        transfers: [],
        created_at: expect.any(String),
      },
    ]);

    const transfer = await transferEarnings(ctx, entry.id);
    // In the host's provider balance until the provider reports the payout to the bank paid (checkout-flow.md).
    expect(transfer).toMatchObject({ id: expect.stringMatching(/^tr_/), ledgerId: entry.id, amount: 10_200, currency: 'usd', status: 'pending' });
    expect((await transferEarnings(ctx, entry.id)).id).toBe(transfer.id);

    // At the provider: one transfer to the host's connected account, tagged with the ledger entry.
    const account = (await api.request('GET', `/v2/payments/users/${hostId}/accounts`, { token })).body;
    const atProvider = (await ctx.payments.listTransfers(account.id)).filter((t) => t.metadata.ledger_id === entry.id);
    expect(atProvider).toEqual([expect.objectContaining({ id: transfer.id, amount: 10_200, currency: 'usd', destination: account.id, reversed: false })]);

    const paid = (await api.request('GET', `/v2/payments/users/${hostId}/payouts`, { token })).body;
    expect(paid.data).toEqual([
      expect.objectContaining({
        id: entry.id,
        status: 'transferred',
        transfers: [{ id: transfer.id, amount: 10_200, currency: 'usd', status: 'pending', created_at: expect.any(String), payout_id: null, paid_at: null }],
      }),
    ]);
  });

  it('keeps the entry pending when the host has no connected account to pay', async () => {
    const ctx = context();
    const { hostId, bookingId } = await bookingOf('host@example.com');
    const entry = await recordBookingEarnings(ctx, { bookingId, hostProfileId: hostId, totalAmount: 5_000, feeAmount: 750, currency: 'usd', providerPaymentId: null });
    await expect(transferEarnings(ctx, entry.id)).rejects.toEqual(expect.objectContaining({ statusCode: 409, description: 'payout_account_missing' }));
    await expect(transferEarnings(ctx, entry.id)).rejects.toBeInstanceOf(ApiError);
    const token = await api.login('host@example.com');
    const history = (await api.request('GET', `/v2/payments/users/${hostId}/payouts`, { token })).body;
    expect(history.data).toEqual([expect.objectContaining({ id: entry.id, payout_amount: 4_250, status: 'pending', transfers: [] })]);
  });

  it('refuses earnings that are not whole minor units within the total', async () => {
    const ctx = context();
    const { hostId, bookingId } = await bookingOf('host.blocked@example.com');
    for (const [totalAmount, feeAmount] of [
      [100.5, 10],
      [100, 200],
      [-1, 0],
    ] as const) {
      await expect(recordBookingEarnings(ctx, { bookingId, hostProfileId: hostId, totalAmount, feeAmount, currency: 'usd', providerPaymentId: null })).rejects.toThrow(
        /minor units/,
      );
    }
  });
});
