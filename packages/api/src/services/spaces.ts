import { MESSAGES, localStampMinutes, type BookingQuoteQuery } from '@hourspace/validation';
import { DateTime } from 'luxon';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { blockedDays, bookings, images, spaceAddOns, spaces } from '../db/schema';
import { ApiError, notFound } from '../lib/errors';
import type { Db } from '../db/client';
import type { AppContext } from './context';
import { quoteBooking, toMajor } from '../payments/money';
import { absoluteUrl } from './profile';
import { openingHoursJson, spaceWeek, weekdayOf } from './listing-fields';

/** Booking states that hold the space's time (seeded bookings are 'confirmed'). */
export const HOLDING_STATUSES = ['confirmed', 'accepted'] as const;
const SIMILAR_COUNT = 4;
const REVIEW_COUNT = 6;

type SpaceRow = typeof spaces.$inferSelect;

/** The space or a 404. */
export async function spaceOr404(ctx: AppContext, id: number): Promise<SpaceRow> {
  const [row] = await ctx.db.select().from(spaces).where(eq(spaces.id, id));
  if (!row) throw notFound('The space does not exist.');
  return row;
}

/** The columns a result card reads. */
type CardFields = Pick<
  SpaceRow,
  'id' | 'title' | 'city' | 'state' | 'country' | 'capacity' | 'hourlyPrice' | 'currency' | 'rating' | 'reviewCount' | 'instantBook' | 'photoId' | 'activities'
>;

/**
 * A result card of a space, with after its country how its list places it: its neighbourhood
 * on the space page and the host's list, its point on the map in search.
 */
export function spaceCard<Place extends object>(origin: string, r: CardFields & { blurHash: string; width: number; height: number }, place: Place) {
  return {
    id: r.id,
    title: r.title,
    city: r.city,
    state: r.state,
    country: r.country,
    ...place,
    capacity: r.capacity,
    hourly_price: r.hourlyPrice / 100,
    currency: r.currency,
    rating: r.rating,
    review_count: r.reviewCount,
    instant_book: r.instantBook,
    photo: { url: absoluteUrl(origin, `/v1/images/${r.photoId}`), blurHash: r.blurHash, width: r.width, height: r.height },
    activities: r.activities,
  };
}

type JsonPhoto = { id: string; blurHash: string; width: number; height: number; alt?: string | null };
type JsonHost = { id: string; firstName: string | null; avatarUrl: string | null; hostState: string | null; createdAt: string; status: string };
type JsonReview = { id: number; authorName: string; rating: number; body: string; createdAt: string; hostResponse: string | null; respondedAt: string | null };
type JsonAddOn = { id: number; name: string; description: string; price: number; unit: string };
type JsonSimilar = CardFields & Pick<SpaceRow, 'neighbourhood'> & { blurHash: string; width: number; height: number };

/**
 * The space page in one statement (docs/decisions/api-performance.md): the space row and, as
 * JSON subqueries correlated to it, its gallery (or its cover), host, latest reviews, similar
 * spaces (same city, an activity in common, by relevance) and add-ons. Six statements were six
 * round trips and six plans; built once per database, then executed with the id. The subqueries
 * name the outer row as `spaces.` in the text: drizzle leaves a one-table select's columns
 * unqualified, which inside a subquery would mean the inner table's.
 */
function buildSpaceDetail(db: Db) {
  return db
    .select({
      space: spaces,
      photos: sql<
        JsonPhoto[]
      >`(select coalesce(json_agg(json_build_object('id', i.id, 'blurHash', i.blur_hash, 'width', i.width, 'height', i.height, 'alt', p.alt) order by p.position), '[]'::json)
        from space_photos p join images i on i.id = p.image_id where p.space_id = spaces.id)`,
      cover: sql<JsonPhoto | null>`(select json_build_object('id', i.id, 'blurHash', i.blur_hash, 'width', i.width, 'height', i.height) from images i where i.id = spaces.photo_id)`,
      host: sql<JsonHost | null>`(select json_build_object('id', h.id, 'firstName', h.first_name, 'avatarUrl', h.avatar_url, 'hostState', h.host_state, 'createdAt', h.created_at, 'status', h.status)
        from profiles h where h.id = spaces.host_id)`,
      reviews: sql<
        JsonReview[]
      >`(select coalesce(json_agg(json_build_object('id', r.id, 'authorName', r.author_name, 'rating', r.rating, 'body', r.body, 'createdAt', r.created_at, 'hostResponse', r.host_response, 'respondedAt', r.responded_at) order by r.created_at desc, r.id desc), '[]'::json)
        from (select * from reviews r where r.space_id = spaces.id order by r.created_at desc, r.id desc limit ${REVIEW_COUNT}) r)`,
      similar: sql<
        JsonSimilar[]
      >`(select coalesce(json_agg(json_build_object('id', x.id, 'title', x.title, 'city', x.city, 'state', x.state, 'country', x.country, 'neighbourhood', x.neighbourhood, 'capacity', x.capacity, 'hourlyPrice', x.hourly_price, 'currency', x.currency, 'rating', x.rating, 'reviewCount', x.review_count, 'instantBook', x.instant_book, 'photoId', x.photo_id, 'activities', x.activities, 'blurHash', x.blur_hash, 'width', x.width, 'height', x.height) order by x.relevance desc, x.id), '[]'::json)
        from (select s.*, i.blur_hash, i.width, i.height, s.rating * ln(s.review_count + 2) as relevance from spaces s join images i on i.id = s.photo_id
          where s.city_id = spaces.city_id and s.id <> spaces.id and s.activities && spaces.activities and s.status = 'published'
          order by relevance desc, s.id limit ${SIMILAR_COUNT}) x)`,
      addOns: sql<
        JsonAddOn[]
      >`(select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'description', a.description, 'price', a.price, 'unit', a.unit) order by a.id), '[]'::json)
        from space_add_ons a where a.space_id = spaces.id)`,
    })
    .from(spaces)
    .where(eq(spaces.id, sql.placeholder('id')))
    .prepare('space_detail');
}
const spaceDetails = new WeakMap<Db, ReturnType<typeof buildSpaceDetail>>();

/** A timestamp as JSON gives it ('2026-05-01T10:00:00.123456+00:00'), as the API writes dates. */
const isoOf = (stamp: string): string => new Date(stamp).toISOString();

/** Everything the space page shows: photos, details, host, reviews with responses, similar spaces. */
export async function spaceDetail(ctx: AppContext, id: number, origin: string) {
  let statement = spaceDetails.get(ctx.db);
  if (!statement) spaceDetails.set(ctx.db, (statement = buildSpaceDetail(ctx.db)));
  const [row] = await statement.execute({ id });
  if (!row) throw notFound('The space does not exist.');
  const space = row.space;
  const photos = row.photos.length === 0 && row.cover ? [row.cover] : row.photos;
  const host = row.host;
  const reviewRows = row.reviews;
  const similarRows = row.similar;
  return {
    id: space.id,
    title: space.title,
    description: space.description,
    city: space.city,
    state: space.state,
    country: space.country,
    neighbourhood: space.neighbourhood,
    latitude: space.lat,
    longitude: space.lng,
    capacity: space.capacity,
    hourly_price: space.hourlyPrice / 100,
    currency: space.currency,
    min_hours: space.minHours,
    opens_at: space.opensAt,
    closes_at: space.closesAt,
    /** Per weekday (docs/decisions/listing-publish.md); opens_at/closes_at are the week's widest. */
    opening_hours: openingHoursJson(spaceWeek(space)),
    status: space.status,
    space_type: space.spaceType,
    size: space.size,
    size_unit: space.sizeUnit,
    cleaning_fee: space.cleaningFee / 100,
    long_discount_percent: space.longDiscountPercent,
    house_rules_text: space.houseRulesText,
    instant_book: space.instantBook,
    rating: space.rating,
    review_count: space.reviewCount,
    activities: space.activities,
    included: space.included,
    house_rules: space.houseRules,
    cancellation_policy: space.cancellationPolicy,
    // `alt`: the host's words for the photo (docs/decisions/listing-photos.md), null for the page's generic text.
    photos: photos.map((p) => ({ url: absoluteUrl(origin, `/v1/images/${p.id}`), blurHash: p.blurHash, width: p.width, height: p.height, alt: p.alt ?? null })),
    host:
      host && host.status === 'active'
        ? {
            id: host.id,
            first_name: host.firstName ?? '',
            avatar_url: absoluteUrl(origin, host.avatarUrl),
            power_host: host.hostState === 'POWER_HOST',
            joined: isoOf(host.createdAt),
          }
        : null,
    reviews: reviewRows.map((r) => ({
      id: r.id,
      author_name: r.authorName,
      rating: r.rating,
      body: r.body,
      created_at: isoOf(r.createdAt),
      host_response: r.hostResponse,
      responded_at: r.respondedAt ? isoOf(r.respondedAt) : null,
    })),
    similar: similarRows.map((r) => spaceCard(origin, r, { neighbourhood: r.neighbourhood })),
    add_ons: row.addOns.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      price: a.price / 100,
      unit: a.unit as 'booking' | 'hour',
    })),
  };
}

/**
 * Whether the space is open for the whole of [start, end) in local minutes of the day,
 * counting a late close past midnight (closes_at above 1440).
 */
function isOpen(space: Pick<SpaceRow, 'opensAt' | 'closesAt' | 'weeklyHours'>, startsAt: string, minutes: number): boolean {
  const startMinuteOfDay = (localStampMinutes(startsAt) ?? 0) % 1440;
  if (!space.weeklyHours) {
    const fits = (s: number) => space.opensAt <= s && space.closesAt >= s + minutes;
    return fits(startMinuteOfDay) || fits(startMinuteOfDay + 1440);
  }
  // A host's own hours: the whole time within the start day's hours (they end by 24:00).
  const day = space.weeklyHours[weekdayOf(startsAt.slice(0, 10))];
  return day !== null && day[0] <= startMinuteOfDay && day[1] >= startMinuteOfDay + minutes;
}

/** A local stamp moved by `minutes` ('YYYY-MM-DDTHH:mm:ss' in, the same out). */
function shiftStamp(stamp: string, minutes: number): string {
  return new Date(Date.parse(`${stamp.slice(0, 19)}Z`) + minutes * 60_000).toISOString().slice(0, 19);
}

/** Bookings that hold any of [startsAt, endsAt) of the space. */
export async function conflictsOf(ctx: AppContext, spaceId: number, startsAt: string, endsAt: string, exceptBooking?: number) {
  return ctx.db
    .select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.spaceId, spaceId),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        lt(bookings.startsAt, endsAt),
        gt(bookings.endsAt, startsAt),
        exceptBooking !== undefined ? ne(bookings.id, exceptBooking) : undefined,
      ),
    );
}

/** Days the host blocked that touch [startsAt, endsAt) (local stamps): a day D covers [D 00:00, D+1 00:00). */
export async function blockedDaysIn(ctx: AppContext, spaceId: number, startsAt: string, endsAt: string) {
  const firstDay = startsAt.slice(0, 10);
  return ctx.db
    .select({ id: blockedDays.id, day: blockedDays.day })
    .from(blockedDays)
    .where(and(eq(blockedDays.spaceId, spaceId), sql`${blockedDays.day} >= ${firstDay}::date`, sql`${blockedDays.day}::timestamp < ${endsAt}::timestamp`));
}

/** Today's date in the space's country, as 'YYYY-MM-DD' (the earliest date a booking may start; a day's slack for time zones). */
function earliestDate(now: Date): string {
  return new Date(now.getTime() - 14 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The price of the hours, and whether they can be booked: the quote of payments/money.ts
 * (hours × hourly, add-ons, the guest fee, the tax of the space's country; docs/decisions/checkout-money.md)
 * in the space's currency; the reasons they cannot ('min_hours', 'closed', 'conflict', 'past') as codes the page translates.
 */
export async function quoteFor(ctx: AppContext, space: SpaceRow, time: BookingQuoteQuery, now: Date, addOnIds: readonly number[] = []) {
  const start = localStampMinutes(time.starts_at) ?? 0;
  const minutes = (localStampMinutes(time.ends_at) ?? 0) - start;
  const hours = minutes / 60;
  const picked = addOnIds.length
    ? await ctx.db
        .select()
        .from(spaceAddOns)
        .where(and(eq(spaceAddOns.spaceId, space.id), inArray(spaceAddOns.id, [...addOnIds])))
        .orderBy(asc(spaceAddOns.id))
    : [];
  if (picked.length !== addOnIds.length) throw new ApiError(400, 'add_ons', 'One of the add-ons is not offered with this space.');
  const quote = quoteBooking({
    currency: space.currency,
    country: space.country,
    hourlyPrice: space.hourlyPrice,
    minutes,
    addOns: picked,
    cleaningFee: space.cleaningFee,
    longDiscountPercent: space.longDiscountPercent,
  });
  // In order of what the guest can least change (docs/decisions/listing-publish.md): the first is the request's refusal.
  const problems: string[] = [];
  if (space.status !== 'published') problems.push('paused');
  if (time.starts_at.slice(0, 10) < earliestDate(now)) problems.push('past');
  const startsIn = DateTime.fromISO(time.starts_at.slice(0, 19), { zone: space.timeZone }).toMillis() - now.getTime();
  if (space.noticeHours > 0 && startsIn < space.noticeHours * 3_600_000) problems.push('notice');
  if (startsIn > space.bookingWindowDays * 86_400_000) problems.push('window');
  if (hours < space.minHours) problems.push('min_hours');
  if (!isOpen(space, time.starts_at, minutes)) problems.push('closed');
  const conflicts = await conflictsOf(ctx, space.id, time.starts_at, time.ends_at);
  // A day the host blocked reads as taken, as a booking does (the guest needs no reason).
  if (conflicts.length > 0 || (await blockedDaysIn(ctx, space.id, time.starts_at, time.ends_at)).length > 0) problems.push('conflict');
  else if (space.bufferMinutes > 0) {
    const near = await conflictsOf(ctx, space.id, shiftStamp(time.starts_at, -space.bufferMinutes), shiftStamp(time.ends_at, space.bufferMinutes));
    if (near.length > 0) problems.push('buffer');
  }
  const major = (n: number) => toMajor(n, space.currency);
  return {
    space_id: space.id,
    starts_at: time.starts_at,
    ends_at: time.ends_at,
    hours,
    currency: space.currency,
    hourly_price: major(space.hourlyPrice),
    subtotal: major(quote.subtotal),
    /** The parts of the subtotal (docs/decisions/listing-publish.md): the hours, less the 8-hour discount, plus the cleaning fee. */
    hours_amount: major(quote.hoursAmount ?? quote.subtotal),
    discount: major(quote.discount ?? 0),
    discount_percent: quote.discountPercent ?? 0,
    cleaning_fee: major(quote.cleaningFee ?? 0),
    add_ons: quote.addOns.map((a) => ({ id: a.id, name: a.name, unit: a.unit, price: major(a.price), quantity: a.quantity, amount: major(a.amount) })),
    add_ons_total: major(quote.addOnsTotal),
    guest_fee: major(quote.guestFee),
    guest_fee_percent: quote.guestFeePercent,
    tax: quote.tax ? { name: quote.tax.name, percent: quote.tax.percent, amount: major(quote.tax.amount) } : null,
    total: major(quote.total),
    available: problems.length === 0,
    problems,
    minor: { subtotal: quote.subtotal, addOns: quote.addOns, guestFee: quote.guestFee, tax: quote.tax?.amount ?? 0, total: quote.total },
    /** The whole money.ts quote: what a booking holds, captures, refunds and pays out from. */
    money: quote,
  };
}

/** The booking problem a request may not have, as the API's 409/400 answer. */
export function bookingProblem(problem: string | undefined, minHours: number): ApiError | undefined {
  switch (problem) {
    case undefined:
      return undefined;
    case 'conflict':
      return new ApiError(409, 'conflict', 'The space is already booked for part of that time.');
    case 'min_hours':
      return new ApiError(400, 'min_hours', `This space is booked for at least ${minHours} hours.`, { min_hours: minHours });
    case 'closed':
      return new ApiError(400, 'closed', MESSAGES['availability.closed']);
    case 'paused':
      return new ApiError(409, 'paused', MESSAGES['availability.paused']);
    case 'notice':
      return new ApiError(400, 'notice', MESSAGES['availability.notice']);
    case 'window':
      return new ApiError(400, 'window', MESSAGES['availability.window']);
    case 'buffer':
      return new ApiError(409, 'buffer', MESSAGES['availability.buffer']);
    default:
      return new ApiError(400, 'past', 'Please choose a date that is not in the past.');
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The space's opening hours and the times booked between two dates (at most 62 days), for the booking panel's conflict check. */
export async function spaceCalendar(ctx: AppContext, space: SpaceRow, from: string, to: string) {
  const valid = (d: string) => DAY.test(d) && localStampMinutes(`${d}T00:00:00`) !== undefined;
  const span = ((localStampMinutes(`${to}T00:00:00`) ?? 0) - (localStampMinutes(`${from}T00:00:00`) ?? 0)) / 1440;
  if (!valid(from) || !valid(to) || span < 0 || span > 62)
    throw new ApiError(400, 'validation', 'Please choose dates as YYYY-MM-DD, at most 62 days apart.', {
      issues: [{ field: 'from', message: 'Please choose dates as YYYY-MM-DD, at most 62 days apart.' }],
    });
  const rows = await conflictsOf(ctx, space.id, `${from}T00:00:00`, `${to}T23:59:59`);
  const blocked = await blockedDaysIn(ctx, space.id, `${from}T00:00:00`, `${to}T23:59:59`);
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    space_id: space.id,
    opens_at: space.opensAt,
    closes_at: space.closesAt,
    /** Per weekday in the space's time zone, null when closed (docs/decisions/listing-publish.md). */
    opening_hours: openingHoursJson(spaceWeek(space)),
    time_zone: space.timeZone,
    buffer_minutes: space.bufferMinutes,
    booking_window_days: space.bookingWindowDays,
    notice_hours: space.noticeHours,
    status: space.status,
    min_hours: space.minHours,
    busy: rows
      .map((r) => ({ starts_at: r.startsAt.replace(' ', 'T').slice(0, 19), ends_at: r.endsAt.replace(' ', 'T').slice(0, 19) }))
      .concat(blocked.map((b) => ({ starts_at: `${b.day}T00:00:00`, ends_at: `${dayAfter(b.day)}T00:00:00` })))
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
  };
}

/** The host's own spaces with their state and upcoming requests (`/mylistings`). */
export async function hostListings(ctx: AppContext, hostId: string, origin: string) {
  const rows = await ctx.db
    .select({ space: spaces, blurHash: images.blurHash, width: images.width, height: images.height })
    .from(spaces)
    .innerJoin(images, eq(images.id, spaces.photoId))
    .where(eq(spaces.hostId, hostId))
    .orderBy(asc(spaces.id));
  const pending = rows.length
    ? await ctx.db
        .select({ spaceId: bookings.spaceId, n: sql<number>`count(*)` })
        .from(bookings)
        .where(
          and(
            inArray(
              bookings.spaceId,
              rows.map((r) => r.space.id),
            ),
            eq(bookings.status, 'requested'),
          ),
        )
        .groupBy(bookings.spaceId)
    : [];
  const pendingBySpace = new Map(pending.map((p) => [p.spaceId, Number(p.n)]));
  return {
    data: rows.map((r) => ({
      ...spaceCard(origin, { ...r.space, blurHash: r.blurHash, width: r.width, height: r.height }, { neighbourhood: r.space.neighbourhood }),
      state: 'listed' as const,
      /** 'published' | 'paused' (docs/decisions/listing-publish.md). */
      status: r.space.status as 'published' | 'paused',
      min_hours: r.space.minHours,
      pending_requests: pendingBySpace.get(r.space.id) ?? 0,
    })),
  };
}
