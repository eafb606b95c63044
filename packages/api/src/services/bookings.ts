import { createHash } from 'node:crypto';
import type { BookingDecision, BookingRequest, CustomOfferInput } from '@hourspace/validation';
import { MESSAGES } from '@hourspace/validation';
import { and, desc, eq, inArray, lte, ne, or, isNotNull, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { bookingRequestKeys, bookings, cards, messages, spaces, threads } from '../db/schema';
import type { Db } from '../db/client';
import { dateOf } from '../lib/clock';
import { ApiError, forbidden, isExclusionViolation, notFound, validationError } from '../lib/errors';
import { isCancellationPolicy, policyTimeline, refundPercentAt, type CancellationPolicy, type TimelineStep } from '../payments/cancellation';
import { minorDigits, quoteOffer, settleCancellation, toMajor, type Quote } from '../payments/money';
import { ProviderError, type Payment } from '../payments/provider';
import type { Profile } from './auth';
import { takeCalendarLock } from './calendar-lock';
import { customerOf } from './cards';
import type { AppContext } from './context';
import { notifyBooking } from './live-events';
import { blockedDaysIn, bookingProblem, conflictsOf, quoteFor, spaceOr404 } from './spaces';
import { queueBookingEmail, type BookingEmailKind } from '../mail/booking-emails';
import { reviewJson } from './review-state';

/**
 * Booking requests and the checkout (docs/decisions/checkout-flow.md): the hold at request
 * (manual capture, 3-D Secure when the card asks for it), the capture on acceptance, the release
 * on a decline, a cancellation or the host's deadline, refunds by the space's cancellation policy
 * (payments/cancellation.ts, payments/money.ts), instant book. Every provider call that goes with
 * a change of the booking runs inside the transaction that makes the change: the provider refusing
 * or failing rolls the change back, and a retry repeats the call with the same idempotency key
 * (`booking:<id>:hold|capture|cancel|refund|offer`).
 */

type BookingRow = typeof bookings.$inferSelect;
type SpaceRow = typeof spaces.$inferSelect;

const HOUR = 3_600_000;
/** The host's deadline after a request (docs/decisions/checkout-flow.md). */
const DECISION_WINDOW_MS = 48 * HOUR;
/** An uncaptured card payment's validity at the provider. */
const HOLD_VALIDITY_MS = 7 * 24 * HOUR;
/** Instant book confirms a start at least this far ahead. */
const INSTANT_LEAD_MS = 24 * HOUR;
/** A 3-D Secure step the page never reported back is settled by the scheduler after this long. */
export const ABANDONED_AUTHENTICATION_MS = HOUR;

/** What the host never sees: a payment still waiting for 3-D Secure, or one that failed. */
const HIDDEN_FROM_HOST = ['payment_pending', 'payment_failed'];
/** What nobody sees (kept for audit). */
const HIDDEN_FROM_ALL = ['payment_failed'];

const stamp = (s: string) => s.replace(' ', 'T').slice(0, 19);

/** An add-on as a booking keeps it: priced when the request was made, in minor units. */
interface BookedAddOn {
  id: number;
  name: string;
  unit: string;
  price: number;
  quantity: number;
  amount: number;
}

function bookedAddOns(value: unknown): BookedAddOn[] {
  return Array.isArray(value) ? (value as BookedAddOn[]) : [];
}

/** The space fields a booking's answer reads. */
export interface BookingSpace {
  id: number;
  title: string;
  hostId: string | null;
  city: string;
  photoId: string;
  cancellationPolicy: string;
  timeZone: string;
}

/** The start (or any local stamp of the space) as a moment: local times are the space's zone's. */
export function localMoment(localStamp: string, zone: string): DateTime {
  return DateTime.fromISO(stamp(localStamp), { zone });
}

function policyOf(space: Pick<BookingSpace, 'cancellationPolicy'>): CancellationPolicy {
  return isCancellationPolicy(space.cancellationPolicy) ? space.cancellationPolicy : 'flexible';
}

/** The policy's dated steps for a booking made at `bookedAt`; none when it was made after its start (a seeded past booking). */
function timelineOf(policy: CancellationPolicy, bookedAt: Date, startsAt: string, zone: string): TimelineStep[] {
  try {
    return policyTimeline(policy, { bookedAt, startsAt: stamp(startsAt), zone });
  } catch (error) {
    if (error instanceof RangeError) return [];
    throw error;
  }
}

/** What a guest's cancellation at `now` refunds of a captured booking: the percent the timeline promises and the money. */
function refundNow(row: BookingRow, space: BookingSpace, now: Date): { percent: number; amount: number } | null {
  const quote = row.quote as Quote | null;
  if (!quote || row.amountCaptured <= 0) return null;
  let percent = 0;
  try {
    percent = refundPercentAt(policyOf(space), { bookedAt: row.createdAt, startsAt: stamp(row.startsAt), zone: space.timeZone, cancelledAt: now, by: 'guest' });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return { percent, amount: Math.min(settleCancellation(quote, percent).refund.total, row.amountCaptured - row.amountRefunded) };
}

function paymentJson(row: BookingRow, isGuest: boolean) {
  if (!row.providerPaymentId || !row.paymentStatus || !row.currency) return null;
  const currency = row.currency.toLowerCase();
  return {
    status: row.paymentStatus,
    client_secret: isGuest && row.paymentStatus === 'requires_action' ? row.paymentClientSecret : null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    amount: row.amountHeld ?? 0,
    captured: row.amountCaptured,
    refunded: row.amountRefunded,
    currency,
    minor_digits: minorDigits(currency),
    captured_at: row.capturedAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/**
 * A booking as its guest and host read it; 'past' when an accepted or confirmed one has ended by
 * `now` (the API clock's) in the space's zone. `viewerId` decides what only the guest sees: the
 * 3-D Secure client secret and what a cancellation would refund now. Amounts outside `payment`
 * are major units, as before checkout; `payment`'s are minor units (docs/decisions/checkout-flow.md).
 */
export function bookingJson(row: BookingRow, space: BookingSpace, now: Date, viewerId: string | null = null) {
  const ended = localMoment(row.endsAt, space.timeZone).toMillis() <= now.getTime();
  const isGuest = viewerId !== null && viewerId === row.guestId;
  const currency = row.currency ?? 'USD';
  const major = (n: number | null) => (n === null ? null : toMajor(n, currency));
  const policy = policyOf(space);
  return {
    id: row.id,
    space: { id: space.id, title: space.title, city: space.city, photo_id: space.photoId },
    guest_id: row.guestId,
    host_id: space.hostId,
    thread_id: row.threadId,
    starts_at: stamp(row.startsAt),
    ends_at: stamp(row.endsAt),
    status: row.status,
    past: ended && (row.status === 'accepted' || row.status === 'confirmed'),
    attendees: row.attendees,
    activity: row.activity,
    currency: row.currency,
    subtotal: major(row.subtotal),
    add_ons: bookedAddOns(row.addOns).map((a) => ({ id: a.id, name: a.name, unit: a.unit, price: major(a.price), quantity: a.quantity, amount: major(a.amount) })),
    offer: row.offeredAt ? { subtotal: major(row.offerSubtotal), message: row.offerMessage ?? '', offered_at: row.offeredAt.toISOString() } : null,
    guest_fee: major(row.guestFee),
    tax: major(row.tax),
    total: major(row.total),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    cancellation_policy: space.cancellationPolicy,
    instant: row.instant,
    expires_at: (row.status === 'requested' || row.status === 'offered') && row.expiresAt ? row.expiresAt.toISOString() : null,
    cancelled_by: row.cancelledBy === 'guest' || row.cancelledBy === 'host' ? row.cancelledBy : null,
    payment: paymentJson(row, isGuest),
    cancellation: {
      policy,
      zone: space.timeZone,
      timeline: timelineOf(policy, row.createdAt, row.startsAt, space.timeZone),
      refund_now: isGuest && row.status === 'confirmed' ? refundNow(row, space, now) : null,
    },
    review: reviewJson(row, space.timeZone, now, isGuest ? 'guest' : viewerId !== null && viewerId === space.hostId ? 'host' : null),
  };
}

/** Bookings joined to the fields of their space that `bookingJson` reads; the caller adds where, order and limit. */
export function bookingsWithSpace(ctx: Pick<AppContext, 'db'>) {
  return ctx.db
    .select({
      booking: bookings,
      space: {
        id: spaces.id,
        title: spaces.title,
        hostId: spaces.hostId,
        city: spaces.city,
        photoId: spaces.photoId,
        cancellationPolicy: spaces.cancellationPolicy,
        timeZone: spaces.timeZone,
      },
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId));
}

/** Whether a booking of this status is the viewer's to see: the host never sees a payment in progress or failed, nobody a failed one. */
export function visibleTo(status: string, role: 'guest' | 'host'): boolean {
  return !(role === 'host' ? HIDDEN_FROM_HOST : HIDDEN_FROM_ALL).includes(status);
}

/** The user's bookings as guest ('guest') or on their spaces ('host'), newest first. */
export async function listBookings(ctx: AppContext, profile: Profile, role: 'guest' | 'host') {
  const rows = await bookingsWithSpace(ctx)
    .where(
      role === 'guest'
        ? and(eq(bookings.guestId, profile.id), ne(bookings.status, 'payment_failed'))
        : // Guests' bookings only: the seed's calendar fillers have no guest.
          and(eq(spaces.hostId, profile.id), isNotNull(bookings.guestId), ne(bookings.status, 'payment_pending'), ne(bookings.status, 'payment_failed')),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
  const now = dateOf(ctx.clock);
  return { data: rows.map((r) => bookingJson(r.booking, r.space, now, profile.id)) };
}

/** A booking its guest or its space's host may read; anyone else gets a 404 (no hint that it exists), as does the host for a payment in progress. */
export async function bookingFor(ctx: AppContext, profile: Profile, id: number) {
  const [row] = await bookingsWithSpace(ctx).where(and(eq(bookings.id, id), or(eq(bookings.guestId, profile.id), eq(spaces.hostId, profile.id))));
  if (!row) throw notFound('The booking does not exist.');
  const role = row.booking.guestId === profile.id ? 'guest' : 'host';
  if (!visibleTo(row.booking.status, role)) throw notFound('The booking does not exist.');
  return row;
}

// ---- answers ----------------------------------------------------------------------------

/** The answer to accepting hours another booking or a blocked day has taken. */
const bookingConflict = () => new ApiError(409, 'conflict', 'The space is already booked for part of that time.');

const notOpen = () => new ApiError(409, 'not_open', 'This request has already been answered.');

/** The provider failing (or refusing) a capture, release or refund: the booking is left as it was. */
const providerUnavailable = () => new ApiError(502, 'provider_unavailable', 'The payment provider could not be reached. Please try again.');

/** Why a card was refused, as the page words it (docs/decisions/checkout-flow.md). */
export type PaymentFailure = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'authentication_failed' | 'processing_error';

const FAILURE_TEXT: Record<PaymentFailure, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  authentication_failed: 'We could not authenticate your card. Please try again or use another card.',
  processing_error: 'An error occurred while processing your card. Please try again.',
};

/** The 402 of a refused card: no booking, no hold. */
export function paymentFailed(reason: PaymentFailure, description: string = FAILURE_TEXT[reason]): ApiError {
  return new ApiError(402, 'payment_failed', description || FAILURE_TEXT[reason], { reason });
}

/** A provider refusal of a card in the contract's reasons. */
function failureOf(code: string | null, declineCode: string | null): PaymentFailure {
  const codes = [declineCode, code];
  if (codes.includes('insufficient_funds')) return 'insufficient_funds';
  if (codes.includes('expired_card')) return 'expired_card';
  if (codes.includes('incorrect_cvc') || codes.includes('invalid_cvc')) return 'incorrect_cvc';
  if (codes.some((c) => c === 'authentication_required' || (c ?? '').endsWith('_authentication_failure'))) return 'authentication_failed';
  if (codes.includes('processing_error')) return 'processing_error';
  return 'card_declined';
}

/** A card refusal (the provider's 402 card_error) as the 402 answer; any other provider failure as a 502; anything else passed on. */
function cardOutcome(error: unknown): unknown {
  // The SDK names a card refusal's type after its class (StripeCardError); the wire says card_error, with a 402.
  if (error instanceof ProviderError && (error.type === 'card_error' || error.type === 'StripeCardError' || error.status === 402))
    return paymentFailed(failureOf(error.code, error.declineCode), error.message);
  if (error instanceof ProviderError) return providerUnavailable();
  return error;
}

/** Runs a provider call; its failure becomes a 502 (the caller's transaction then rolls back). */
async function provider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw providerUnavailable();
    throw error;
  }
}

// ---- the hold -----------------------------------------------------------------------------

/** The host's deadline (docs/decisions/checkout-flow.md): the earliest of created + 48 h, the start, and the hold's validity. */
function deadlineOf(createdAt: Date, start: DateTime): Date {
  return new Date(Math.min(createdAt.getTime() + DECISION_WINDOW_MS, start.toMillis(), createdAt.getTime() + HOLD_VALIDITY_MS));
}

/** Whether the booking's hours are still free: no other accepted or confirmed booking, no blocked day. */
async function stillFree(ctx: Pick<AppContext, 'db'>, spaceId: number, booking: Pick<BookingRow, 'id' | 'startsAt' | 'endsAt'>): Promise<boolean> {
  if ((await conflictsOf(ctx as AppContext, spaceId, booking.startsAt, booking.endsAt, booking.id)).length > 0) return false;
  return (await blockedDaysIn(ctx as AppContext, spaceId, stamp(booking.startsAt), stamp(booking.endsAt))).length === 0;
}

/** The email a booking's new state sends (docs/decisions/mail-and-sms.md); each kind once per booking. */
const EMAIL_OF: Partial<Record<string, BookingEmailKind>> = {
  requested: 'requested',
  accepted: 'accepted',
  confirmed: 'confirmed',
  declined: 'declined',
  expired: 'expired',
  cancelled: 'cancelled',
};

/**
 * Queues the email of the booking's state in the transaction that set it: the host hears of a
 * request or an instant booking, the guest of everything after; a cancellation with money back
 * sends the refund too.
 */
async function announce(ctx: AppContext, db: Db, row: BookingRow): Promise<void> {
  // Every state change passes here, in its transaction: the guest's and host's pages hear it on commit (docs/decisions/live-events.md).
  await notifyBooking(db, row);
  const kind = EMAIL_OF[row.status];
  if (!kind) return;
  await queueBookingEmail(ctx, db, { kind, bookingId: row.id });
  // Instant book: the host hears of a booking there was nothing to accept (not the request's wording).
  if (row.status === 'confirmed' && row.instant) await queueBookingEmail(ctx, db, { kind: 'instant-booked', bookingId: row.id });
  if (row.status === 'cancelled' && row.amountRefunded > 0) await queueBookingEmail(ctx, db, { kind: 'refunded', bookingId: row.id, amountMinor: row.amountRefunded });
}

/** Opens (or reuses) the guest's thread with the host about the space and posts the guest's message: once the host may see the booking. */
async function openToHost(db: Db, row: BookingRow, hostId: string, at: Date): Promise<BookingRow> {
  if (row.threadId) return row;
  const guestId = row.guestId;
  if (!guestId) throw new Error(`booking ${row.id} has no guest`);
  const [existing] = await db
    .select({ id: threads.id })
    .from(threads)
    .where(and(eq(threads.guestId, guestId), eq(threads.hostId, hostId), eq(threads.spaceId, row.spaceId)));
  const threadId = existing?.id ?? (await db.insert(threads).values({ guestId, hostId, spaceId: row.spaceId }).returning({ id: threads.id }))[0]?.id;
  if (!threadId) throw new Error('thread insert returned nothing');
  if (row.guestMessage) await db.insert(messages).values({ threadId, senderId: guestId, recipientId: hostId, body: row.guestMessage, createdAt: at });
  await db.update(threads).set({ updatedAt: new Date() }).where(eq(threads.id, threadId));
  await db.update(bookings).set({ threadId }).where(eq(bookings.id, row.id));
  return { ...row, threadId };
}

/** The columns of a capture of the whole quote: confirmed, and what the host is owed once it has ended. */
function capturedColumns(payment: Payment, quote: Quote, at: Date) {
  return {
    status: 'confirmed',
    paymentStatus: 'captured',
    paymentClientSecret: null,
    amountCaptured: payment.amountReceived,
    capturedAt: at,
    decidedAt: at,
    hostFee: quote.hostFee,
    hostPayout: quote.hostPayout,
  } as const;
}

/**
 * Instant book, or a confirmation after 3-D Secure: under the space's calendar lock, the hours
 * checked again and taken (bookings_no_overlap refuses an overlap whatever the check saw), then
 * the hold captured. A conflict releases the hold and answers 409; a failed capture releases it
 * too and answers 502. Runs inside the caller's transaction (`db`).
 */
async function confirmHeld(ctx: AppContext, db: Db, row: BookingRow, payment: Payment): Promise<BookingRow> {
  const quote = row.quote as Quote;
  const release = () => ctx.payments.cancelPayment(payment.id, `booking:${row.id}:cancel`).catch(() => undefined);
  await takeCalendarLock(db, row.spaceId);
  let free = await stillFree({ db }, row.spaceId, row);
  if (free) {
    try {
      // A savepoint: an exclusion violation must not abort the caller's transaction.
      await db.transaction((sp) => sp.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, row.id)));
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      free = false;
    }
  }
  if (!free) {
    await release();
    throw bookingConflict();
  }
  let captured: Payment;
  try {
    captured = await ctx.payments.capturePayment(payment.id, undefined, `booking:${row.id}:capture`);
  } catch (error) {
    await release();
    throw cardOutcome(error);
  }
  const [done] = await db
    .update(bookings)
    .set(capturedColumns(captured, quote, dateOf(ctx.clock)))
    .where(eq(bookings.id, row.id))
    .returning();
  if (!done) throw new Error(`booking ${row.id} vanished`);
  return done;
}

/** The request body's hash: the same Idempotency-Key with another body is a conflict. */
function fingerprintOf(body: BookingRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** The first answer of a key, again (docs/decisions/checkout-flow.md): the booking as it is now, or the refusal. */
async function replay(ctx: AppContext, key: typeof bookingRequestKeys.$inferSelect, fingerprint: string, guest: Profile): Promise<{ status: number; body: unknown }> {
  if (key.fingerprint !== fingerprint)
    throw new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was already used with a different request. Please send a new key for a new request.');
  const outcome = key.outcome as { status: number; body: unknown } | null;
  if (outcome) return outcome;
  if (key.bookingId === null) throw new ApiError(409, 'idempotency_conflict', 'The request made with this Idempotency-Key is gone.');
  const [row] = await bookingsWithSpace(ctx).where(eq(bookings.id, key.bookingId));
  if (!row) throw new ApiError(409, 'idempotency_conflict', 'The request made with this Idempotency-Key is gone.');
  if (row.booking.status === 'payment_failed') throw paymentFailed('authentication_failed');
  return { status: 201, body: bookingJson(row.booking, row.space, dateOf(ctx.clock), guest.id) };
}

/** The saved card `card_…` of the guest, or a 400 on `payment_method` that does not say whether the card exists. */
async function guestCard(ctx: AppContext, guest: Profile, id: string) {
  const [card] = await ctx.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.profileId, guest.id)));
  if (!card?.providerPaymentMethodId) throw validationError([{ field: 'payment_method', message: MESSAGES['paymentMethod.required'] }]);
  return { ...card, providerPaymentMethodId: card.providerPaymentMethodId };
}

/**
 * `POST /v1/bookings` (docs/decisions/checkout-flow.md): checks the hours against the space,
 * quotes them, claims the guest's Idempotency-Key and, in the same transaction, makes the booking
 * and the provider payment for the quote's total on the guest's saved card (manual capture,
 * confirmed on session). Authorized: `requested` (the guest's message goes to the host's thread),
 * or for instant book captured and `confirmed`. 3-D Secure: `payment_pending` with the client
 * secret. Refused: 402 and no booking. The key keeps the answer: the same key again answers the
 * booking as it is now (or the same refusal); a concurrent second request waits for the first.
 */
export async function createBookingRequest(ctx: AppContext, guest: Profile, body: BookingRequest, idempotencyKey: string): Promise<{ status: number; body: unknown }> {
  const fingerprint = fingerprintOf(body);
  const [known] = await ctx.db
    .select()
    .from(bookingRequestKeys)
    .where(and(eq(bookingRequestKeys.guestId, guest.id), eq(bookingRequestKeys.key, idempotencyKey)));
  if (known) return replay(ctx, known, fingerprint, guest);

  const card = await guestCard(ctx, guest, body.payment_method);
  const space = await spaceOr404(ctx, body.space_id);
  if (!space.hostId) throw new ApiError(409, 'no_host', 'This space takes no requests at the moment.');
  if (space.hostId === guest.id) throw forbidden('You cannot book your own space.');
  if (body.attendees > space.capacity) throw new ApiError(400, 'capacity', `This space holds at most ${space.capacity} people.`, { capacity: space.capacity });
  const now = dateOf(ctx.clock);
  const quote = await quoteFor(ctx, space, body, now, body.add_ons);
  const problem = bookingProblem(quote.problems[0], space.minHours);
  if (problem) throw problem;
  const customerId = await customerOf(ctx, guest);
  const start = localMoment(body.starts_at, space.timeZone);
  const instant = space.instantBook && start.toMillis() - now.getTime() >= INSTANT_LEAD_MS;
  const hostId = space.hostId;

  const answer = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [claimed] = await db.insert(bookingRequestKeys).values({ guestId: guest.id, key: idempotencyKey, fingerprint, createdAt: now }).onConflictDoNothing().returning();
    if (!claimed) {
      // Another request with this key committed first (this one waited for it).
      const [first] = await db
        .select()
        .from(bookingRequestKeys)
        .where(and(eq(bookingRequestKeys.guestId, guest.id), eq(bookingRequestKeys.key, idempotencyKey)));
      if (!first) throw new Error('idempotency key vanished');
      return replay({ ...ctx, db }, first, fingerprint, guest);
    }
    try {
      // A savepoint: a refusal leaves no booking, only the key with its answer.
      const made = await db.transaction(async (sp) => {
        const spDb = sp as unknown as Db;
        const [row] = await spDb
          .insert(bookings)
          .values({
            spaceId: space.id,
            guestId: guest.id,
            startsAt: body.starts_at,
            endsAt: body.ends_at,
            status: 'payment_pending',
            attendees: body.attendees,
            activity: body.activity,
            subtotal: quote.minor.subtotal,
            guestFee: quote.minor.guestFee,
            tax: quote.minor.tax,
            total: quote.minor.total,
            currency: space.currency,
            addOns: quote.minor.addOns,
            guestMessage: body.message,
            quote: quote.money,
            paymentMethodId: card.providerPaymentMethodId,
            cardBrand: card.brand,
            cardLast4: card.last4,
            amountHeld: quote.money.hold,
            expiresAt: deadlineOf(now, start),
            instant,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('booking insert returned nothing');
        let payment: Payment;
        try {
          payment = await ctx.payments.createPayment(
            {
              amount: quote.money.hold,
              currency: space.currency.toLowerCase(),
              customerId,
              paymentMethodId: card.providerPaymentMethodId,
              confirm: true,
              offSession: false,
              metadata: { booking_id: String(row.id), space_id: String(space.id), guest_id: guest.id },
            },
            `booking:${row.id}:hold`,
          );
        } catch (error) {
          throw cardOutcome(error);
        }
        const paid = { providerPaymentId: payment.id, amountHeld: payment.amount };
        if (payment.status === 'requires_action') {
          const [pending] = await spDb
            .update(bookings)
            .set({ ...paid, paymentStatus: 'requires_action', paymentClientSecret: payment.clientSecret })
            .where(eq(bookings.id, row.id))
            .returning();
          return pending;
        }
        if (payment.status !== 'requires_capture') {
          await ctx.payments.cancelPayment(payment.id, `booking:${row.id}:cancel`).catch(() => undefined);
          throw paymentFailed('processing_error');
        }
        const [held] = await spDb
          .update(bookings)
          .set({ ...paid, paymentStatus: 'authorized', status: instant ? 'payment_pending' : 'requested' })
          .where(eq(bookings.id, row.id))
          .returning();
        if (!held) throw new Error('booking vanished');
        const result = instant ? await confirmHeld(ctx, spDb, held, payment) : held;
        const shown = await openToHost(spDb, result, hostId, now);
        await announce(ctx, spDb, shown);
        return shown;
      });
      if (!made) throw new Error('booking vanished');
      await db
        .update(bookingRequestKeys)
        .set({ bookingId: made.id })
        .where(and(eq(bookingRequestKeys.guestId, guest.id), eq(bookingRequestKeys.key, idempotencyKey)));
      const [fresh] = await bookingsWithSpace({ db }).where(eq(bookings.id, made.id));
      if (!fresh) throw new Error('booking vanished');
      return { status: 201, body: bookingJson(fresh.booking, fresh.space, now, guest.id) };
    } catch (error) {
      // A refusal (the card, or instant book's hours taken meanwhile) is the key's answer.
      if (error instanceof ApiError && (error.statusCode === 402 || error.error === 'conflict')) {
        const outcome = { status: error.statusCode, body: error.toBody() };
        await db
          .update(bookingRequestKeys)
          .set({ outcome })
          .where(and(eq(bookingRequestKeys.guestId, guest.id), eq(bookingRequestKeys.key, idempotencyKey)));
        return outcome;
      }
      throw error;
    }
  });
  // Instant book takes the hours out of availability searches.
  if (answer.status === 201) await ctx.responseCache.invalidate(['availability']);
  return answer;
}

/**
 * Settles a `payment_pending` booking from the provider's word on its payment (after the page's
 * 3-D Secure step, or by the scheduler once the step was abandoned): `requires_capture` →
 * `requested` (instant book: captured → `confirmed`); anything else → the payment cancelled,
 * `payment_failed`, and the 402 `authentication_failed`.
 */
async function settlePending(ctx: AppContext, row: BookingRow, hostId: string): Promise<BookingRow> {
  if (!row.providerPaymentId) throw new Error(`booking ${row.id} has no payment`);
  const paymentId = row.providerPaymentId;
  const payment = await provider(() => ctx.payments.readPayment(paymentId));
  const now = dateOf(ctx.clock);
  if (payment.status === 'requires_capture') {
    try {
      return await ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const [held] = await db
          .update(bookings)
          .set({ status: row.instant ? 'payment_pending' : 'requested', paymentStatus: 'authorized', paymentClientSecret: null })
          .where(and(eq(bookings.id, row.id), eq(bookings.status, 'payment_pending')))
          .returning();
        if (!held) throw notOpen();
        const result = row.instant ? await confirmHeld(ctx, db, held, payment) : held;
        const shown = await openToHost(db, result, hostId, now);
        await announce(ctx, db, shown);
        return shown;
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.error !== 'conflict') throw error;
      // The hours were taken while the guest authenticated: the hold is released, the booking cancelled.
      await ctx.db
        .update(bookings)
        .set({ status: 'cancelled', paymentStatus: 'released', paymentClientSecret: null, decidedAt: now })
        .where(and(eq(bookings.id, row.id), eq(bookings.status, 'payment_pending')));
      throw error;
    }
  }
  return ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(bookings)
      .set({ status: 'payment_failed', paymentStatus: 'failed', paymentClientSecret: null, decidedAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'payment_pending')))
      .returning();
    if (!failed) throw notOpen();
    if (['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'].includes(payment.status))
      await provider(() => ctx.payments.cancelPayment(paymentId, `booking:${row.id}:cancel`));
    return failed;
  });
}

/**
 * `POST /v1/bookings/:booking/payment`: the guest's page after the 3-D Secure step. Answers the
 * booking (200), or the 402 `authentication_failed` when the payment did not go through; the
 * same again on a second call. Only the guest; anyone else 404.
 */
export async function completeBookingPayment(ctx: AppContext, guest: Profile, id: number): Promise<unknown> {
  const [found] = await bookingsWithSpace(ctx).where(and(eq(bookings.id, id), eq(bookings.guestId, guest.id)));
  if (!found) throw notFound('The booking does not exist.');
  const { booking, space } = found;
  if (booking.status === 'payment_failed') throw paymentFailed('authentication_failed');
  let row = booking;
  if (booking.status === 'payment_pending' && space.hostId) {
    row = await settlePending(ctx, booking, space.hostId);
    if (row.status === 'payment_failed') throw paymentFailed('authentication_failed');
    await ctx.responseCache.invalidate(['availability']);
  }
  return bookingJson(row, space, dateOf(ctx.clock), guest.id);
}

// ---- decisions ---------------------------------------------------------------------------

/**
 * Changes a booking in one transaction with the provider call that goes with it: the row is
 * updated only from the status it was read in (a concurrent decision finds it changed: 409), and
 * the provider failing rolls the change back (502; a retry sends the same idempotency key).
 */
async function change(
  ctx: AppContext,
  booking: BookingRow,
  set: Partial<typeof bookings.$inferInsert>,
  call?: (db: Db, row: BookingRow) => Promise<Partial<typeof bookings.$inferInsert> | void>,
): Promise<BookingRow> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [row] = await db
      .update(bookings)
      .set(set)
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning();
    if (!row) throw notOpen();
    const after = call ? await call(db, row) : undefined;
    const [done] = after ? await db.update(bookings).set(after).where(eq(bookings.id, booking.id)).returning() : [row];
    await announce(ctx, db, done ?? row);
    return done ?? row;
  });
}

/** The hold released at the provider (a decline, a cancellation before confirmation, the deadline). */
function releaseHold(ctx: AppContext, row: BookingRow) {
  const paymentId = row.providerPaymentId;
  if (!paymentId) return undefined;
  return async (): Promise<Partial<typeof bookings.$inferInsert>> => {
    await provider(() => ctx.payments.cancelPayment(paymentId, `booking:${row.id}:cancel`));
    return { paymentStatus: 'released', paymentClientSecret: null };
  };
}

/** A confirmed booking cancelled: the refund the policy (or the host's cancellation: 100 %) gives, and what the host is still owed. */
async function cancelConfirmed(ctx: AppContext, booking: BookingRow, space: BookingSpace, by: 'guest' | 'host'): Promise<BookingRow> {
  const now = dateOf(ctx.clock);
  const quote = booking.quote as Quote | null;
  const set = { status: 'cancelled', cancelledBy: by, decidedAt: now } as const;
  if (!quote || !booking.providerPaymentId || booking.amountCaptured <= 0) return change(ctx, booking, set);
  let percent = 100;
  if (by === 'guest') {
    try {
      percent = refundPercentAt(policyOf(space), { bookedAt: booking.createdAt, startsAt: stamp(booking.startsAt), zone: space.timeZone, cancelledAt: now, by });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      percent = 0;
    }
  }
  const settlement = settleCancellation(quote, percent);
  const refund = Math.min(settlement.refund.total, booking.amountCaptured - booking.amountRefunded);
  const paymentId = booking.providerPaymentId;
  return change(ctx, booking, { ...set, hostFee: settlement.fees.hostFee, hostPayout: settlement.hostPayout }, async () => {
    if (refund <= 0) return;
    await provider(() => ctx.payments.refundPayment(paymentId, refund, `booking:${booking.id}:refund`));
    const refunded = booking.amountRefunded + refund;
    return { amountRefunded: refunded, refundedAt: now, paymentStatus: refunded >= booking.amountCaptured ? 'refunded' : 'partially_refunded' };
  });
}

/** The host accepts a request: the hours taken under the calendar lock, then the hold captured → `confirmed`. */
async function acceptRequest(ctx: AppContext, booking: BookingRow, space: BookingSpace): Promise<BookingRow> {
  const now = dateOf(ctx.clock);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await takeCalendarLock(db, space.id);
    if (!(await stillFree({ db }, space.id, booking))) throw bookingConflict();
    const paymentId = booking.providerPaymentId;
    const quote = booking.quote as Quote | null;
    const [row] = await db
      .update(bookings)
      // A request made before checkout has no hold: it is accepted as it was then.
      .set({ status: paymentId ? 'confirmed' : 'accepted', decidedAt: now })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning();
    if (!row) throw notOpen();
    if (!paymentId || !quote) {
      await announce(ctx, db, row);
      return row;
    }
    const captured = await provider(() => ctx.payments.capturePayment(paymentId, undefined, `booking:${booking.id}:capture`));
    const [done] = await db
      .update(bookings)
      .set(capturedColumns(captured, quote, now))
      .where(eq(bookings.id, booking.id))
      .returning();
    await announce(ctx, db, done ?? row);
    return done ?? row;
  });
}

/**
 * The guest accepts a custom offer: charged the offer's total. Up to the hold it is captured
 * from the hold (the rest released with it); above the hold a new payment on the same card is
 * made and captured, and the old hold released. The hours are taken as on any acceptance.
 */
async function acceptOffer(ctx: AppContext, booking: BookingRow, space: BookingSpace, guest: Profile): Promise<BookingRow> {
  const now = dateOf(ctx.clock);
  const quote = booking.quote as Quote | null;
  const holdId = booking.providerPaymentId;
  if (!holdId || !quote) return change(ctx, booking, { status: 'accepted', decidedAt: now });
  const customerId = await customerOf(ctx, guest);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await takeCalendarLock(db, space.id);
    if (!(await stillFree({ db }, space.id, booking))) throw bookingConflict();
    const [row] = await db
      .update(bookings)
      .set({ status: 'confirmed', decidedAt: now })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'offered')))
      .returning();
    if (!row) throw notOpen();
    const held = booking.amountHeld ?? 0;
    let captured: Payment;
    let paymentId = holdId;
    if (quote.hold <= held) {
      captured = await provider(() => ctx.payments.capturePayment(holdId, quote.hold, `booking:${booking.id}:capture`));
    } else {
      const pm = booking.paymentMethodId;
      if (!pm) throw paymentFailed('processing_error');
      let charge: Payment;
      try {
        charge = await ctx.payments.createPayment(
          {
            amount: quote.hold,
            currency: (booking.currency ?? quote.currency).toLowerCase(),
            customerId,
            paymentMethodId: pm,
            confirm: true,
            // Nobody is there to authenticate a second payment: a card that asks for 3-D Secure is refused (402).
            offSession: true,
            metadata: { booking_id: String(booking.id), space_id: String(space.id), guest_id: guest.id, offer: 'true' },
          },
          `booking:${booking.id}:offer`,
        );
      } catch (error) {
        throw cardOutcome(error);
      }
      if (charge.status !== 'requires_capture') throw paymentFailed('authentication_failed');
      captured = await provider(() => ctx.payments.capturePayment(charge.id, undefined, `booking:${booking.id}:capture`));
      await provider(() => ctx.payments.cancelPayment(holdId, `booking:${booking.id}:cancel`));
      paymentId = charge.id;
    }
    const [done] = await db
      .update(bookings)
      .set({ ...capturedColumns(captured, quote, now), providerPaymentId: paymentId, amountHeld: quote.hold > held ? quote.hold : held })
      .where(eq(bookings.id, booking.id))
      .returning();
    await announce(ctx, db, done ?? row);
    return done ?? row;
  });
}

/**
 * `PUT /v1/bookings/:booking {status}` (docs/decisions/checkout-flow.md): the host accepts
 * (capture → `confirmed`) or declines (release) a request, declines an offer, or cancels a
 * confirmed booking (100 % refund); the guest accepts an offer (charged its total) or cancels
 * (release before confirmation, the policy's refund after).
 */
export async function decideBooking(ctx: AppContext, profile: Profile, id: number, decision: BookingDecision) {
  const { booking, space } = await bookingFor(ctx, profile, id);
  const isHost = space.hostId === profile.id;
  const isGuest = booking.guestId === profile.id;
  const now = dateOf(ctx.clock);
  let updated: BookingRow;
  try {
    if (decision.status === 'cancelled') {
      if (isGuest && ['payment_pending', 'requested', 'offered'].includes(booking.status)) {
        updated = await change(ctx, booking, { status: 'cancelled', cancelledBy: 'guest', decidedAt: now }, releaseHold(ctx, booking));
      } else if (isGuest && (booking.status === 'confirmed' || booking.status === 'accepted')) {
        updated = await cancelConfirmed(ctx, booking, space, 'guest');
      } else if (isHost && !isGuest && (booking.status === 'confirmed' || booking.status === 'accepted')) {
        updated = await cancelConfirmed(ctx, booking, space, 'host');
      } else if (!isGuest) {
        throw forbidden('Only the guest can cancel a request.');
      } else throw new ApiError(409, 'not_open', 'This booking can no longer be cancelled.');
    } else if (booking.status === 'offered' && decision.status === 'accepted') {
      if (!isGuest) throw forbidden('Only the guest can accept an offer.');
      updated = await acceptOffer(ctx, booking, space, profile);
    } else {
      if (!isHost) throw forbidden('Only the host can accept or decline a request.');
      if (booking.status !== 'requested' && !(booking.status === 'offered' && decision.status === 'declined')) throw notOpen();
      updated =
        decision.status === 'accepted' ? await acceptRequest(ctx, booking, space) : await change(ctx, booking, { status: 'declined', decidedAt: now }, releaseHold(ctx, booking));
    }
  } catch (error) {
    if (isExclusionViolation(error)) throw bookingConflict();
    throw error;
  }
  // Accepting takes the hours out of availability searches; cancelling gives them back.
  await ctx.responseCache.invalidate(['availability']);
  return bookingJson(updated, space, dateOf(ctx.clock), profile.id);
}

/**
 * The host answers a requested booking with a custom offer: a new subtotal (the hours and
 * add-ons together), priced by payments/money.ts's `quoteOffer` (the guest fee and tax of the
 * space's country on it), and an optional message, which goes into the thread. The booking
 * becomes 'offered' until the guest accepts (charged the offer's total) or cancels it; the hold
 * stays meanwhile.
 */
export async function makeOffer(ctx: AppContext, profile: Profile, id: number, offer: CustomOfferInput) {
  const { booking, space } = await bookingFor(ctx, profile, id);
  if (space.hostId !== profile.id) throw forbidden('Only the host can make an offer.');
  if (booking.status !== 'requested' && booking.status !== 'offered') throw notOpen();
  const [full] = await ctx.db.select({ country: spaces.country, currency: spaces.currency }).from(spaces).where(eq(spaces.id, space.id));
  const currency = booking.currency ?? full?.currency ?? 'USD';
  const subtotal = Math.round(offer.subtotal * 10 ** minorDigits(currency));
  const quote = quoteOffer({ currency, country: full?.country ?? '', subtotal });
  const now = dateOf(ctx.clock);
  const offered = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({
        status: 'offered',
        offerSubtotal: subtotal,
        offerMessage: offer.message,
        offeredAt: now,
        subtotal,
        addOns: [],
        guestFee: quote.guestFee,
        tax: quote.tax?.amount ?? 0,
        total: quote.total,
        quote,
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning();
    if (!updated) throw notOpen();
    if (updated.threadId && updated.guestId && offer.message) {
      await tx.insert(messages).values({ threadId: updated.threadId, senderId: profile.id, recipientId: updated.guestId, body: offer.message, createdAt: now });
      await tx.update(threads).set({ updatedAt: new Date() }).where(eq(threads.id, updated.threadId));
    }
    return bookingJson(updated, space, now, profile.id);
  });
  await ctx.responseCache.invalidate(['availability']);
  return offered;
}

// ---- the scheduler's jobs -------------------------------------------------------------------

/**
 * Requests and offers nobody decided by `expires_at` become `expired` and their holds are
 * released; a 3-D Secure step left for an hour is settled as `POST …/payment` would. A provider
 * failure leaves that booking for the next run. Answers how many bookings changed.
 */
export async function expireRequests(ctx: AppContext): Promise<number> {
  const now = dateOf(ctx.clock);
  const due = await bookingsWithSpace(ctx)
    .where(
      or(
        and(inArray(bookings.status, ['requested', 'offered']), lte(bookings.expiresAt, now)),
        and(eq(bookings.status, 'payment_pending'), lt(bookings.createdAt, new Date(now.getTime() - ABANDONED_AUTHENTICATION_MS))),
      ),
    )
    .orderBy(bookings.id)
    .limit(500);
  let changed = 0;
  for (const { booking, space } of due) {
    try {
      if (booking.status === 'payment_pending') {
        if (space.hostId) await settlePending(ctx, booking, space.hostId);
      } else await change(ctx, booking, { status: 'expired', decidedAt: now }, releaseHold(ctx, booking));
      changed++;
    } catch (error) {
      // The next run tries again; a conflict or refusal has already settled the booking.
      if (error instanceof ApiError && error.statusCode === 502) continue;
      if (error instanceof ApiError) {
        changed++;
        continue;
      }
      throw error;
    }
  }
  if (changed > 0) await ctx.responseCache.invalidate(['availability']);
  return changed;
}

/** A space row's zone and instant-book flag, for the quote. */
export function instantFor(space: Pick<SpaceRow, 'instantBook' | 'timeZone'>, startsAt: string, now: Date): boolean {
  return space.instantBook && localMoment(startsAt, space.timeZone).toMillis() - now.getTime() >= INSTANT_LEAD_MS;
}

/** The quote's cancellation: the policy's dated steps as if booked now for the quoted start. */
export function quoteCancellation(space: Pick<SpaceRow, 'cancellationPolicy' | 'timeZone'>, startsAt: string, now: Date) {
  const policy = policyOf(space);
  return { policy, zone: space.timeZone, timeline: timelineOf(policy, now, startsAt, space.timeZone) };
}
