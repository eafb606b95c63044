import { LISTING_LIMITS, MESSAGES, type ListingDraftCreate, type ListingDraftUpdate } from '@hourspace/validation';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listingDraftPhotos, listingDrafts, profiles, spacePhotos, spaces } from '../db/schema';
import { ApiError, notFound, validationError } from '../lib/errors';
import type { Profile } from './auth';
import type { AppContext } from './context';
import { checkActivities, checkPoint, envelopeOf, listingFieldsJson, marketCityOf, placeOf, plainChanges } from './listing-fields';
import { bankReady } from './payments';
import { photosOf, type PhotoEditRules, type PhotoJson } from './listing-photos';

/** The most drafts one person may keep (a guard against filling the table, not a product rule). */
export const MAX_DRAFTS = 20;

type DraftRow = typeof listingDrafts.$inferSelect;

/** Which steps of `/app/ps` a draft has saved (LISTING_STEPS of @hourspace/validation, in order). */
function stepsOf(row: DraftRow) {
  return {
    basics: row.title !== null && row.activities.length > 0 && row.placeId !== null && row.capacity !== null,
    space: row.spaceType !== null && row.size !== null && row.sizeUnit !== null,
    location: row.street !== null && row.lat !== null && row.lng !== null,
    price: row.hourlyPrice !== null && row.minHours !== null,
    availability: row.weeklyHours !== null,
    description: row.description !== null,
    rules: row.cancellationPolicy !== null,
  };
}
type Steps = ReturnType<typeof stepsOf>;

/** The drafts' photos in order, as the space page gives photos, with their alt texts. */
const draftPhotos = (ctx: AppContext, draftIds: number[]) => photosOf(ctx, 'draft', draftIds);

/** A draft as its owner reads it (money in major units of `currency` and in minor units). */
export function draftJson(row: DraftRow, photos: PhotoJson[] = []) {
  const steps = stepsOf(row);
  return {
    id: row.id,
    status: row.status,
    place_id: row.placeId,
    ...listingFieldsJson(row),
    pinned: row.pinned,
    house_rules: row.houseRules,
    photos,
    space_id: row.spaceId,
    steps,
    complete: Object.values(steps).every(Boolean),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One draft with its photos. */
async function draftAnswer(ctx: AppContext, row: DraftRow) {
  return draftJson(row, (await draftPhotos(ctx, [row.id])).get(row.id) ?? []);
}

/** The first step of `/app/ps`: a new draft with title, activity types, city and capacity; the pin starts at the city's centre. */
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

/** The person's drafts not yet published, the one touched last first. */
export async function listDrafts(ctx: AppContext, owner: Profile) {
  const rows = await ctx.db
    .select()
    .from(listingDrafts)
    .where(and(eq(listingDrafts.profileId, owner.id), ne(listingDrafts.status, 'published')))
    .orderBy(desc(listingDrafts.updatedAt), desc(listingDrafts.id));
  const photos = await draftPhotos(
    ctx,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => draftJson(r, photos.get(r.id) ?? [])) };
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

/** A draft read by its owner, with photos. */
export async function readDraft(ctx: AppContext, owner: Profile, id: number) {
  return draftAnswer(ctx, await draftOf(ctx, owner, id));
}

const publishedError = () => new ApiError(409, 'published', MESSAGES['listing.published']);

/** Saves a step (any fields) of the person's draft; `status: 'submitted'` only once the basics, price and description are saved. */
export async function updateDraft(ctx: AppContext, owner: Profile, id: number, body: ListingDraftUpdate) {
  const row = await draftOf(ctx, owner, id);
  if (row.status === 'published') throw publishedError();
  const { status, ...fields } = body;
  const changes: Partial<typeof listingDrafts.$inferInsert> = { updatedAt: new Date(), ...plainChanges(fields) };
  let centre = row.placeId ? { lat: placeOf(ctx, row.placeId).lat, lng: placeOf(ctx, row.placeId).lng } : undefined;
  if (fields.place_id !== undefined) {
    const place = placeOf(ctx, fields.place_id);
    // A new city moves the pin to its centre unless the same save places it.
    Object.assign(changes, place, { pinned: false });
    centre = { lat: place.lat, lng: place.lng };
  }
  if (fields.point !== undefined) {
    if (!centre) throw validationError([{ field: 'place_id', message: MESSAGES['location.required'] }]);
    Object.assign(changes, checkPoint(centre, fields.point), { pinned: true });
  }
  if (fields.activities !== undefined) {
    await checkActivities(ctx, fields.activities);
    changes.activities = fields.activities;
  }
  if (fields.house_rules !== undefined) changes.houseRules = fields.house_rules;
  if (status !== undefined) {
    const next = { ...row, ...changes } as DraftRow;
    // 'submitted' is today's wizard's Finish: its three steps (docs/decisions/listing-publish.md); going live is publish's checklist.
    const steps = stepsOf(next);
    if (status === 'submitted' && !(steps.basics && steps.price && steps.description)) throw validationError([{ field: 'status', message: MESSAGES['listing.incomplete'] }]);
    changes.status = status;
  }
  const [updated] = await ctx.db
    .update(listingDrafts)
    .set(changes)
    .where(and(eq(listingDrafts.id, id), eq(listingDrafts.profileId, owner.id)))
    .returning();
  if (!updated) throw notFound('The draft does not exist.');
  return draftAnswer(ctx, updated);
}

/** Deletes the person's draft that is not published (a published one is the space: pause it instead). */
export async function deleteDraft(ctx: AppContext, owner: Profile, id: number): Promise<void> {
  const row = await draftOf(ctx, owner, id);
  if (row.status === 'published') throw publishedError();
  await ctx.db.delete(listingDrafts).where(and(eq(listingDrafts.id, id), eq(listingDrafts.profileId, owner.id)));
}

// ---- go-live checklist and publishing ----------------------------------------------------

/** A missing item of the go-live checklist: a stable code the front end links from, and its message. */
export interface ChecklistItem {
  code: string;
  message: string;
  /** The `/app/ps` step to open, for `step_*` codes. */
  step?: keyof Steps;
  /** For `photos`: how many the draft has and needs. */
  have?: number;
  need?: number;
}

const STEP_MESSAGES: Record<keyof Steps, string> = {
  basics: MESSAGES['listing.checklist.stepBasics'],
  space: MESSAGES['listing.checklist.stepSpace'],
  location: MESSAGES['listing.checklist.stepLocation'],
  price: MESSAGES['listing.checklist.stepPrice'],
  availability: MESSAGES['listing.checklist.stepAvailability'],
  description: MESSAGES['listing.checklist.stepDescription'],
  rules: MESSAGES['listing.checklist.stepRules'],
};

/**
 * What is missing before the draft may go live, in order (docs/decisions/listing-publish.md):
 * email verified, phone verified, each step of `/app/ps` incomplete, at least 5 photos, payouts
 * ready at the payment provider (what GET …/bank/ready answers). Empty when it may go live.
 */
export async function checklistOf(ctx: AppContext, owner: Profile, row: DraftRow): Promise<ChecklistItem[]> {
  const items: ChecklistItem[] = [];
  if (!owner.emailVerified) items.push({ code: 'email_unverified', message: MESSAGES['listing.checklist.emailUnverified'] });
  if (!owner.phoneVerified) items.push({ code: 'phone_unverified', message: MESSAGES['listing.checklist.phoneUnverified'] });
  const steps = stepsOf(row);
  for (const step of Object.keys(steps) as (keyof Steps)[]) if (!steps[step]) items.push({ code: `step_${step}`, step, message: STEP_MESSAGES[step] });
  const [photos] = await ctx.db.select({ n: count() }).from(listingDraftPhotos).where(eq(listingDraftPhotos.draftId, row.id));
  const have = Number(photos?.n ?? 0);
  if (have < LISTING_LIMITS.photosMin) items.push({ code: 'photos', message: MESSAGES['listing.checklist.photos'], have, need: LISTING_LIMITS.photosMin });
  if (!(await bankReady(ctx, owner.id)).ready) items.push({ code: 'payouts', message: MESSAGES['listing.checklist.payouts'] });
  return items;
}

/** GET …/checklist: the draft's missing items. */
export async function draftChecklist(ctx: AppContext, owner: Profile, id: number) {
  const row = await draftOf(ctx, owner, id);
  if (row.status === 'published') return { draft_id: row.id, space_id: row.spaceId, ready: true, items: [] };
  const items = await checklistOf(ctx, owner, row);
  return { draft_id: row.id, space_id: null, ready: items.length === 0, items };
}

/**
 * Publishes the draft: refused with 409 and the checklist while anything is missing; otherwise,
 * in one transaction, the `spaces` row (with the city's time zone and the draft's photos), the
 * draft marked published with its space, the owner a host; then search's and the space page's
 * cached answers are cleared in every process (docs/decisions/api-response-cache.md).
 */
export async function publishDraft(ctx: AppContext, owner: Profile, id: number) {
  const row = await draftOf(ctx, owner, id);
  if (row.status === 'published') throw publishedError();
  const [fresh] = await ctx.db.select().from(profiles).where(eq(profiles.id, owner.id));
  const items = await checklistOf(ctx, fresh ?? owner, row);
  if (items.length > 0) throw new ApiError(409, 'not_ready', MESSAGES['listing.notReady'], { items });
  const place = placeOf(ctx, row.placeId as string);
  const market = await marketCityOf(ctx, place);
  const spaceId = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // The row again under a lock: a second publish waits and then finds it published.
    const [locked] = await db.select().from(listingDrafts).where(eq(listingDrafts.id, id)).for('update');
    if (!locked || locked.status === 'published') throw publishedError();
    const photos = await db.select().from(listingDraftPhotos).where(eq(listingDraftPhotos.draftId, id)).orderBy(asc(listingDraftPhotos.position));
    const cover = photos[0];
    if (!cover || !locked.weeklyHours) throw new ApiError(409, 'not_ready', MESSAGES['listing.notReady'], { items });
    const [space] = await db
      .insert(spaces)
      .values({
        title: locked.title as string,
        description: locked.description as string,
        cityId: market.id,
        city: place.city,
        state: place.state,
        country: place.country,
        lat: locked.lat as number,
        lng: locked.lng as number,
        capacity: locked.capacity as number,
        hourlyPrice: locked.hourlyPrice as number,
        currency: place.currency,
        rating: 0,
        reviewCount: 0,
        instantBook: locked.instantBook,
        activities: locked.activities,
        photoId: cover.imageId,
        hostId: owner.id,
        ...envelopeOf(locked.weeklyHours),
        neighbourhood: place.city,
        minHours: locked.minHours as number,
        cancellationPolicy: locked.cancellationPolicy as string,
        timeZone: market.timeZone,
        status: 'published',
        spaceType: locked.spaceType,
        street: locked.street as string,
        size: locked.size,
        sizeUnit: locked.sizeUnit,
        cleaningFee: locked.cleaningFee,
        longDiscountPercent: locked.longDiscountPercent,
        weeklyHours: locked.weeklyHours,
        bufferMinutes: locked.bufferMinutes,
        bookingWindowDays: locked.bookingWindowDays,
        noticeHours: locked.noticeHours,
        houseRulesText: locked.houseRules,
      })
      .returning({ id: spaces.id });
    if (!space) throw new Error('the space was not inserted');
    await db.insert(spacePhotos).values(photos.map((p, i) => ({ spaceId: space.id, position: i, imageId: p.imageId, alt: p.alt })));
    await db.update(listingDrafts).set({ status: 'published', spaceId: space.id, updatedAt: new Date() }).where(eq(listingDrafts.id, id));
    await db.update(profiles).set({ isHost: true }).where(eq(profiles.id, owner.id));
    return space.id;
  });
  await ctx.responseCache.invalidate(['spaces', 'hosts', `space:${spaceId}`]);
  return { space_id: spaceId, draft: await draftAnswer(ctx, (await draftOf(ctx, owner, id)) as DraftRow) };
}

/**
 * Development only (POST /dev/listings/drafts/:draft/photos): gives the draft `count` of the
 * seeded space photos at once, for tests and e2e journeys that are not about photos; hosts
 * upload theirs (docs/decisions/listing-photos.md).
 */
export async function attachDemoPhotos(ctx: AppContext, owner: Profile, id: number, wanted: number) {
  const row = await draftOf(ctx, owner, id);
  if (row.status === 'published') throw publishedError();
  const seeded = await ctx.db.select({ imageId: spacePhotos.imageId }).from(spacePhotos).orderBy(asc(spacePhotos.spaceId), asc(spacePhotos.position)).limit(wanted);
  const [last] = await ctx.db.select({ n: count() }).from(listingDraftPhotos).where(eq(listingDraftPhotos.draftId, id));
  const start = Number(last?.n ?? 0);
  if (seeded.length > 0) await ctx.db.insert(listingDraftPhotos).values(seeded.map((p, i) => ({ draftId: id, position: start + i, imageId: p.imageId })));
  return draftAnswer(ctx, row);
}

/**
 * The rules of the owner's draft's photos (docs/decisions/listing-photos.md): anyone else's
 * draft is a 404, a published one a 409 (its photos are the space's now: edit them there).
 */
export async function draftPhotoRules(ctx: AppContext, owner: Profile, id: number): Promise<PhotoEditRules> {
  const row = await draftOf(ctx, owner, id);
  if (row.status === 'published') throw publishedError();
  return {
    owner: { kind: 'draft', id },
    check: (state) => {
      if (state.status === 'published') throw publishedError();
    },
    keepAtLeast: 0,
  };
}
