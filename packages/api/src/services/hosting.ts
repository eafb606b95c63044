import type { AddOnInput, BlockDayInput } from '@hourspace/validation';
import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { blockedDays, bookings, profiles, spaceAddOns, type spaces } from '../db/schema';
import { ApiError, forbidden, isUniqueViolation, notFound } from '../lib/errors';
import type { Profile } from './auth';
import { withCalendarLock } from './calendar-lock';
import type { AppContext } from './context';
import { HOLDING_STATUSES, spaceOr404 } from './spaces';

type SpaceRow = typeof spaces.$inferSelect;
type AddOnRow = typeof spaceAddOns.$inferSelect;

/** The most add-ons one space may have. */
export const MAX_ADD_ONS_PER_SPACE = 20;

/** Booking states the host's calendar shows: open requests and offers, and what holds the time. */
export const CALENDAR_STATUSES = ['requested', 'offered', ...HOLDING_STATUSES] as const;

/** The space if the profile hosts it; another host's space is a 403 (spaces are public, so it is no secret that it exists). */
export async function hostedSpace(ctx: AppContext, profile: Profile, spaceId: number): Promise<SpaceRow> {
  const space = await spaceOr404(ctx, spaceId);
  if (space.hostId !== profile.id) throw forbidden('This space is not yours.');
  return space;
}

/** An add-on as the API answers it: the price in major units of the space's currency. */
export function addOnJson(row: AddOnRow, currency: string) {
  return { id: row.id, space_id: row.spaceId, name: row.name, description: row.description, price: row.price / 100, unit: row.unit as 'booking' | 'hour', currency };
}

/** A space's add-ons, oldest first (the space page, the booking panel and the host's list). */
export async function addOnsOf(ctx: AppContext, space: Pick<SpaceRow, 'id' | 'currency'>) {
  const rows = await ctx.db.select().from(spaceAddOns).where(eq(spaceAddOns.spaceId, space.id)).orderBy(asc(spaceAddOns.id));
  return rows.map((r) => addOnJson(r, space.currency));
}

/** The host's add-ons of one of their spaces. */
export async function listAddOns(ctx: AppContext, profile: Profile, spaceId: number) {
  const space = await hostedSpace(ctx, profile, spaceId);
  return { data: await addOnsOf(ctx, space) };
}

const minor = (major: number) => Math.round(major * 100);

/** Adds an add-on to the host's space (at most 20 per space). */
export async function createAddOn(ctx: AppContext, profile: Profile, spaceId: number, input: AddOnInput) {
  const space = await hostedSpace(ctx, profile, spaceId);
  const existing = await ctx.db.select({ id: spaceAddOns.id }).from(spaceAddOns).where(eq(spaceAddOns.spaceId, space.id));
  if (existing.length >= MAX_ADD_ONS_PER_SPACE) throw new ApiError(409, 'too_many', `A space can have at most ${MAX_ADD_ONS_PER_SPACE} add-ons.`);
  const [row] = await ctx.db
    .insert(spaceAddOns)
    .values({ spaceId: space.id, name: input.name, description: input.description, price: minor(input.price), unit: input.unit })
    .returning();
  if (!row) throw new Error('add-on insert returned nothing');
  await ctx.responseCache.invalidate([`space:${space.id}`]);
  return addOnJson(row, space.currency);
}

async function ownAddOn(ctx: AppContext, profile: Profile, spaceId: number, addOnId: number) {
  const space = await hostedSpace(ctx, profile, spaceId);
  const [row] = await ctx.db
    .select()
    .from(spaceAddOns)
    .where(and(eq(spaceAddOns.id, addOnId), eq(spaceAddOns.spaceId, space.id)));
  if (!row) throw notFound('The add-on does not exist.');
  return { space, row };
}

/** Changes an add-on of the host's space; requests already made keep the price they were made at. */
export async function updateAddOn(ctx: AppContext, profile: Profile, spaceId: number, addOnId: number, input: AddOnInput) {
  const { space, row } = await ownAddOn(ctx, profile, spaceId, addOnId);
  const [updated] = await ctx.db
    .update(spaceAddOns)
    .set({ name: input.name, description: input.description, price: minor(input.price), unit: input.unit })
    .where(eq(spaceAddOns.id, row.id))
    .returning();
  if (!updated) throw notFound('The add-on does not exist.');
  await ctx.responseCache.invalidate([`space:${space.id}`]);
  return addOnJson(updated, space.currency);
}

/** Removes an add-on of the host's space. */
export async function deleteAddOn(ctx: AppContext, profile: Profile, spaceId: number, addOnId: number) {
  const { space, row } = await ownAddOn(ctx, profile, spaceId, addOnId);
  await ctx.db.delete(spaceAddOns).where(eq(spaceAddOns.id, row.id));
  await ctx.responseCache.invalidate([`space:${space.id}`]);
}

/** The day after a 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Blocks a day of the host's space; a day with an accepted or confirmed booking cannot be blocked, nor one blocked already. */
export async function blockDay(ctx: AppContext, profile: Profile, spaceId: number, input: BlockDayInput) {
  const space = await hostedSpace(ctx, profile, spaceId);
  // Under the calendar lock accepting takes: a request accepted between this check and the
  // insert would otherwise fall on the blocked day (docs/decisions/booking-integrity.md).
  const blocked = await withCalendarLock(ctx, space.id, (locked) => blockFreeDay(locked, space.id, input));
  await ctx.responseCache.invalidate(['availability']);
  return blocked;
}

/** Blocks the day unless an accepted or confirmed booking touches it; run under the calendar lock. */
async function blockFreeDay(ctx: AppContext, spaceId: number, input: BlockDayInput) {
  const held = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.spaceId, spaceId),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        lt(bookings.startsAt, `${nextDay(input.day)}T00:00:00`),
        // A booking that ends at midnight of the day does not touch it.
        gte(bookings.endsAt, `${input.day}T00:30:00`),
      ),
    );
  if (held.length > 0) throw new ApiError(409, 'booked', 'This day has a booking; it cannot be blocked.');
  try {
    const [row] = await ctx.db.insert(blockedDays).values({ spaceId, day: input.day, title: input.title }).returning();
    if (!row) throw new Error('blocked day insert returned nothing');
    return { id: row.id, space_id: row.spaceId, day: row.day, title: row.title };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'already_blocked', 'This day is already blocked.');
    throw error;
  }
}

/** Unblocks a day of the host's space. */
export async function unblockDay(ctx: AppContext, profile: Profile, spaceId: number, blockedId: number) {
  const space = await hostedSpace(ctx, profile, spaceId);
  const removed = await ctx.db
    .delete(blockedDays)
    .where(and(eq(blockedDays.id, blockedId), eq(blockedDays.spaceId, space.id)))
    .returning({ id: blockedDays.id });
  if (removed.length === 0) throw notFound('The blocked day does not exist.');
  await ctx.responseCache.invalidate(['availability']);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const stamp = (s: string) => s.replace(' ', 'T').slice(0, 19);

/**
 * The host's calendar of one space for a month ('YYYY-MM'): its bookings (requested, offered,
 * accepted, confirmed) that touch the month, with the guest's first name, and its blocked days.
 */
export async function hostCalendar(ctx: AppContext, profile: Profile, spaceId: number, month: string) {
  const match = MONTH.exec(month);
  const year = Number(match?.[1]);
  if (!match || year < 2000 || year > 2100)
    throw new ApiError(400, 'validation', 'Please choose a month as YYYY-MM.', { issues: [{ field: 'month', message: 'Please choose a month as YYYY-MM.' }] });
  const space = await hostedSpace(ctx, profile, spaceId);
  const first = `${month}-01`;
  const next = new Date(Date.UTC(year, Number(match[2]), 1)).toISOString().slice(0, 10);
  const rows = await ctx.db
    .select({ booking: bookings, guestName: profiles.firstName })
    .from(bookings)
    .leftJoin(profiles, eq(profiles.id, bookings.guestId))
    .where(
      and(eq(bookings.spaceId, space.id), inArray(bookings.status, [...CALENDAR_STATUSES]), lt(bookings.startsAt, `${next}T00:00:00`), gte(bookings.endsAt, `${first}T00:00:00`)),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(500);
  const blocked = await ctx.db
    .select()
    .from(blockedDays)
    .where(and(eq(blockedDays.spaceId, space.id), gte(blockedDays.day, first), lte(blockedDays.day, next)))
    .orderBy(asc(blockedDays.day));
  return {
    space: { id: space.id, title: space.title, currency: space.currency },
    month,
    bookings: rows.map(({ booking, guestName }) => ({
      id: booking.id,
      status: booking.status,
      starts_at: stamp(booking.startsAt),
      ends_at: stamp(booking.endsAt),
      guest_first_name: guestName ?? '',
      attendees: booking.attendees,
      thread_id: booking.threadId,
      total: booking.total === null ? null : booking.total / 100,
      currency: booking.currency ?? space.currency,
    })),
    blocked: blocked.filter((b) => b.day < next).map((b) => ({ id: b.id, day: b.day, title: b.title })),
  };
}
