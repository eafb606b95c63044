import { MESSAGES, type ListingDraftCreate, type ListingDraftUpdate } from '@hourspace/validation';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { CURRENCY, MARKET_COUNTRIES, type MarketCountry } from '../config/currencies';
import { activities, listingDrafts } from '../db/schema';
import { ApiError, notFound, validationError } from '../lib/errors';
import type { Profile } from './auth';
import type { AppContext } from './context';

/** The most drafts one person may keep (a guard against filling the table, not a product rule). */
export const MAX_DRAFTS = 20;

type DraftRow = typeof listingDrafts.$inferSelect;

/** Which steps of `/app/ps` a draft has saved. */
function stepsOf(row: DraftRow) {
  return {
    basics: row.title !== null && row.activities.length > 0 && row.placeId !== null && row.capacity !== null,
    price: row.hourlyPrice !== null && row.minHours !== null,
    description: row.description !== null,
  };
}

/** A draft as its owner reads it (price in major units of `currency`). */
export function draftJson(row: DraftRow) {
  const steps = stepsOf(row);
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    activities: row.activities,
    place_id: row.placeId,
    city: row.city,
    state: row.state,
    country: row.country,
    capacity: row.capacity,
    hourly_price: row.hourlyPrice === null ? null : row.hourlyPrice / 100,
    currency: row.currency,
    min_hours: row.minHours,
    description: row.description,
    steps,
    complete: steps.basics && steps.price && steps.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const isMarket = (country: string): country is MarketCountry => (MARKET_COUNTRIES as readonly string[]).includes(country);

/** The gazetteer place a draft names (the hero search's predictions), in a country the marketplace serves. */
function placeOf(ctx: AppContext, placeId: string) {
  const place = ctx.gazetteer.get(placeId);
  if (!place) throw validationError([{ field: 'place_id', message: MESSAGES['location.required'] }]);
  if (!isMarket(place.country)) throw validationError([{ field: 'place_id', message: MESSAGES['search.unknownLocation'] }]);
  return { placeId: place.placeId, city: place.name, state: place.state, country: place.country, lat: place.lat, lng: place.lng, currency: CURRENCY[place.country] };
}

/** Every id must be an activity of the catalogue. */
async function checkActivities(ctx: AppContext, ids: string[]): Promise<void> {
  const known = await ctx.db.select({ id: activities.id }).from(activities).where(inArray(activities.id, ids));
  if (known.length !== ids.length) throw validationError([{ field: 'activities', message: MESSAGES['search.unknownActivity'] }]);
}

/** The first step of `/app/ps`: a new draft with title, activity types, city and capacity. */
export async function createDraft(ctx: AppContext, owner: Profile, body: ListingDraftCreate) {
  const place = placeOf(ctx, body.place_id);
  await checkActivities(ctx, body.activities);
  const [held] = await ctx.db.select({ n: count() }).from(listingDrafts).where(eq(listingDrafts.profileId, owner.id));
  if (Number(held?.n ?? 0) >= MAX_DRAFTS) throw new ApiError(409, 'too_many_drafts', `You can keep at most ${MAX_DRAFTS} spaces in progress. Please finish one first.`);
  const [row] = await ctx.db
    .insert(listingDrafts)
    .values({ profileId: owner.id, title: body.title, activities: body.activities, capacity: body.capacity, ...place })
    .returning();
  if (!row) throw new Error('draft insert returned nothing');
  return draftJson(row);
}

/** The person's drafts, the one touched last first. */
export async function listDrafts(ctx: AppContext, owner: Profile) {
  const rows = await ctx.db.select().from(listingDrafts).where(eq(listingDrafts.profileId, owner.id)).orderBy(desc(listingDrafts.updatedAt), desc(listingDrafts.id));
  return { data: rows.map(draftJson) };
}

/** One of the person's drafts; anyone else's (or none) is a 404. */
export async function draftOf(ctx: AppContext, owner: Profile, id: number): Promise<DraftRow> {
  const [row] = await ctx.db
    .select()
    .from(listingDrafts)
    .where(and(eq(listingDrafts.id, id), eq(listingDrafts.profileId, owner.id)));
  if (!row) throw notFound('The draft does not exist.');
  return row;
}

/** Saves a step (any fields) of the person's draft; `status: 'submitted'` only once every step is saved. */
export async function updateDraft(ctx: AppContext, owner: Profile, id: number, body: ListingDraftUpdate) {
  const row = await draftOf(ctx, owner, id);
  const changes: Partial<typeof listingDrafts.$inferInsert> = { updatedAt: new Date() };
  if (body.place_id !== undefined) Object.assign(changes, placeOf(ctx, body.place_id));
  if (body.activities !== undefined) {
    await checkActivities(ctx, body.activities);
    changes.activities = body.activities;
  }
  if (body.title !== undefined) changes.title = body.title;
  if (body.capacity !== undefined) changes.capacity = body.capacity;
  if (body.hourly_price !== undefined) changes.hourlyPrice = Math.round(body.hourly_price * 100);
  if (body.min_hours !== undefined) changes.minHours = body.min_hours;
  if (body.description !== undefined) changes.description = body.description;
  if (body.status !== undefined) {
    const next = { ...row, ...changes } as DraftRow;
    if (body.status === 'submitted' && !draftJson(next).complete) throw validationError([{ field: 'status', message: MESSAGES['listing.incomplete'] }]);
    changes.status = body.status;
  }
  const [updated] = await ctx.db
    .update(listingDrafts)
    .set(changes)
    .where(and(eq(listingDrafts.id, id), eq(listingDrafts.profileId, owner.id)))
    .returning();
  if (!updated) throw notFound('The draft does not exist.');
  return draftJson(updated);
}
