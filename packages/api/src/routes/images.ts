import { AvatarFetchSchema, MESSAGES } from '@hourspace/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, notFound } from '../lib/errors';
import { objectBody, parseWith, withKeys } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { PHOTO_WIDTHS } from '../services/listing-photos';
import { fetchAvatar, processAvatar, readImage, readThumbnail, storeAvatar, uploadError } from '../services/images';

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
    return reply.status(201).send(await storeAvatar(ctx, profile.id, processed, ctx.config.publicUrl));
  });

  /** Avatar from a URL (a social provider's picture), with the same checks as an upload. */
  app.post('/v1/images/fetch', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const { url } = parseWith(AvatarFetchSchema, withKeys(objectBody(request.body), ['url']));
    const processed = await fetchAvatar(ctx, url, request.log);
    return reply.status(201).send(await storeAvatar(ctx, profile.id, processed, ctx.config.publicUrl));
  });

  app.get<{ Params: { id: string } }>('/v1/images/:id', async (request, reply) => {
    const id = request.params.id.replace(/\.(webp|jpe?g|png)$/i, '');
    const image = await readImage(ctx, id);
    if (!image) throw notFound('No such image.');
    return sendImage(reply, id, image.mime, image.data);
  });

  /** One size of an uploaded listing photo (PHOTO_WIDTHS: 640, 1280, 1920); an image kept in its row has one size, served for any. */
  app.get<{ Params: { id: string; width: string } }>('/v1/images/:id/w/:width', async (request, reply) => {
    const id = request.params.id;
    const width = Number(request.params.width);
    if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) throw notFound('No such image size.');
    const image = await readImage(ctx, id, width);
    if (!image) throw notFound('No such image.');
    return sendImage(reply, `${id}-w${width}`, image.mime, image.data);
  });

  app.get<{ Params: { id: string } }>('/v1/images/:id/100x100', async (request, reply) => {
    const id = request.params.id;
    const thumb = await readThumbnail(ctx, id);
    if (!thumb) throw notFound('No such image.');
    return sendImage(reply, `${id}-100`, thumb.mime, thumb.data);
  });
}
