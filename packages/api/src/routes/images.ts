import { AVATAR_LIMITS, MESSAGES } from '@hourspace/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp, { type Metadata, type Sharp } from 'sharp';
import * as v from 'valibot';
import { images } from '../db/schema';
import { ApiError, notFound, validationError } from '../lib/errors';
import { randomToken } from '../lib/tokens';
import { objectBody, parseWith, withKeys } from '../lib/validate';
import { blurHashOf } from '../seed/photos';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { originOf } from '../services/profile';

const uploadError = (message: string, field = 'file'): ApiError => validationError([{ field, message }]);

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

const FetchSchema = v.object({ url: v.pipe(v.string(MESSAGES['avatarUrl.invalid']), v.trim(), v.maxLength(2000, MESSAGES['avatarUrl.invalid']), v.url(MESSAGES['avatarUrl.invalid'])) }, MESSAGES['request.invalid']);

async function download(ctx: AppContext, raw: string, ownHost: string): Promise<Buffer> {
  const url = new URL(raw);
  // Only hosts we trust: fetching any URL a client names would let it probe our network.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (!ctx.config.imageFetchHosts.includes(url.hostname) && url.host !== ownHost)) {
    throw uploadError(MESSAGES['avatarUrl.invalid'], 'url');
  }
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' });
  } catch {
    throw new ApiError(400, 'validation', MESSAGES['avatarUrl.invalid'], { issues: [{ field: 'url', message: MESSAGES['avatarUrl.invalid'] }] });
  }
  if (!response.ok || !response.body) throw uploadError(MESSAGES['avatarUrl.invalid'], 'url');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > AVATAR_LIMITS.maxBytes) throw uploadError(MESSAGES['avatar.fileSize']);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

async function store(ctx: AppContext, ownerId: string, image: ProcessedImage, origin: string) {
  const id = `av_${randomToken(12)}`;
  await ctx.db.insert(images).values({ id, kind: 'avatar', ownerId, mime: image.mime, width: image.size, height: image.size, data: image.data, thumb: image.thumb, blurHash: image.blurHash });
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

function sendImage(reply: FastifyReply, id: string, mime: string, data: Buffer) {
  return reply.type(mime).header('cache-control', 'public, max-age=31536000, immutable').header('etag', `"${id}"`).send(data);
}

export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Avatar upload (multipart, one file): checked, centre-cropped to a square, stored; answers secure_url and a 100x100 URL. */
  app.post('/v1/images', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    if (!request.isMultipart()) throw uploadError(MESSAGES['avatar.required']);
    let file: { buffer: Buffer; filename: string } | undefined;
    let files = 0;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        files++;
        if (files > 1) {
          part.file.resume();
          continue;
        }
        file = { buffer: await part.toBuffer(), filename: part.filename };
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadError(MESSAGES['avatar.fileSize']);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw uploadError(MESSAGES['avatar.tooManyFiles']);
      throw new ApiError(400, 'upload_failed', 'Please try uploading your image again.');
    }
    if (files > 1) throw uploadError(MESSAGES['avatar.tooManyFiles']);
    if (!file) throw uploadError(MESSAGES['avatar.required']);
    const processed = await processAvatar(file.buffer, file.filename);
    return reply.status(201).send(await store(ctx, profile.id, processed, originOf(ctx, request)));
  });

  /** Avatar from a URL (a social provider's picture), with the same checks as an upload. */
  app.post('/v1/images/fetch', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const { url } = parseWith(FetchSchema, withKeys(objectBody(request.body), ['url']));
    const processed = await processAvatar(await download(ctx, url, request.host));
    return reply.status(201).send(await store(ctx, profile.id, processed, originOf(ctx, request)));
  });

  app.get<{ Params: { id: string } }>('/v1/images/:id', async (request, reply) => {
    const id = request.params.id.replace(/\.(webp|jpe?g|png)$/i, '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound('No such image.');
    const [row] = await ctx.db.select({ mime: images.mime, data: images.data }).from(images).where(eq(images.id, id));
    if (!row) throw notFound('No such image.');
    return sendImage(reply, id, row.mime, row.data);
  });

  app.get<{ Params: { id: string } }>('/v1/images/:id/100x100', async (request, reply) => {
    const id = request.params.id;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound('No such image.');
    const [row] = await ctx.db.select({ mime: images.mime, data: images.data, thumb: images.thumb }).from(images).where(eq(images.id, id));
    if (!row) throw notFound('No such image.');
    const thumb = row.thumb ?? (await sharp(row.data).resize(100, 100, { fit: 'cover' }).toBuffer());
    return sendImage(reply, `${id}-100`, row.mime, thumb);
  });
}
