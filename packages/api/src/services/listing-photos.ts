import { LISTING_LIMITS, MESSAGES } from '@hourspace/validation';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { images, listingDraftPhotos, listingDrafts, profiles, spacePhotos, spaces } from '../db/schema';
import { ApiError, notFound, validationError } from '../lib/errors';
import { blurHashOf } from '../lib/images';
import { randomToken } from '../lib/tokens';
import { parseWith } from '../lib/validate';
import type { Profile } from './auth';
import type { AppContext } from './context';
import { absoluteUrl } from './profile';

/**
 * What an uploaded listing photo must be and what is made of it (docs/decisions/listing-photos.md).
 * The numbers are the ones the `listing.photo.*` messages state.
 */
export const LISTING_PHOTO_LIMITS = {
  /** 15 MB: a full-resolution photo from a phone or a camera's JPEG. */
  maxBytes: 15_000_000,
  /** A decoded photo larger than this is refused before it is decoded (a decompression bomb guard). */
  maxPixels: 100_000_000,
  /** The long and short sides, after EXIF rotation: 1024x683 is 3:2 at the space page's width. */
  minLongSide: 1024,
  minShortSide: 683,
  /** Photos a draft or a space may hold. */
  maxPhotos: 50,
  altMax: 200,
} as const;

/**
 * The widths kept of each photo (never enlarged): 640 is a search card's and the seeded photos'
 * width, 1280 the space page's gallery on a wide or a dense screen, 1920 the full-screen dialog.
 * `/v1/images/:id` serves SERVED_WIDTH; `/v1/images/:id/w/:width` any of them.
 */
export const PHOTO_WIDTHS = [640, 1280, 1920] as const;
export const SERVED_WIDTH = 1280;

/** A photo as draft and listing answers give it; `id` is its image id. */
export interface PhotoJson {
  id: string;
  url: string;
  blurHash: string;
  width: number;
  height: number;
  alt: string | null;
}

/** One size of a processed photo. */
interface PhotoSize {
  width: number;
  height: number;
  data: Buffer;
}

/** A photo checked and resized, ready to store. */
export interface ProcessedPhoto {
  sizes: PhotoSize[];
  blurHash: string;
}

const refuse = (key: keyof typeof MESSAGES, field = 'file'): ApiError => validationError([{ field, message: MESSAGES[key] }]);

/**
 * Checks an uploaded photo (its type read from the bytes: JPEG, PNG or WebP; at most 15 MB and
 * 100 megapixels; at least 1024x683 either way round), turns it upright by its EXIF orientation,
 * drops its metadata (a phone's GPS position among it), and makes each of PHOTO_WIDTHS as a
 * progressive JPEG and a BlurHash of the smallest.
 */
export async function processListingPhoto(buffer: Buffer): Promise<ProcessedPhoto> {
  if (buffer.length === 0) throw refuse('listing.photo.required');
  if (buffer.length > LISTING_PHOTO_LIMITS.maxBytes) throw refuse('listing.photo.fileSize');
  const options = { limitInputPixels: LISTING_PHOTO_LIMITS.maxPixels };
  let meta: Metadata;
  try {
    meta = await sharp(buffer, options).metadata();
  } catch {
    throw refuse('listing.photo.fileType');
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png' && meta.format !== 'webp') throw refuse('listing.photo.fileType');
  if (!meta.width || !meta.height) throw refuse('listing.photo.fileType');
  if (meta.width * meta.height > LISTING_PHOTO_LIMITS.maxPixels) throw refuse('listing.photo.pixels');
  // EXIF orientations 5-8 swap width and height once the photo is turned upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (Math.max(width, height) < LISTING_PHOTO_LIMITS.minLongSide || Math.min(width, height) < LISTING_PHOTO_LIMITS.minShortSide) throw refuse('listing.photo.tooSmall');
  try {
    // Decoded once (JPEG shrinks on load), turned upright, flattened (JPEG has no transparency)
    // and brought down to the largest size as raw pixels; every size is encoded from those.
    const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
    const { data: pixels, info } = await sharp(buffer, options)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const sizes = await Promise.all(
      PHOTO_WIDTHS.map(async (target) => {
        const { data, info: size } = await sharp(pixels, raw)
          .resize({ width: target, withoutEnlargement: true })
          .jpeg({ quality: 80, mozjpeg: true, progressive: true })
          .toBuffer({ resolveWithObject: true });
        return { width: size.width, height: size.height, data };
      }),
    );
    return { sizes, blurHash: await blurHashOf((sizes[0] as PhotoSize).data) };
  } catch {
    // Bytes that pass the header check but cannot be decoded (a truncated file).
    throw refuse('listing.photo.fileType');
  }
}

/** The object store key of one size of a stored photo. */
export const photoObjectKey = (storageKey: string, width: number): string => `${storageKey}/${width}.jpg`;

/** Stored photos' answers: they never change under their id, so any cache may keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Puts every size in the object store and the photo's row in `images`; answers its image id. */
export async function storeListingPhoto(ctx: AppContext, ownerId: string, photo: ProcessedPhoto): Promise<{ id: string; width: number; height: number }> {
  const id = `ph_${randomToken(12)}`;
  const storageKey = `listing-photos/${id}`;
  const keys = photo.sizes.map((_, i) => photoObjectKey(storageKey, PHOTO_WIDTHS[i] as number));
  const served = photo.sizes[PHOTO_WIDTHS.indexOf(SERVED_WIDTH)] as PhotoSize;
  try {
    await Promise.all(photo.sizes.map((size, i) => ctx.storage.put(keys[i] as string, size.data, { contentType: 'image/jpeg', cacheControl: IMMUTABLE })));
    await ctx.db
      .insert(images)
      .values({ id, kind: 'listing_photo', ownerId, mime: 'image/jpeg', width: served.width, height: served.height, data: null, storageKey, blurHash: photo.blurHash });
  } catch (error) {
    await ctx.storage.remove(keys).catch(() => undefined);
    throw error;
  }
  return { id, width: served.width, height: served.height };
}

/**
 * Removes uploaded photos nothing refers to any more (no draft, no space, no cover, no avatar): their
 * rows, then their objects. Seeded and avatar images (no storage key) are never removed here.
 */
export async function removeUnusedPhotos(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const unused = await ctx.db
    .select({ id: images.id, storageKey: images.storageKey })
    .from(images)
    .where(
      and(
        inArray(images.id, ids),
        sql`${images.storageKey} is not null`,
        sql`not exists (select 1 from ${listingDraftPhotos} where ${listingDraftPhotos.imageId} = ${images.id})`,
        sql`not exists (select 1 from ${spacePhotos} where ${spacePhotos.imageId} = ${images.id})`,
        sql`not exists (select 1 from ${spaces} where ${spaces.photoId} = ${images.id})`,
        // A host may have made one of their photos their avatar (PUT /v1/profiles/me avatar_url).
        sql`not exists (select 1 from ${profiles} where ${profiles.avatarId} = ${images.id})`,
      ),
    );
  if (unused.length === 0) return;
  await ctx.db.delete(images).where(
    inArray(
      images.id,
      unused.map((u) => u.id),
    ),
  );
  await ctx.storage.remove(unused.flatMap((u) => PHOTO_WIDTHS.map((w) => photoObjectKey(u.storageKey as string, w))));
}

// ---- a draft's or a space's photos, in order -------------------------------------------------

/** Whose photos: a draft's (`listing_draft_photos`) or a published space's (`space_photos`). */
export type PhotoOwner = { kind: 'draft'; id: number } | { kind: 'space'; id: number };

interface PhotoRow {
  imageId: string;
  alt: string | null;
}

/** The owner's photo rows in order. */
async function photoRows(db: Db, owner: PhotoOwner): Promise<PhotoRow[]> {
  if (owner.kind === 'draft')
    return db
      .select({ imageId: listingDraftPhotos.imageId, alt: listingDraftPhotos.alt })
      .from(listingDraftPhotos)
      .where(eq(listingDraftPhotos.draftId, owner.id))
      .orderBy(asc(listingDraftPhotos.position));
  return db.select({ imageId: spacePhotos.imageId, alt: spacePhotos.alt }).from(spacePhotos).where(eq(spacePhotos.spaceId, owner.id)).orderBy(asc(spacePhotos.position));
}

/**
 * Writes the owner's photos as `rows`, positions 0…n-1 (the first is the cover). Deleted and
 * inserted again in one statement each: positions are the primary key, so moving them one by
 * one would collide. A space's `photo_id` follows its first photo.
 */
async function writePhotoRows(db: Db, owner: PhotoOwner, rows: PhotoRow[]): Promise<void> {
  if (owner.kind === 'draft') {
    await db.delete(listingDraftPhotos).where(eq(listingDraftPhotos.draftId, owner.id));
    if (rows.length > 0) await db.insert(listingDraftPhotos).values(rows.map((r, position) => ({ draftId: owner.id, position, imageId: r.imageId, alt: r.alt })));
    await db.update(listingDrafts).set({ updatedAt: new Date() }).where(eq(listingDrafts.id, owner.id));
    return;
  }
  await db.delete(spacePhotos).where(eq(spacePhotos.spaceId, owner.id));
  if (rows.length > 0) await db.insert(spacePhotos).values(rows.map((r, position) => ({ spaceId: owner.id, position, imageId: r.imageId, alt: r.alt })));
  if (rows[0]) await db.update(spaces).set({ photoId: rows[0].imageId }).where(eq(spaces.id, owner.id));
}

/** Locks the owner's row for the rest of the transaction: uploads to one listing at once take positions one after another. */
async function lockOwner(db: Db, owner: PhotoOwner): Promise<{ status: string } | undefined> {
  if (owner.kind === 'draft') {
    const [row] = await db.select({ status: listingDrafts.status }).from(listingDrafts).where(eq(listingDrafts.id, owner.id)).for('update');
    return row;
  }
  const [row] = await db.select({ status: spaces.status }).from(spaces).where(eq(spaces.id, owner.id)).for('update');
  return row;
}

/** The photos of drafts or spaces in order, as answers give them. */
export async function photosOf(ctx: AppContext, kind: PhotoOwner['kind'], ids: number[]): Promise<Map<number, PhotoJson[]>> {
  const byOwner = new Map<number, PhotoJson[]>();
  if (ids.length === 0) return byOwner;
  const table = kind === 'draft' ? listingDraftPhotos : spacePhotos;
  const ownerColumn = kind === 'draft' ? listingDraftPhotos.draftId : spacePhotos.spaceId;
  const rows = await ctx.db
    .select({ owner: ownerColumn, id: images.id, alt: table.alt, blurHash: images.blurHash, width: images.width, height: images.height })
    .from(table)
    .innerJoin(images, eq(images.id, table.imageId))
    .where(inArray(ownerColumn, ids))
    .orderBy(asc(ownerColumn), asc(table.position));
  for (const r of rows) {
    const list = byOwner.get(r.owner) ?? [];
    list.push(photoJson(ctx, r));
    byOwner.set(r.owner, list);
  }
  return byOwner;
}

/** One photo's answer. */
export function photoJson(ctx: AppContext, r: { id: string; alt: string | null; blurHash: string; width: number; height: number }): PhotoJson {
  return { id: r.id, url: absoluteUrl(ctx.config.publicUrl, `/v1/images/${r.id}`) ?? '', blurHash: r.blurHash, width: r.width, height: r.height, alt: r.alt };
}

/** How one kind of listing's photos may change: whose they are, which states refuse a change, how few may stay. */
export interface PhotoEditRules {
  owner: PhotoOwner;
  /** Refuses the change (throws) for this state of the locked row: a published draft is 409. */
  check(state: { status: string }): void;
  /** The fewest photos the listing may keep (0 for a draft; a published space keeps LISTING_LIMITS.photosMin). */
  keepAtLeast: number;
}

/** The owner's photo rows, its row locked for the transaction and its rules checked (404 for one that is gone). */
async function lockedPhotoRows(db: Db, rules: PhotoEditRules) {
  const state = await lockOwner(db, rules.owner);
  if (!state) throw notFound(rules.owner.kind === 'draft' ? 'The draft does not exist.' : 'The space does not exist.');
  rules.check(state);
  return photoRows(db, rules.owner);
}

/**
 * Adds a processed photo at the end of the owner's photos (the first one is the cover), in one
 * transaction with the owner's row locked. A photo stored for a listing that meanwhile went
 * away or became unchangeable is removed again.
 */
export async function addPhoto(ctx: AppContext, profile: Profile, rules: PhotoEditRules, photo: ProcessedPhoto): Promise<PhotoJson> {
  const stored = await storeListingPhoto(ctx, profile.id, photo);
  try {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const rows = await lockedPhotoRows(db, rules);
      if (rows.length >= LISTING_PHOTO_LIMITS.maxPhotos) throw new ApiError(409, 'too_many_photos', MESSAGES['listing.photos.tooMany']);
      await writePhotoRows(db, rules.owner, [...rows, { imageId: stored.id, alt: null }]);
    });
  } catch (error) {
    await removeUnusedPhotos(ctx, [stored.id]).catch(() => undefined);
    throw error;
  }
  return photoJson(ctx, { id: stored.id, alt: null, blurHash: photo.blurHash, width: stored.width, height: stored.height });
}

const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PhotoIdSchema = v.pipe(v.string(MESSAGES['request.invalid']), v.regex(PHOTO_ID, MESSAGES['request.invalid']));

/** PUT …/photos: every photo id in the new order, and alt texts by photo id (empty removes one). */
export const PhotoArrangementSchema = v.strictObject(
  {
    order: v.pipe(v.array(PhotoIdSchema, MESSAGES['listing.photos.order']), v.maxLength(LISTING_PHOTO_LIMITS.maxPhotos, MESSAGES['listing.photos.order'])),
    alt: v.optional(
      v.pipe(
        v.record(
          PhotoIdSchema,
          v.pipe(v.string(MESSAGES['listing.photo.altTooLong']), v.trim(), v.maxLength(LISTING_PHOTO_LIMITS.altMax, MESSAGES['listing.photo.altTooLong'])),
          MESSAGES['request.invalid'],
        ),
        v.check((alt) => Object.keys(alt).length <= LISTING_PHOTO_LIMITS.maxPhotos, MESSAGES['request.invalid']),
      ),
    ),
  },
  MESSAGES['request.invalid'],
);
export type PhotoArrangement = v.InferOutput<typeof PhotoArrangementSchema>;

/** Parses a PUT …/photos body. */
export const parseArrangement = (body: unknown): PhotoArrangement => parseWith(PhotoArrangementSchema, body);

/** The ids sorted, to compare two lists as multisets (development's seeded photos may repeat in a draft). */
const sorted = (ids: string[]): string[] => [...ids].sort();

/**
 * Reorders the owner's photos and sets alt texts. `order` must name each of its photos exactly
 * once (400 `listing.photos.order` otherwise); an alt text for a photo it does not have is the
 * same 400. A photo given no alt keeps its own.
 */
export async function arrangePhotos(ctx: AppContext, rules: PhotoEditRules, body: PhotoArrangement): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const rows = await lockedPhotoRows(db, rules);
    const have = sorted(rows.map((r) => r.imageId));
    const want = sorted(body.order);
    if (have.length !== want.length || have.some((id, i) => id !== want[i])) throw validationError([{ field: 'order', message: MESSAGES['listing.photos.order'] }]);
    const alt = body.alt ?? {};
    const unknown = Object.keys(alt).find((id) => !have.includes(id));
    if (unknown !== undefined) throw validationError([{ field: `alt.${unknown}`, message: MESSAGES['listing.photos.order'] }]);
    // A repeated id (development's seeded photos) takes its rows' alt texts in their old order.
    const pool = new Map<string, (string | null)[]>();
    for (const r of rows) pool.set(r.imageId, [...(pool.get(r.imageId) ?? []), r.alt]);
    const next = body.order.map((imageId) => {
      const own = pool.get(imageId)?.shift() ?? null;
      const given = alt[imageId];
      return { imageId, alt: given === undefined ? own : given === '' ? null : given };
    });
    await writePhotoRows(db, rules.owner, next);
  });
}

/** Removes one photo of the owner's (its first row with that id); the image goes too once nothing refers to it. */
export async function removePhoto(ctx: AppContext, rules: PhotoEditRules, photoId: string): Promise<void> {
  if (!PHOTO_ID.test(photoId)) throw validationError([{ field: 'photo', message: MESSAGES['request.invalid'] }]);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const rows = await lockedPhotoRows(db, rules);
    const at = rows.findIndex((r) => r.imageId === photoId);
    if (at < 0) throw notFound('The photo does not exist.');
    if (rows.length - 1 < rules.keepAtLeast) throw new ApiError(409, 'photos_needed', MESSAGES['listing.photos.keepMin'], { need: rules.keepAtLeast });
    await writePhotoRows(
      db,
      rules.owner,
      rows.filter((_, i) => i !== at),
    );
  });
  await removeUnusedPhotos(ctx, [photoId]);
}

/** The fewest photos a published space keeps (what it needed to go live). */
export const PUBLISHED_PHOTOS_MIN = LISTING_LIMITS.photosMin;
