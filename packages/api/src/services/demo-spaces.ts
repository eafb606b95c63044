import { asc, eq } from 'drizzle-orm';
import { profiles, reviews, spacePhotos, spaces } from '../db/schema';
import { notFound } from '../lib/errors';
import { randomToken } from '../lib/tokens';
import type { AppContext } from './context';

/** The city whose first reviewed demo space is copied. */
const TEMPLATE_CITY = 'new-york';

/** A copy's hours, whatever the demo space's: open 08:00 to 22:00, one hour at least, so the specs' 10:00 to 13:00 is bookable. */
const BOOKABLE_HOURS = { opensAt: 8 * 60, closesAt: 22 * 60, minHours: 1 };

/** How many of the demo space's reviews a copy gets (no host response on any). */
const COPIED_REVIEWS = 3;

/** What POST /dev/spaces may set on the copy (the checkout journeys need instant book and a given policy). */
export interface DemoSpaceTerms {
  /** Whether a request 24 h or more ahead is confirmed at once (docs/decisions/checkout-flow.md); off unless asked. */
  instantBook?: boolean;
  /** The cancellation policy; the template's unless asked. */
  cancellationPolicy?: 'flexible' | 'moderate' | 'strict';
}

/**
 * A new space for `hostId`, copied from New York's first demo space with reviews: its details and
 * photos, a title of its own, and its first reviews without the host's responses. The caller
 * becomes a host. Development only (POST /dev/spaces): e2e specs make their own hosts and
 * spaces, so none changes a demo account (docs/decisions/e2e-test-data.md).
 */
export async function createDemoSpace(ctx: AppContext, hostId: string, terms: DemoSpaceTerms = {}): Promise<{ id: number; title: string }> {
  const withReviews = (city?: string) =>
    ctx.db
      .select({ spaceId: reviews.spaceId })
      .from(reviews)
      .innerJoin(spaces, eq(spaces.id, reviews.spaceId))
      .where(city ? eq(spaces.cityId, city) : undefined)
      .orderBy(asc(reviews.spaceId))
      .limit(1);
  // New York's first (priced in dollars, as the /us/ pages the specs use show it), else any.
  const [first] = (await withReviews(TEMPLATE_CITY)).concat(await withReviews());
  if (!first) throw notFound('There is no demo space with reviews to copy.');
  return ctx.db.transaction(async (tx) => {
    const [template] = await tx.select().from(spaces).where(eq(spaces.id, first.spaceId));
    if (!template) throw notFound('There is no demo space with reviews to copy.');
    const { id: _id, createdAt: _createdAt, ...fields } = template;
    const title = `${template.title} ${randomToken(4).toLowerCase()}`;
    const [space] = await tx
      .insert(spaces)
      .values({ ...fields, title, hostId, ...BOOKABLE_HOURS, instantBook: terms.instantBook ?? false, cancellationPolicy: terms.cancellationPolicy ?? fields.cancellationPolicy })
      .returning({ id: spaces.id, title: spaces.title });
    if (!space) throw new Error('the space copy was not inserted');
    const photos = await tx.select().from(spacePhotos).where(eq(spacePhotos.spaceId, template.id));
    if (photos.length > 0) await tx.insert(spacePhotos).values(photos.map((p) => ({ ...p, spaceId: space.id })));
    const kept = await tx.select().from(reviews).where(eq(reviews.spaceId, template.id)).orderBy(asc(reviews.id)).limit(COPIED_REVIEWS);
    if (kept.length > 0) {
      await tx.insert(reviews).values(kept.map(({ id: _review, createdAt, ...review }) => ({ ...review, createdAt, spaceId: space.id, hostResponse: null, respondedAt: null })));
    }
    await tx.update(profiles).set({ isHost: true }).where(eq(profiles.id, hostId));
    return space;
  });
}
