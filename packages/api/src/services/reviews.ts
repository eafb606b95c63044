import type { BookingReviewBody, ReviewResponseBody } from '@hourspace/validation';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, guestReviews, profiles, reviews, spaces } from '../db/schema';
import { dateOf } from '../lib/clock';
import { ApiError, notFound } from '../lib/errors';
import { queueBookingEmail } from '../mail/booking-emails';
import type { Profile } from './auth';
import { bookingFor, bookingJson, visibleTo } from './bookings';
import type { AppContext } from './context';
import { REVIEW_WINDOW_DAYS, reviewOf, reviewWindow, type ReviewSide } from './review-state';

/** The most reviews each list of `/reviews/about-you` answers (newest first); `total` counts them all. */
const LIST_LIMIT = 50;

type ReviewRow = typeof reviews.$inferSelect;

/** A review of one of the host's spaces, with the host's response. */
function hostReviewJson(row: ReviewRow, space: { id: number; title: string }) {
  return {
    id: row.id,
    space: { id: space.id, title: space.title },
    author_name: row.authorName,
    rating: row.rating,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    host_response: row.hostResponse,
    responded_at: row.respondedAt?.toISOString() ?? null,
  };
}

/**
 * What others wrote about the signed-in person: as a host, the guests' reviews of their
 * spaces (with their responses); as a guest, what hosts wrote about them after a stay.
 */
export async function reviewsAboutMe(ctx: AppContext, profile: Profile) {
  const ofMySpaces = eq(spaces.hostId, profile.id);
  const hostRows = await ctx.db
    .select({ review: reviews, space: { id: spaces.id, title: spaces.title } })
    .from(reviews)
    .innerJoin(spaces, eq(spaces.id, reviews.spaceId))
    .where(ofMySpaces)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(LIST_LIMIT);
  const [hostStats] = await ctx.db
    .select({ total: count(), average: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .innerJoin(spaces, eq(spaces.id, reviews.spaceId))
    .where(ofMySpaces);
  const guestRows = await ctx.db
    .select({ review: guestReviews, spaceTitle: spaces.title })
    .from(guestReviews)
    .leftJoin(spaces, eq(spaces.id, guestReviews.spaceId))
    .where(eq(guestReviews.guestId, profile.id))
    .orderBy(desc(guestReviews.createdAt), desc(guestReviews.id))
    .limit(LIST_LIMIT);
  const [guestStats] = await ctx.db
    .select({ total: count(), average: sql<string | null>`avg(${guestReviews.rating})` })
    .from(guestReviews)
    .where(eq(guestReviews.guestId, profile.id));
  const average = (value: string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
  return {
    as_host: {
      total: Number(hostStats?.total ?? 0),
      average_rating: average(hostStats?.average),
      data: hostRows.map((r) => hostReviewJson(r.review, r.space)),
    },
    as_guest: {
      total: Number(guestStats?.total ?? 0),
      average_rating: average(guestStats?.average),
      data: guestRows.map(({ review, spaceTitle }) => ({
        id: review.id,
        space: review.spaceId !== null && spaceTitle !== null ? { id: review.spaceId, title: spaceTitle } : null,
        author_name: review.authorName,
        rating: review.rating,
        body: review.body,
        created_at: review.createdAt.toISOString(),
      })),
    },
  };
}

/**
 * The host's public response to a review of their space; a second one replaces it. Anyone
 * but the reviewed space's host gets the same 404 as for a review that does not exist.
 */
export async function respondToReview(ctx: AppContext, host: Profile, reviewId: number, body: ReviewResponseBody) {
  const [row] = await ctx.db
    .select({ review: reviews, space: { id: spaces.id, title: spaces.title } })
    .from(reviews)
    .innerJoin(spaces, eq(spaces.id, reviews.spaceId))
    .where(and(eq(reviews.id, reviewId), eq(spaces.hostId, host.id)));
  if (!row) throw notFound('The review does not exist.');
  const [updated] = await ctx.db.update(reviews).set({ hostResponse: body.response, respondedAt: new Date() }).where(eq(reviews.id, reviewId)).returning();
  if (!updated) throw notFound('The review does not exist.');
  // The response shows on the space page.
  await ctx.responseCache.invalidate([`space:${row.space.id}`]);
  return hostReviewJson(updated, row.space);
}

// ---- reviews both ways (docs/decisions/reviews-both-ways.md) ------------------------------

type BookingRow = typeof bookings.$inferSelect;

const DAY_MS = 86_400_000;
/** The furthest ahead of UTC a space's local time can be (Kiribati), as the scheduler reads local ends. */
const MAX_ZONE_AHEAD_MS = 14 * 3_600_000;
const wallStampOf = (date: Date) => date.toISOString().slice(0, 19);

const noBooking = () => notFound('The booking does not exist.');

/** Why a side may not write now, as a 409 (the booking is theirs: a 404 would be untrue). */
function refusal(row: BookingRow, zone: string, now: Date, side: ReviewSide): ApiError | null {
  const { opens, closes } = reviewWindow(row.endsAt, zone);
  if (row.status !== 'confirmed') return new ApiError(409, 'not_reviewable', 'Only a confirmed booking can be reviewed.');
  if (now < opens) return new ApiError(409, 'not_ended', 'The booking can be reviewed once it has ended.');
  if (now >= closes) return new ApiError(409, 'review_window_closed', `Reviews can be written for ${REVIEW_WINDOW_DAYS} days after the booking ends.`);
  if (reviewOf(row, side)) return new ApiError(409, 'already_reviewed', 'You have already reviewed this booking.');
  return null;
}

/** The space's rating and count, the cache the search and the space page read, recomputed from its reviews (seeded ones too). */
async function recomputeSpaceRating(tx: Db, spaceId: number): Promise<void> {
  await tx
    .update(spaces)
    .set({
      rating: sql`coalesce((select round(avg(r.rating)::numeric, 2) from ${reviews} r where r.space_id = ${spaceId}), 0)`,
      reviewCount: sql`(select count(*) from ${reviews} r where r.space_id = ${spaceId})::int`,
    })
    .where(eq(spaces.id, spaceId));
}

/**
 * Publishes a booking's written reviews, once (the update that stamps `reviews_revealed_at` is
 * the guard): the guest's to the space's reviews, the host's to the guest's, and the space's
 * rating recomputed in the same transaction. Answers the space whose page changed, if any.
 */
async function reveal(tx: Db, bookingId: number, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(bookings)
    .set({ reviewsRevealedAt: now })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.reviewsRevealedAt)))
    .returning();
  if (!row) return null;
  const [space] = await tx.select({ hostId: spaces.hostId }).from(spaces).where(eq(spaces.id, row.spaceId));
  const people = await tx
    .select({ id: profiles.id, firstName: profiles.firstName })
    .from(profiles)
    .where(
      inArray(
        profiles.id,
        [row.guestId, space?.hostId].filter((id): id is string => typeof id === 'string'),
      ),
    );
  const nameOf = (id: string | null | undefined) => people.find((p) => p.id === id)?.firstName ?? '';
  const byGuest = reviewOf(row, 'guest');
  const byHost = reviewOf(row, 'host');
  if (byHost && row.guestId) {
    await tx
      .insert(guestReviews)
      .values({
        guestId: row.guestId,
        authorId: space?.hostId ?? null,
        authorName: nameOf(space?.hostId),
        spaceId: row.spaceId,
        rating: byHost.rating,
        body: byHost.text,
        bookingId: row.id,
        createdAt: byHost.at,
      })
      .onConflictDoNothing();
  }
  if (!byGuest) return null;
  await tx
    .insert(reviews)
    .values({ spaceId: row.spaceId, authorId: row.guestId, authorName: nameOf(row.guestId), rating: byGuest.rating, body: byGuest.text, bookingId: row.id, createdAt: byGuest.at })
    .onConflictDoNothing();
  await recomputeSpaceRating(tx, row.spaceId);
  return row.spaceId;
}

/** The columns a side's review is sealed in. */
function sealedColumns(side: ReviewSide, body: BookingReviewBody, now: Date) {
  return side === 'guest'
    ? { guestReviewRating: body.rating, guestReviewBody: body.text, guestReviewedAt: now }
    : { hostReviewRating: body.rating, hostReviewBody: body.text, hostReviewedAt: now };
}

/**
 * `POST /v1/bookings/:booking/review`: the guest reviews the space, the host the guest, once
 * each, within 14 days of the booking's end. The review stays sealed on the booking until the
 * other side has written too (then both are revealed here) or the window closes (the scheduler).
 */
export async function writeBookingReview(ctx: AppContext, profile: Profile, bookingId: number, body: BookingReviewBody) {
  const { booking, space } = await bookingFor(ctx, profile, bookingId);
  const side: ReviewSide = booking.guestId === profile.id ? 'guest' : 'host';
  if (!visibleTo(booking.status, side)) throw noBooking();
  const now = dateOf(ctx.clock);
  const refused = refusal(booking, space.timeZone, now, side);
  if (refused) throw refused;
  const written = isNull(side === 'guest' ? bookings.guestReviewedAt : bookings.hostReviewedAt);
  const changedSpace = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set(sealedColumns(side, body, now))
      .where(and(eq(bookings.id, bookingId), written))
      .returning();
    // Another request of the same side won the race.
    if (!row) throw new ApiError(409, 'already_reviewed', 'You have already reviewed this booking.');
    return reviewOf(row, 'guest') && reviewOf(row, 'host') ? reveal(tx as unknown as Db, row.id, now) : null;
  });
  if (changedSpace !== null) await ctx.responseCache.invalidate([`space:${changedSpace}`]);
  const fresh = await bookingFor(ctx, profile, bookingId);
  return bookingJson(fresh.booking, fresh.space, now, profile.id);
}

/** Confirmed bookings that ended (in their space's zone) and have not yet asked both sides for a review. */
async function requestReviews(ctx: AppContext, now: Date): Promise<void> {
  const rows = await ctx.db
    .select({ id: bookings.id, endsAt: bookings.endsAt, zone: spaces.timeZone })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        isNull(bookings.reviewRequestedAt),
        isNotNull(bookings.guestId),
        lte(bookings.endsAt, wallStampOf(new Date(now.getTime() + MAX_ZONE_AHEAD_MS))),
        gt(bookings.endsAt, wallStampOf(new Date(now.getTime() - (REVIEW_WINDOW_DAYS + 1) * DAY_MS))),
      ),
    )
    .limit(500);
  for (const row of rows) {
    const { opens, closes } = reviewWindow(row.endsAt, row.zone);
    if (opens > now || now >= closes) continue;
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [claimed] = await db
        .update(bookings)
        .set({ reviewRequestedAt: now })
        .where(and(eq(bookings.id, row.id), isNull(bookings.reviewRequestedAt)))
        .returning({ id: bookings.id });
      if (!claimed) return;
      await queueBookingEmail(ctx, db, { kind: 'review-requested', bookingId: row.id, to: 'guest' });
      await queueBookingEmail(ctx, db, { kind: 'review-requested', bookingId: row.id, to: 'host', eventId: 'host' });
    });
  }
}

/** Bookings whose window has closed with one review written: that review is revealed alone. */
async function revealClosed(ctx: AppContext, now: Date): Promise<void> {
  const rows = await ctx.db
    .select({ id: bookings.id, endsAt: bookings.endsAt, zone: spaces.timeZone })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .where(
      and(
        isNull(bookings.reviewsRevealedAt),
        or(isNotNull(bookings.guestReviewedAt), isNotNull(bookings.hostReviewedAt)),
        lte(bookings.endsAt, wallStampOf(new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS + MAX_ZONE_AHEAD_MS))),
      ),
    )
    .limit(500);
  for (const row of rows) {
    if (reviewWindow(row.endsAt, row.zone).closes > now) continue;
    const changedSpace = await ctx.db.transaction((tx) => reveal(tx as unknown as Db, row.id, now));
    if (changedSpace !== null) await ctx.responseCache.invalidate([`space:${changedSpace}`]);
  }
}

/** The scheduler's review job: ask both sides of newly ended bookings for a review, reveal those whose window closed. */
export async function runReviewJobs(ctx: AppContext, now: Date): Promise<void> {
  await requestReviews(ctx, now);
  await revealClosed(ctx, now);
}
