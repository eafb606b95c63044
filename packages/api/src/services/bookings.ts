import type { BookingDecision, BookingRequest, CustomOfferInput } from '@hourspace/validation';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { bookings, messages, spaces, threads } from '../db/schema';
import { dateOf } from '../lib/clock';
import { ApiError, forbidden, isExclusionViolation, notFound } from '../lib/errors';
import type { Profile } from './auth';
import { withCalendarLock } from './calendar-lock';
import type { AppContext } from './context';
import { FEES } from '../config/fees';
import type { MarketCountry } from '../config/currencies';
import { TAXES } from '../config/taxes';
import { blockedDaysIn, bookingProblem, conflictsOf, quoteFor, spaceOr404 } from './spaces';

type BookingRow = typeof bookings.$inferSelect;

const stamp = (s: string) => s.replace(' ', 'T').slice(0, 19);
const major = (n: number | null) => (n === null ? null : n / 100);

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
}

/**
 * A booking as its guest and host read it; 'past' when an accepted or confirmed one has ended by `now` (the API clock's);
 * `cancellation_policy` is the space's (flexible, moderate or strict), shown before the guest cancels.
 */
export function bookingJson(row: BookingRow, space: BookingSpace, now: Date) {
  const ended = stamp(row.endsAt) < now.toISOString().slice(0, 19);
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
    add_ons: bookedAddOns(row.addOns).map((a) => ({ id: a.id, name: a.name, unit: a.unit, price: a.price / 100, quantity: a.quantity, amount: a.amount / 100 })),
    offer: row.offeredAt ? { subtotal: major(row.offerSubtotal), message: row.offerMessage ?? '', offered_at: row.offeredAt.toISOString() } : null,
    guest_fee: major(row.guestFee),
    tax: major(row.tax),
    total: major(row.total),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    cancellation_policy: space.cancellationPolicy,
  };
}

/**
 * A guest's booking request: checks the hours against the space (minimum hours, opening
 * hours, the calendar), prices them, and opens (or reuses) the guest's thread with the
 * host about this space, whose first message is the guest's message.
 */
export async function createBookingRequest(ctx: AppContext, guest: Profile, body: BookingRequest) {
  const space = await spaceOr404(ctx, body.space_id);
  if (!space.hostId) throw new ApiError(409, 'no_host', 'This space takes no requests at the moment.');
  if (space.hostId === guest.id) throw forbidden('You cannot book your own space.');
  if (body.attendees > space.capacity) throw new ApiError(400, 'capacity', `This space holds at most ${space.capacity} people.`, { capacity: space.capacity });
  const quote = await quoteFor(ctx, space, body, dateOf(ctx.clock), body.add_ons);
  const problem = bookingProblem(quote.problems[0], space.minHours);
  if (problem) throw problem;
  const hostId = space.hostId;
  const created = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: threads.id })
      .from(threads)
      .where(and(eq(threads.guestId, guest.id), eq(threads.hostId, hostId), eq(threads.spaceId, space.id)));
    const threadId = existing?.id ?? (await tx.insert(threads).values({ guestId: guest.id, hostId, spaceId: space.id }).returning({ id: threads.id }))[0]?.id;
    if (!threadId) throw new Error('thread insert returned nothing');
    const [row] = await tx
      .insert(bookings)
      .values({
        spaceId: space.id,
        guestId: guest.id,
        startsAt: body.starts_at,
        endsAt: body.ends_at,
        status: 'requested',
        attendees: body.attendees,
        activity: body.activity,
        threadId,
        subtotal: quote.minor.subtotal,
        guestFee: quote.minor.guestFee,
        tax: quote.minor.tax,
        total: quote.minor.total,
        currency: space.currency,
        addOns: quote.minor.addOns,
      })
      .returning();
    if (!row) throw new Error('booking insert returned nothing');
    await tx.insert(messages).values({ threadId, senderId: guest.id, recipientId: hostId, body: body.message, createdAt: dateOf(ctx.clock) });
    await tx.update(threads).set({ updatedAt: new Date() }).where(eq(threads.id, threadId));
    return bookingJson(row, space, dateOf(ctx.clock));
  });
  // Availability searches read the bookings (a request holds no time today; a future instant booking would).
  await ctx.responseCache.invalidate(['availability']);
  return created;
}

/** Bookings joined to the fields of their space that `bookingJson` reads; the caller adds where, order and limit. */
export function bookingsWithSpace(ctx: AppContext) {
  return ctx.db
    .select({
      booking: bookings,
      space: { id: spaces.id, title: spaces.title, hostId: spaces.hostId, city: spaces.city, photoId: spaces.photoId, cancellationPolicy: spaces.cancellationPolicy },
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId));
}

/** The user's bookings as guest ('guest') or on their spaces ('host'), newest first. */
export async function listBookings(ctx: AppContext, profile: Profile, role: 'guest' | 'host') {
  const rows = await bookingsWithSpace(ctx)
    .where(
      role === 'guest'
        ? eq(bookings.guestId, profile.id)
        : and(eq(spaces.hostId, profile.id), inArray(bookings.status, ['requested', 'offered', 'accepted', 'declined', 'cancelled'])),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
  const now = dateOf(ctx.clock);
  return { data: rows.map((r) => bookingJson(r.booking, r.space, now)) };
}

/** A booking its guest or its space's host may read; anyone else gets a 404 (no hint that it exists). */
export async function bookingFor(ctx: AppContext, profile: Profile, id: number) {
  const [row] = await bookingsWithSpace(ctx).where(and(eq(bookings.id, id), or(eq(bookings.guestId, profile.id), eq(spaces.hostId, profile.id))));
  if (!row) throw notFound('The booking does not exist.');
  return row;
}

/** The answer to accepting hours another booking or a blocked day has taken. */
const bookingConflict = () => new ApiError(409, 'conflict', 'The space is already booked for part of that time.');

/** Whether the booking's hours are still free: no other accepted or confirmed booking, no blocked day. */
async function stillFree(ctx: AppContext, spaceId: number, booking: BookingRow): Promise<boolean> {
  if ((await conflictsOf(ctx, spaceId, booking.startsAt, booking.endsAt, booking.id)).length > 0) return false;
  return (await blockedDaysIn(ctx, spaceId, stamp(booking.startsAt), stamp(booking.endsAt))).length === 0;
}

/**
 * The host accepts or declines a request; the guest cancels their own request or booking.
 * A custom offer ('offered') is the guest's to accept or cancel; the host may still decline it.
 * Accepting checks the calendar again (another request may have been accepted, or the day blocked, since).
 */
export async function decideBooking(ctx: AppContext, profile: Profile, id: number, decision: BookingDecision) {
  const { booking, space } = await bookingFor(ctx, profile, id);
  const isHost = space.hostId === profile.id;
  const isGuest = booking.guestId === profile.id;
  if (decision.status === 'cancelled') {
    if (!isGuest) throw forbidden('Only the guest can cancel a booking.');
    if (booking.status !== 'requested' && booking.status !== 'offered' && booking.status !== 'accepted')
      throw new ApiError(409, 'not_open', 'This booking can no longer be cancelled.');
  } else if (booking.status === 'offered' && decision.status === 'accepted') {
    if (!isGuest) throw forbidden('Only the guest can accept an offer.');
  } else {
    if (!isHost) throw forbidden('Only the host can accept or decline a request.');
    if (booking.status !== 'requested' && !(booking.status === 'offered' && decision.status === 'declined'))
      throw new ApiError(409, 'not_open', 'This request has already been answered.');
  }
  const decide = async (scoped: AppContext) => {
    if (decision.status === 'accepted' && !(await stillFree(scoped, space.id, booking))) throw bookingConflict();
    const [row] = await scoped.db
      .update(bookings)
      .set({ status: decision.status, decidedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning();
    return row;
  };
  // Accepting takes the hours: under the space's calendar lock (a blocked day cannot be added
  // between the check and the update), and the bookings_no_overlap constraint refuses an overlap
  // whatever path wrote it (docs/decisions/booking-integrity.md).
  let updated: BookingRow | undefined;
  try {
    updated = decision.status === 'accepted' ? await withCalendarLock(ctx, space.id, decide) : await decide(ctx);
  } catch (error) {
    if (isExclusionViolation(error)) throw bookingConflict();
    throw error;
  }
  if (!updated) throw new ApiError(409, 'not_open', 'This request has already been answered.');
  // Accepting takes the hours out of availability searches; cancelling an accepted booking gives them back.
  await ctx.responseCache.invalidate(['availability']);
  return bookingJson(updated, space, dateOf(ctx.clock));
}

/**
 * The host answers a requested booking with a custom offer: a new subtotal (the hours and
 * add-ons together, before the guest fee and tax, which are worked out again) and an optional
 * message, which goes into the thread. The booking becomes 'offered' until the guest accepts
 * or cancels it.
 */
export async function makeOffer(ctx: AppContext, profile: Profile, id: number, offer: CustomOfferInput) {
  const { booking, space } = await bookingFor(ctx, profile, id);
  if (space.hostId !== profile.id) throw forbidden('Only the host can make an offer.');
  if (booking.status !== 'requested' && booking.status !== 'offered') throw new ApiError(409, 'not_open', 'This request has already been answered.');
  const [full] = await ctx.db.select({ country: spaces.country }).from(spaces).where(eq(spaces.id, space.id));
  const subtotal = Math.round(offer.subtotal * 100);
  const guestFee = Math.round((subtotal * FEES.guestServiceFeePercent) / 100);
  const taxRule = TAXES[(full?.country ?? '') as MarketCountry];
  const tax = taxRule ? Math.round(((subtotal + guestFee) * taxRule.percent) / 100) : 0;
  const offered = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ status: 'offered', offerSubtotal: subtotal, offerMessage: offer.message, offeredAt: new Date(), subtotal, guestFee, tax, total: subtotal + guestFee + tax })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning();
    if (!updated) throw new ApiError(409, 'not_open', 'This request has already been answered.');
    if (updated.threadId && updated.guestId && offer.message) {
      await tx.insert(messages).values({ threadId: updated.threadId, senderId: profile.id, recipientId: updated.guestId, body: offer.message, createdAt: dateOf(ctx.clock) });
      await tx.update(threads).set({ updatedAt: new Date() }).where(eq(threads.id, updated.threadId));
    }
    return bookingJson(updated, space, dateOf(ctx.clock));
  });
  await ctx.responseCache.invalidate(['availability']);
  return offered;
}
