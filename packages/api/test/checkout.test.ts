import { DEV_STRIPE_PUBLISHABLE_KEY, DEV_STRIPE_SECRET_KEY } from '@hourspace/contracts/dev-environment';
import postgres from 'postgres';
import { newKey, postBooking, savedCard } from './support/checkout';
import { processorCall } from './support/processor-calls';
import { DATABASE_KIND, freshEmail, testApiOfFile } from './support/test-api';

/**
 * The checkout (docs/decisions/checkout-flow.md) end to end, against the test API's own
 * processor: the hold of the quote's total, capture, release, 402s, 3-D Secure, idempotency,
 * instant book, refunds by the policy, custom offers, the deadline and the host's payout, time
 * moved with POST /dev/clock (which moves the processor's clock too). Tests that move the clock
 * come last and log in again after a move.
 */
const api = testApiOfFile({ SEED_SPACES: '40', SEED_PHOTOS: '4' });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A GET of the processor with the secret key, as the API's SDK reads it. */
async function processorGet(path: string) {
  const response = await fetch(`${api.processor.url}${path}`, { headers: { authorization: `Bearer ${DEV_STRIPE_SECRET_KEY}` } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, as test answers are
  return (await response.json()) as Record<string, any>;
}

/** The processor's payment intents made for a booking (by its metadata). */
async function intentsOf(bookingId: number) {
  const list = await processorGet('/v1/payment_intents?limit=100');
  return (list.data as { metadata: Record<string, string>; id: string; status: string; amount: number; amount_received: number; capture_method: string }[]).filter(
    (i) => i.metadata.booking_id === String(bookingId),
  );
}

async function intentOf(bookingId: number) {
  const [intent, ...more] = await intentsOf(bookingId);
  expect(more).toEqual([]);
  if (!intent) throw new Error(`no payment intent for booking ${bookingId}`);
  return intent;
}

const move = async (ms: number) => {
  const answer = await api.request('POST', '/dev/clock', { body: { advance_ms: ms } });
  expect(answer.status).toBe(200);
  return answer.body as { now: string; ran: Record<string, number> | null };
};

/** The API's time: real time plus every move so far. */
const apiNow = async () => Date.parse((await move(0)).now);

interface Guest {
  email: string;
  token: string;
  id: string;
}

async function freshGuest(): Promise<Guest> {
  const email = freshEmail('checkout');
  const signed = await api.signup(email);
  return { email, token: signed.access_token, id: signed.SSOid };
}

const HOST = 'host.power@example.com';
let hostToken: string;
let flexible: number;
let moderate: number;
let instantSpace: number;

/** A new space of the host's with these terms (POST /dev/spaces takes them; on PostgreSQL they are also written directly when it does not). */
async function space(terms: { cancellation_policy: string; instant_book: boolean }): Promise<number> {
  const made = await api.request('POST', '/dev/spaces', { token: hostToken, body: terms });
  expect(made.status).toBe(201);
  const id = made.body.id as number;
  const page = (await api.request('GET', `/v1/spaces/${id}`)).body;
  if (page.cancellation_policy !== terms.cancellation_policy || page.instant_book !== terms.instant_book) {
    if (DATABASE_KIND !== 'postgres') throw new Error('POST /dev/spaces did not take the space’s terms');
    const sql = postgres(api.databaseUrl as string, { max: 1, onnotice: () => undefined });
    try {
      await sql`update spaces set cancellation_policy = ${terms.cancellation_policy}, instant_book = ${terms.instant_book} where id = ${id}`;
    } finally {
      await sql.end();
    }
  }
  return id;
}

let dayOffset = 3;
/** Three hours (10:00–13:00, the space's local time) on a day no other test of this space used, `days` ahead at least. */
async function hours(days = 3) {
  dayOffset = Math.max(dayOffset + 1, days);
  const day = new Date((await apiNow()) + dayOffset * DAY).toISOString().slice(0, 10);
  return { starts_at: `${day}T10:00:00`, ends_at: `${day}T13:00:00` };
}

const requestBody = (spaceId: number, time: { starts_at: string; ends_at: string }) => ({
  space_id: spaceId,
  ...time,
  attendees: 4,
  activity: 'party',
  message: 'Hello! We would like the space for a small party.',
  terms: true,
});

async function quoteOf(spaceId: number, time: { starts_at: string; ends_at: string }) {
  const quote = await api.request('GET', `/v1/spaces/${spaceId}/quote?starts_at=${time.starts_at}&ends_at=${time.ends_at}`);
  expect(quote.status).toBe(200);
  return quote.body;
}

const cents = (major: number) => Math.round(major * 100);
const decide = (token: string, id: number, status: string) => api.request('PUT', `/v1/bookings/${id}`, { token, body: { status } });

beforeAll(async () => {
  hostToken = await api.login(HOST);
  flexible = await space({ cancellation_policy: 'flexible', instant_book: false });
  moderate = await space({ cancellation_policy: 'moderate', instant_book: false });
  instantSpace = await space({ cancellation_policy: 'flexible', instant_book: true });
});

describe('the hold, the capture and the release', () => {
  it('holds exactly the quote’s total on the saved card, and captures it when the host accepts', async () => {
    const guest = await freshGuest();
    const time = await hours();
    const quote = await quoteOf(flexible, time);
    expect(quote).toMatchObject({ available: true, instant: false, cancellation: { policy: 'flexible', zone: 'America/New_York' } });
    expect(quote.cancellation.timeline).toEqual([expect.objectContaining({ refund_percent: 100, until: expect.stringMatching(/-0[45]:00$/) })]);

    const created = await postBooking(api, guest.token, requestBody(flexible, time));
    expect(created.status).toBe(201);
    const total = cents(quote.total);
    expect(created.body).toMatchObject({
      status: 'requested',
      instant: false,
      cancelled_by: null,
      payment: { status: 'authorized', amount: total, captured: 0, refunded: 0, currency: 'usd', minor_digits: 2, card: { brand: 'visa', last4: '4242' }, client_secret: null },
      cancellation: { policy: 'flexible', zone: 'America/New_York', refund_now: null },
    });
    const createdAt = Date.parse(created.body.created_at);
    expect(Date.parse(created.body.expires_at)).toBe(createdAt + 48 * HOUR);
    const held = await intentOf(created.body.id);
    expect(held).toMatchObject({ amount: total, capture_method: 'manual', status: 'requires_capture' });

    // The host sees the request with the guest's message; the guest's view carries no host-only data.
    const hostList = (await api.request('GET', '/v1/bookings?role=host', { token: hostToken })).body.data as { id: number; payment: { client_secret: null } }[];
    expect(hostList.map((b) => b.id)).toContain(created.body.id);
    const thread = await api.request('GET', `/v1/messages/threads/${created.body.thread_id}`, { token: hostToken });
    expect(thread.body.messages.map((m: { message: string }) => m.message)).toContain('Hello! We would like the space for a small party.');

    const accepted = await decide(hostToken, created.body.id, 'accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'confirmed',
      payment: { status: 'captured', amount: total, captured: total, captured_at: expect.any(String) },
      expires_at: null,
    });
    expect(await intentOf(created.body.id)).toMatchObject({ status: 'succeeded', amount_received: total });
    // What a cancellation would refund now: the guest only.
    const asGuest = (await api.request('GET', `/v1/bookings/${created.body.id}`, { token: guest.token })).body;
    expect(asGuest.cancellation.refund_now).toEqual({ percent: 100, amount: total });
    expect((await api.request('GET', `/v1/bookings/${created.body.id}`, { token: hostToken })).body.cancellation.refund_now).toBeNull();

    // Cancelled now, under flexible within its first step: the promised 100 %, refunded at the processor.
    const cancelled = await decide(guest.token, created.body.id, 'cancelled');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled_by: 'guest', payment: { status: 'refunded', refunded: total } });
    expect((await processorGet(`/v1/refunds?payment_intent=${held.id}`)).data.map((r: { amount: number }) => r.amount)).toEqual([total]);
  });

  it('releases the hold when the host declines', async () => {
    const guest = await freshGuest();
    const created = await postBooking(api, guest.token, requestBody(flexible, await hours()));
    const declined = await decide(hostToken, created.body.id, 'declined');
    expect(declined.body).toMatchObject({ status: 'declined', payment: { status: 'released', captured: 0 } });
    expect((await intentOf(created.body.id)).status).toBe('canceled');
  });

  it('answers a refused card with a 402 and makes no booking and no hold', async () => {
    const guest = await freshGuest();
    const card = await savedCard(api, guest.token, '4000000000009995');
    const refused = await postBooking(api, guest.token, requestBody(flexible, await hours()), { card });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: 'payment_failed', statusCode: 402, reason: 'insufficient_funds', error_description: expect.any(String) });
    expect((await api.request('GET', '/v1/bookings', { token: guest.token })).body.data).toEqual([]);
    const customerIntents = (await processorGet('/v1/payment_intents?limit=100')).data.filter((i: { metadata: Record<string, string> }) => i.metadata.guest_id === guest.id);
    expect(customerIntents.filter((i: { status: string }) => i.status === 'requires_capture' || i.status === 'succeeded')).toEqual([]);
  });

  (DATABASE_KIND === 'postgres' ? it : it.skip)('answers 4000 0000 0000 0002 with 402 card_declined (a card saved before it started to decline)', async () => {
    const guest = await freshGuest();
    const good = await savedCard(api, guest.token);
    // The set-up flow refuses 0002 itself, so the saved card is made to point at a 0002 payment method.
    const method = await processorCall(api, '/v1/payment_methods', DEV_STRIPE_PUBLISHABLE_KEY, {
      type: 'card',
      'card[number]': '4000000000000002',
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 2),
      'card[cvc]': '123',
    });
    const sql = postgres(api.databaseUrl as string, { max: 1, onnotice: () => undefined });
    try {
      const [customer] = await sql`select provider_customer_id from payment_customers where profile_id = ${guest.id}`;
      await processorCall(api, `/v1/payment_methods/${method.body.id}/attach`, DEV_STRIPE_SECRET_KEY, { customer: customer?.provider_customer_id as string });
      await sql`update cards set provider_payment_method_id = ${method.body.id as string}, last4 = '0002' where id = ${good}`;
    } finally {
      await sql.end();
    }
    const refused = await postBooking(api, guest.token, requestBody(flexible, await hours()), { card: good });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: 'payment_failed', reason: 'card_declined' });
    expect((await api.request('GET', '/v1/bookings', { token: guest.token })).body.data).toEqual([]);
  });
});

describe('3-D Secure', () => {
  it('leaves the booking payment_pending for the guest only, then requested once the guest authenticates', async () => {
    const guest = await freshGuest();
    const card = await savedCard(api, guest.token, '4000002760003184');
    const created = await postBooking(api, guest.token, requestBody(flexible, await hours()), { card });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'payment_pending',
      thread_id: null,
      payment: { status: 'requires_action', client_secret: expect.stringMatching(/^pi_.+_secret_/) },
    });
    const id = created.body.id as number;
    // The host sees nothing yet.
    expect((await api.request('GET', `/v1/bookings/${id}`, { token: hostToken })).status).toBe(404);
    expect(((await api.request('GET', '/v1/bookings?role=host', { token: hostToken })).body.data as { id: number }[]).map((b) => b.id)).not.toContain(id);
    // Someone else cannot finish it.
    const other = await freshGuest();
    expect((await api.request('POST', `/v1/bookings/${id}/payment`, { token: other.token })).status).toBe(404);
    expect((await api.request('POST', `/v1/bookings/${id}/payment`, { token: hostToken })).status).toBe(404);

    const secret = created.body.payment.client_secret as string;
    const intentId = secret.split('_secret_')[0] as string;
    expect((await processorCall(api, `/v1/3ds/${intentId}/complete`, DEV_STRIPE_PUBLISHABLE_KEY, { client_secret: secret })).status).toBe(200);
    const done = await api.request('POST', `/v1/bookings/${id}/payment`, { token: guest.token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'requested', payment: { status: 'authorized', client_secret: null }, thread_id: expect.any(String) });
    expect((await api.request('POST', `/v1/bookings/${id}/payment`, { token: guest.token })).body.status).toBe('requested');
    expect((await api.request('GET', `/v1/bookings/${id}`, { token: hostToken })).status).toBe(200);
  });

  it('fails the booking when authentication fails: 402 authentication_failed, the payment cancelled, nobody sees it', async () => {
    const guest = await freshGuest();
    const card = await savedCard(api, guest.token, '4000002760003184');
    const created = await postBooking(api, guest.token, requestBody(flexible, await hours()), { card });
    const secret = created.body.payment.client_secret as string;
    await processorCall(api, `/v1/3ds/${secret.split('_secret_')[0]}/fail`, DEV_STRIPE_PUBLISHABLE_KEY, { client_secret: secret });
    const failed = await api.request('POST', `/v1/bookings/${created.body.id}/payment`, { token: guest.token });
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({ error: 'payment_failed', reason: 'authentication_failed' });
    expect((await api.request('POST', `/v1/bookings/${created.body.id}/payment`, { token: guest.token })).status).toBe(402);
    expect((await api.request('GET', '/v1/bookings', { token: guest.token })).body.data).toEqual([]);
    expect((await intentOf(created.body.id)).status).toBe('canceled');
  });
});

describe('the Idempotency-Key and the request’s input', () => {
  it('makes one booking and one payment for one key, sent twice or three times at once; another body is a 409', async () => {
    const guest = await freshGuest();
    const card = await savedCard(api, guest.token);
    const body = requestBody(flexible, await hours());
    const key = newKey();
    const first = await postBooking(api, guest.token, body, { key, card });
    const again = await postBooking(api, guest.token, body, { key, card });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);

    const racing = newKey();
    const body2 = requestBody(flexible, await hours());
    const answers = await Promise.all([1, 2, 3].map(() => postBooking(api, guest.token, body2, { key: racing, card })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const mine = (await processorGet('/v1/payment_intents?limit=100')).data.filter((i: { metadata: Record<string, string> }) => i.metadata.guest_id === guest.id);
    expect(mine).toHaveLength(2);
    expect(((await api.request('GET', '/v1/bookings', { token: guest.token })).body.data as unknown[]).length).toBe(2);

    const conflict = await postBooking(api, guest.token, { ...body, attendees: 5 }, { key, card });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toBe('idempotency_conflict');
  });

  it('refuses a missing or malformed key, a bad payment_method and someone else’s card on their fields', async () => {
    const guest = await freshGuest();
    const body = requestBody(flexible, await hours());
    const card = await savedCard(api, guest.token);
    const keys: Record<string, string>[] = [{}, { 'idempotency-key': 'short' }, { 'idempotency-key': 'has spaces in it' }, { 'idempotency-key': 'x'.repeat(256) }];
    for (const headers of keys) {
      const answer = await api.request('POST', '/v1/bookings', { token: guest.token, body: { ...body, payment_method: card }, headers });
      expect(answer.status).toBe(400);
      expect(answer.body.issues[0].field).toBe('idempotency_key');
    }
    const other = await freshGuest();
    const theirs = await savedCard(api, other.token);
    for (const payment_method of ['pm_123456789', 'card_doesnotexist', theirs, 42, undefined]) {
      const answer = await api.request('POST', '/v1/bookings', { token: guest.token, body: { ...body, payment_method }, headers: { 'idempotency-key': newKey() } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation', error_description: 'Please choose a saved card to pay with.', issues: [{ field: 'payment_method' }] });
    }
    expect((await api.request('POST', '/v1/bookings', { body: { ...body, payment_method: card }, headers: { 'idempotency-key': newKey() } })).status).toBe(401);
  });
});

describe('instant book, offers and cancellations', () => {
  it('confirms an instant-book request three days ahead at once, with no host step', async () => {
    const guest = await freshGuest();
    const time = await hours(3);
    const quote = await quoteOf(instantSpace, time);
    expect(quote.instant).toBe(true);
    const created = await postBooking(api, guest.token, requestBody(instantSpace, time));
    expect(created.status).toBe(201);
    const total = cents(quote.total);
    expect(created.body).toMatchObject({ status: 'confirmed', instant: true, payment: { status: 'captured', amount: total, captured: total }, thread_id: expect.any(String) });
    expect(await intentOf(created.body.id)).toMatchObject({ status: 'succeeded', amount_received: total });
    // The hours are taken.
    expect((await quoteOf(instantSpace, time)).problems).toContain('conflict');
    // The host is told of a booking, not asked to answer a request; the guest of the confirmation.
    const sql = postgres(api.databaseUrl as string, { max: 1, onnotice: () => undefined });
    try {
      const queued = await sql`select template from mail_queue where dedupe_key like ${`booking:${created.body.id}:%`} order by template`;
      expect(queued.map((row) => row.template)).toEqual(['booking-confirmed', 'booking-instant']);
    } finally {
      await sql.end();
    }
  });

  it('charges an accepted custom offer its total, from the hold or, above it, as a new payment', async () => {
    const guest = await freshGuest();
    const below = await postBooking(api, guest.token, requestBody(flexible, await hours()));
    const offered = await api.request('PUT', `/v1/bookings/${below.body.id}/offer`, { token: hostToken, body: { subtotal: 100, message: 'A weekday rate.' } });
    expect(offered.body.status).toBe('offered');
    const offerTotal = cents(offered.body.total);
    expect(offered.body.subtotal).toBe(100);
    const accepted = await decide(guest.token, below.body.id, 'accepted');
    expect(accepted.body).toMatchObject({ status: 'confirmed', payment: { status: 'captured', captured: offerTotal } });
    expect(await intentOf(below.body.id)).toMatchObject({ status: 'succeeded', amount_received: offerTotal });

    const above = await postBooking(api, guest.token, requestBody(flexible, await hours()));
    const big = await api.request('PUT', `/v1/bookings/${above.body.id}/offer`, { token: hostToken, body: { subtotal: 5000 } });
    const bigTotal = cents(big.body.total);
    expect(bigTotal).toBeGreaterThan(above.body.payment.amount);
    expect((await decide(guest.token, above.body.id, 'accepted')).body).toMatchObject({ status: 'confirmed', payment: { captured: bigTotal, amount: bigTotal } });
    const intents = await intentsOf(above.body.id);
    expect(intents.map((i) => [i.status, i.status === 'succeeded' ? i.amount_received : i.amount]).sort()).toEqual([
      ['canceled', above.body.payment.amount],
      ['succeeded', bigTotal],
    ]);
  });

  it('refunds everything when the host cancels a confirmed booking', async () => {
    const guest = await freshGuest();
    const created = await postBooking(api, guest.token, requestBody(moderate, await hours()));
    await decide(hostToken, created.body.id, 'accepted');
    const cancelled = await decide(hostToken, created.body.id, 'cancelled');
    const total = created.body.payment.amount as number;
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled_by: 'host', payment: { status: 'refunded', refunded: total, refunded_at: expect.any(String) } });
    const [intent] = await intentsOf(created.body.id);
    const refunds = await processorGet(`/v1/refunds?payment_intent=${intent?.id}`);
    expect(refunds.data.map((r: { amount: number }) => r.amount)).toEqual([total]);
    // Someone else cannot decide on it.
    const other = await freshGuest();
    expect((await decide(other.token, created.body.id, 'cancelled')).status).toBe(404);
  });
});

describe('after time passes (the clock moved with POST /dev/clock)', () => {
  it('refuses a clock move backwards or without a number', async () => {
    for (const body of [{ advance_ms: -1 }, { advance_ms: 'soon' }, {}, { advance_ms: 1.5 }]) expect((await api.request('POST', '/dev/clock', { body })).status).toBe(400);
  });

  it('expires a request nobody decided by its deadline and releases its hold', async () => {
    const guest = await freshGuest();
    const created = await postBooking(api, guest.token, requestBody(flexible, await hours(10)));
    const moved = await move(48 * HOUR + 60_000);
    expect(moved.ran?.expired_requests).toBeGreaterThanOrEqual(1);
    const token = await api.login(guest.email);
    expect((await api.request('GET', `/v1/bookings/${created.body.id}`, { token })).body).toMatchObject({ status: 'expired', expires_at: null, payment: { status: 'released' } });
    expect((await intentOf(created.body.id)).status).toBe('canceled');
  });

  it('refunds the percent the moderate policy’s timeline promised when the guest cancels', async () => {
    hostToken = await api.login(HOST);
    const guest = await freshGuest();
    // Six days ahead: the 7-day full refund is over at booking, so the timeline is the grace day (100 %), then 50 % up to 24 h before.
    const day = new Date((await apiNow()) + 6 * DAY).toISOString().slice(0, 10);
    const created = await postBooking(api, guest.token, requestBody(moderate, { starts_at: `${day}T10:00:00`, ends_at: `${day}T13:00:00` }));
    expect(created.body.cancellation.timeline.map((s: { refund_percent: number }) => s.refund_percent)).toEqual([100, 50]);
    await decide(hostToken, created.body.id, 'accepted');
    // Two days on: the grace day is over, the start four days away: 50 % of the booking price.
    await move(2 * DAY);
    const token = await api.login(guest.email);
    const before = (await api.request('GET', `/v1/bookings/${created.body.id}`, { token })).body;
    expect(before.cancellation.refund_now.percent).toBe(50);
    const promised = before.cancellation.refund_now.amount as number;
    expect(promised).toBeGreaterThan(0);
    expect(promised).toBeLessThan(before.payment.captured);
    const cancelled = await decide(token, created.body.id, 'cancelled');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled_by: 'guest', payment: { status: 'partially_refunded', refunded: promised } });
    const [intent] = await intentsOf(created.body.id);
    expect((await processorGet(`/v1/refunds?payment_intent=${intent?.id}`)).data.map((r: { amount: number }) => r.amount)).toEqual([promised]);
  });

  it('transfers the host’s payout once the booking has ended: pending, then paid when the provider pays it out', async () => {
    hostToken = await api.login(HOST);
    const guest = await freshGuest();
    const created = await postBooking(api, guest.token, requestBody(instantSpace, await hours(3)));
    expect(created.body.status).toBe('confirmed');
    // A host whose bank account failed: the same kind of booking, whose payout waits with the reason.
    const blockedHost = (await api.request('POST', '/dev/hosts', { body: { payout: 'blocked' } })).body as { email: string; SSOid: string };
    hostToken = await api.login(blockedHost.email);
    const blockedSpace = await space({ cancellation_policy: 'flexible', instant_book: true });
    const blockedBooking = await postBooking(api, guest.token, requestBody(blockedSpace, await hours(3)));
    expect(blockedBooking.body.status).toBe('confirmed');
    hostToken = await api.login(HOST);
    const hostId = (await api.request('GET', '/v1/profiles/me', { token: hostToken })).body.SSOid as string;
    const entryOf = async () => {
      const token = await api.login(HOST);
      const history = (await api.request('GET', `/v2/payments/users/${hostId}/payouts`, { token })).body.data as {
        booking_id: number;
        status: string;
        transfers: { status: string }[];
      }[];
      return history.find((e) => e.booking_id === created.body.id);
    };
    expect(await entryOf()).toBeUndefined();

    // A day past the later booking's date: its 13:00 in the space's zone may be after this hour on that date.
    const ended = await move((dayOffset + 1) * DAY);
    expect(ended.ran?.payouts_transferred).toBeGreaterThanOrEqual(1);
    expect(await entryOf()).toMatchObject({ status: 'transferred', blocked_reason: null, transfers: [{ status: 'pending' }] });
    expect(ended.ran?.payouts_blocked).toBeGreaterThanOrEqual(1);
    const blockedToken = await api.login(blockedHost.email);
    const blockedHistory = (await api.request('GET', `/v2/payments/users/${blockedHost.SSOid}/payouts`, { token: blockedToken })).body.data;
    expect(blockedHistory).toEqual([expect.objectContaining({ booking_id: blockedBooking.body.id, status: 'pending', blocked_reason: 'bank_account_failed', transfers: [] })]);

    // The processor pays the transfer out after the account schedule's two days.
    // Its payout.paid is applied before the answer: by the run's read-back, or by the webhook that won the race to it.
    const paid = await move(2 * DAY + 60_000);
    expect(paid.ran).not.toBeNull();
    expect(await entryOf()).toMatchObject({ status: 'paid', transfers: [{ status: 'paid' }] });
  });
});
