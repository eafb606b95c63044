import type { ReviewResponseBody } from '@hourspace/validation';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { guestReviews, reviews, spaces } from '../db/schema';
import { notFound } from '../lib/errors';
import type { Profile } from './auth';
import type { AppContext } from './context';

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
