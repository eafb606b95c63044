import { AVATAR_LIMITS, MESSAGES } from '@hourspace/validation';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { images } from '../db/schema';
import { type ApiError, validationError } from '../lib/errors';
import { blurHashOf } from '../lib/images';
import { randomToken } from '../lib/tokens';
import type { AppContext } from './context';
import { fetchImageBytes, IMAGE_FETCH_LIMITS, ImageFetchRefused } from './image-fetch';
import { PHOTO_WIDTHS, photoObjectKey, SERVED_WIDTH } from './listing-photos';

export const uploadError = (message: string, field = 'file'): ApiError => validationError([{ field, message }]);

/** The stored square image and its 100x100 version. */
export interface ProcessedImage {
  data: Buffer;
  thumb: Buffer;
  mime: 'image/jpeg' | 'image/png';
  size: number;
  blurHash: string;
}

/**
 * Checks an avatar the way spec §5 says (jpg/jpeg/png, at most 8,000,000 bytes and
 * 1000x1000 pixels), then crops the centre square and makes the 100x100 version.
 * The type is read from the bytes, not trusted from the name or header.
 */
export async function processAvatar(buffer: Buffer, filename?: string): Promise<ProcessedImage> {
  if (buffer.length === 0) throw uploadError(MESSAGES['avatar.required']);
  if (buffer.length > AVATAR_LIMITS.maxBytes) throw uploadError(MESSAGES['avatar.fileSize']);
  const ext = filename && filename.includes('.') ? filename.split('.').pop()?.toLowerCase() : undefined;
  if (ext !== undefined && !(AVATAR_LIMITS.extensions as readonly string[]).includes(ext)) throw uploadError(MESSAGES['avatar.fileType']);
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw uploadError(MESSAGES['avatar.fileType']);
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw uploadError(MESSAGES['avatar.fileType']);
  if (!meta.width || !meta.height) throw uploadError(MESSAGES['avatar.fileType']);
  // EXIF orientations 5-8 swap width and height once the photo is turned upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (width > AVATAR_LIMITS.maxWidth || height > AVATAR_LIMITS.maxHeight) throw uploadError(MESSAGES['avatar.dimensions']);
  const side = Math.min(width, height);
  try {
    const upright = await sharp(buffer).rotate().toBuffer();
    const square = sharp(upright).extract({ left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), width: side, height: side });
    const encode = (s: Sharp) => (meta.format === 'png' ? s.png({ compressionLevel: 8 }) : s.jpeg({ quality: 88, mozjpeg: true }));
    const data = await encode(square.clone()).toBuffer();
    const thumb = await encode(square.clone().resize(AVATAR_LIMITS.displaySize, AVATAR_LIMITS.displaySize)).toBuffer();
    return { data, thumb, mime: meta.format === 'png' ? 'image/png' : 'image/jpeg', size: side, blurHash: await blurHashOf(thumb) };
  } catch {
    throw uploadError(MESSAGES['avatar.fileType']);
  }
}

/**
 * Downloads an avatar URL (see image-fetch.ts for the SSRF rules) and processes it like an
 * upload. Every refusal, fetch failure and unusable image answers the same 400, so the
 * answer tells a caller nothing about hosts, ports or addresses it cannot reach.
 */
export async function fetchAvatar(ctx: AppContext, url: string, log: { info(o: object, m: string): void }): Promise<ProcessedImage> {
  try {
    return await processAvatar(await fetchImageBytes(url, ctx.config, { ...IMAGE_FETCH_LIMITS, maxBytes: AVATAR_LIMITS.maxBytes }, ctx.clock));
  } catch (error) {
    log.info({ reason: error instanceof ImageFetchRefused ? error.reason : (error as Error).message }, 'image fetch refused');
    throw uploadError(MESSAGES['avatarUrl.invalid'], 'url');
  }
}

/** Stores a processed avatar for its owner; answers the upload response with URLs on `origin`. */
export async function storeAvatar(ctx: AppContext, ownerId: string, image: ProcessedImage, origin: string) {
  const id = `av_${randomToken(12)}`;
  await ctx.db
    .insert(images)
    .values({ id, kind: 'avatar', ownerId, mime: image.mime, width: image.size, height: image.size, data: image.data, thumb: image.thumb, blurHash: image.blurHash });
  const secure = `${origin}/v1/images/${id}`;
  return {
    public_id: id,
    secure_url: secure,
    url: secure,
    avatar_url: `${secure}/100x100`,
    thumbnail_url: `${secure}/100x100`,
    width: image.size,
    height: image.size,
    format: image.mime === 'image/png' ? 'png' : 'jpg',
    bytes: image.data.length,
    blurHash: image.blurHash,
  };
}

const IMAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A stored image's bytes, or undefined for an id that is malformed or unknown: from its row, or
 * for an uploaded listing photo from the object store, at `width` (one of PHOTO_WIDTHS) or the
 * served width (docs/decisions/listing-photos.md). Images kept in their row have one size.
 */
export async function readImage(ctx: AppContext, id: string, width?: number): Promise<{ mime: string; data: Buffer } | undefined> {
  if (!IMAGE_ID.test(id)) return undefined;
  const [row] = await ctx.db.select({ mime: images.mime, data: images.data, storageKey: images.storageKey }).from(images).where(eq(images.id, id));
  if (!row) return undefined;
  if (row.data) return { mime: row.mime, data: row.data };
  if (!row.storageKey) return undefined;
  const stored = await ctx.storage.get(photoObjectKey(row.storageKey, width ?? SERVED_WIDTH));
  return stored && { mime: stored.contentType, data: stored.body };
}

/** A stored image's 100x100 version (made on the fly for images stored without one). */
export async function readThumbnail(ctx: AppContext, id: string): Promise<{ mime: string; data: Buffer } | undefined> {
  if (!IMAGE_ID.test(id)) return undefined;
  const [row] = await ctx.db.select({ mime: images.mime, data: images.data, thumb: images.thumb, storageKey: images.storageKey }).from(images).where(eq(images.id, id));
  if (!row) return undefined;
  if (row.thumb) return { mime: row.mime, data: row.thumb };
  const source = row.data ?? (row.storageKey ? (await ctx.storage.get(photoObjectKey(row.storageKey, PHOTO_WIDTHS[0])))?.body : undefined);
  if (!source) return undefined;
  return { mime: row.data ? row.mime : 'image/jpeg', data: await sharp(source).resize(100, 100, { fit: 'cover' }).toBuffer() };
}
