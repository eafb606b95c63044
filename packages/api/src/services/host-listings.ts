import { MESSAGES, type ListingUpdate } from '@hourspace/validation';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { bookings, cities, listingDrafts, spaces } from '../db/schema';
import { dateOf } from '../lib/clock';
import { ApiError, notFound, validationError } from '../lib/errors';
import type { Profile } from './auth';
import type { AppContext } from './context';
import { checkActivities, checkPoint, envelopeOf, listingFieldsJson, marketCityOf, placeOf, plainChanges, spaceWeek } from './listing-fields';
import { photosOf, PUBLISHED_PHOTOS_MIN, type PhotoEditRules } from './listing-photos';

/**
 * A host's published listings (docs/decisions/listing-publish.md): read and edit every field
 * with the draft's schemas, pause and resume. Another host's space answers 404, as one that
 * does not exist.
 */

type SpaceRow = typeof spaces.$inferSelect;

/** The host's own space, or a 404. */
export async function ownSpace(ctx: AppContext, owner: Profile, id: number): Promise<SpaceRow> {
  const [row] = await ctx.db
    .select()
    .from(spaces)
    .where(and(eq(spaces.id, id), eq(spaces.hostId, owner.id)));
  if (!row) throw notFound('The space does not exist.');
  return row;
}

/** A published listing as its host edits it: the draft's fields (opening hours always given: the seeded spaces' every day). */
export function listingJson(row: SpaceRow) {
  return {
    id: row.id,
    status: row.status as 'published' | 'paused',
    ...listingFieldsJson({ ...row, weeklyHours: spaceWeek(row) }),
    city_id: row.cityId,
    time_zone: row.timeZone,
    house_rules: row.houseRulesText,
  };
}

/** GET /v1/hosts/me/spaces/:space. */
export async function readListing(ctx: AppContext, owner: Profile, id: number) {
  const row = await ownSpace(ctx, owner, id);
  return { ...listingJson(row), photos: (await photosOf(ctx, 'space', [id])).get(id) ?? [] };
}

/**
 * PUT /v1/hosts/me/spaces/:space: any fields. A new price shows on search and the space page at
 * once (their cached answers are cleared); quotes given and bookings made keep theirs, since a
 * booking holds its own quote. A city may change only within the space's country and time
 * zone: bookings are kept as local times in that zone and priced in its currency.
 */
export async function updateListing(ctx: AppContext, owner: Profile, id: number, body: ListingUpdate) {
  const row = await ownSpace(ctx, owner, id);
  const changes: Partial<typeof spaces.$inferInsert> = plainChanges(body);
  let centre = await placeCentre(ctx, row);
  if (body.place_id !== undefined) {
    const place = placeOf(ctx, body.place_id);
    const market = await marketCityOf(ctx, place);
    if (place.country !== row.country || market.timeZone !== row.timeZone) throw validationError([{ field: 'place_id', message: MESSAGES['listing.placeLocked'] }]);
    Object.assign(changes, { city: place.city, state: place.state, cityId: market.id, neighbourhood: place.city, lat: place.lat, lng: place.lng });
    centre = { lat: place.lat, lng: place.lng };
  }
  if (body.point !== undefined) Object.assign(changes, checkPoint(centre, body.point));
  if (body.activities !== undefined) {
    await checkActivities(ctx, body.activities);
    changes.activities = body.activities;
  }
  if (body.house_rules !== undefined) changes.houseRulesText = body.house_rules;
  if (body.cancellation_policy !== undefined && (STRICTNESS[body.cancellation_policy] ?? 0) > (STRICTNESS[row.cancellationPolicy] ?? 0) && (await hasUpcomingBookings(ctx, row))) {
    throw new ApiError(409, 'policy_locked', MESSAGES['listing.policyLocked'], { issues: [{ field: 'cancellation_policy', message: MESSAGES['listing.policyLocked'] }] });
  }
  if (changes.weeklyHours) Object.assign(changes, envelopeOf(changes.weeklyHours));
  const [updated] = await ctx.db
    .update(spaces)
    .set(changes)
    .where(and(eq(spaces.id, id), eq(spaces.hostId, owner.id)))
    .returning();
  if (!updated) throw notFound('The space does not exist.');
  await ctx.responseCache.invalidate(['spaces', 'availability', `space:${id}`]);
  return listingJson(updated);
}

/** Cancellation policies from the most lenient. */
const STRICTNESS: Record<string, number> = { flexible: 0, moderate: 1, strict: 2 };
/** Bookings still to come that a cancellation could touch (any state but declined, cancelled, expired or failed). */
const LIVE_STATUSES = ['payment_pending', 'requested', 'offered', 'accepted', 'confirmed'];

/**
 * Whether the space has bookings that have not ended. A booking's refund is read from its space's
 * policy when it is cancelled, so a stricter policy would change what a guest already agreed to:
 * it waits for them to end (a more lenient one never hurts a guest and applies at once).
 */
async function hasUpcomingBookings(ctx: AppContext, row: SpaceRow): Promise<boolean> {
  const nowLocal = DateTime.fromJSDate(dateOf(ctx.clock), { zone: row.timeZone }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
  const [live] = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.spaceId, row.id), inArray(bookings.status, LIVE_STATUSES), gt(bookings.endsAt, nowLocal)))
    .limit(1);
  return live !== undefined;
}

/** The centre the pin is checked against: the place its draft named, else its market city's centre. */
async function placeCentre(ctx: AppContext, row: SpaceRow): Promise<{ lat: number; lng: number }> {
  const [draft] = await ctx.db.select({ placeId: listingDrafts.placeId }).from(listingDrafts).where(eq(listingDrafts.spaceId, row.id));
  const place = draft?.placeId ? ctx.gazetteer.get(draft.placeId) : undefined;
  if (place) return { lat: place.lat, lng: place.lng };
  const [city] = await ctx.db.select({ lat: cities.lat, lng: cities.lng }).from(cities).where(eq(cities.id, row.cityId));
  return city ?? { lat: row.lat, lng: row.lng };
}

/** POST …/pause and …/resume: out of search and closed to new requests, or back; existing bookings are kept. */
export async function setListingStatus(ctx: AppContext, owner: Profile, id: number, status: 'published' | 'paused') {
  await ownSpace(ctx, owner, id);
  const [updated] = await ctx.db
    .update(spaces)
    .set({ status })
    .where(and(eq(spaces.id, id), eq(spaces.hostId, owner.id)))
    .returning();
  if (!updated) throw notFound('The space does not exist.');
  await ctx.responseCache.invalidate(['spaces', `space:${id}`]);
  return { id, status: updated.status as 'published' | 'paused' };
}

/**
 * The rules of a host's published space's photos (docs/decisions/listing-photos.md): another
 * host's space is a 404; a space keeps at least the photos it needed to go live.
 */
export async function spacePhotoRules(ctx: AppContext, owner: Profile, id: number): Promise<PhotoEditRules> {
  await ownSpace(ctx, owner, id);
  return { owner: { kind: 'space', id }, check: () => undefined, keepAtLeast: PUBLISHED_PHOTOS_MIN };
}

/** After a published space's photos changed: search's and the space page's cached answers are cleared (docs/decisions/api-response-cache.md). */
export async function spacePhotosChanged(ctx: AppContext, id: number): Promise<void> {
  await ctx.responseCache.invalidate(['spaces', 'hosts', `space:${id}`]);
}
