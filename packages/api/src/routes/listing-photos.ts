import { MESSAGES } from '@hourspace/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../lib/errors';
import { idParam } from '../lib/params';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { spacePhotoRules, spacePhotosChanged } from '../services/host-listings';
import { draftPhotoRules, readDraft } from '../services/listing-drafts';
import { addPhoto, arrangePhotos, LISTING_PHOTO_LIMITS, parseArrangement, photosOf, processListingPhoto, removePhoto } from '../services/listing-photos';

const refuse = (key: keyof typeof MESSAGES) => validationError([{ field: 'file', message: MESSAGES[key] }]);

/**
 * The one photo file of a multipart upload (field name free), at most LISTING_PHOTO_LIMITS.maxBytes:
 * one photo a request, so the page shows each photo's progress and retries only the one that
 * failed (docs/decisions/listing-photos.md).
 */
async function onePhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse('listing.photo.required');
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LISTING_PHOTO_LIMITS.maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('listing.photo.fileSize');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw refuse('listing.photo.tooManyFiles');
    throw new ApiError(400, 'upload_failed', 'Please try uploading your photo again.');
  }
  if (!file) throw refuse('listing.photo.required');
  return file;
}

/** Photo id from the path, as the services check it. */
const photoParam = (params: unknown): string => String((params as Record<string, unknown> | undefined)?.photo ?? '');

export function listingPhotoRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Uploads one photo to the owner's draft (multipart, one file): 201 with `{ id, url, blurHash, width, height, alt }`; the first is the cover. */
  app.post('/v1/listings/drafts/:draft/photos', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const rules = await draftPhotoRules(ctx, profile, idParam(request.params, 'draft'));
    const photo = await processListingPhoto(await onePhoto(request));
    return reply.status(201).send(await addPhoto(ctx, profile, rules, photo));
  });

  /** Reorders the draft's photos (`order`: each photo id once) and sets alt texts (`alt`: by photo id); answers the draft. */
  app.put('/v1/listings/drafts/:draft/photos', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'draft');
    const rules = await draftPhotoRules(ctx, profile, id);
    await arrangePhotos(ctx, rules, parseArrangement(request.body));
    return readDraft(ctx, profile, id);
  });

  /** Removes one of the draft's photos; answers the draft (the next photo becomes the cover when the first goes). */
  app.delete('/v1/listings/drafts/:draft/photos/:photo', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'draft');
    const rules = await draftPhotoRules(ctx, profile, id);
    await removePhoto(ctx, rules, photoParam(request.params));
    return readDraft(ctx, profile, id);
  });

  /** Adds a photo to the host's published space, at the end. */
  app.post('/v1/hosts/me/spaces/:space/photos', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'space');
    const rules = await spacePhotoRules(ctx, profile, id);
    const photo = await processListingPhoto(await onePhoto(request));
    const answer = await addPhoto(ctx, profile, rules, photo);
    await spacePhotosChanged(ctx, id);
    return reply.status(201).send(answer);
  });

  /** Reorders the space's photos and sets alt texts, as for a draft; answers `{ photos }`. */
  app.put('/v1/hosts/me/spaces/:space/photos', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'space');
    const rules = await spacePhotoRules(ctx, profile, id);
    await arrangePhotos(ctx, rules, parseArrangement(request.body));
    await spacePhotosChanged(ctx, id);
    return { photos: (await photosOf(ctx, 'space', [id])).get(id) ?? [] };
  });

  /** Removes one of the space's photos; answers `{ photos }`. A space keeps at least 5 (409 `photos_needed`). */
  app.delete('/v1/hosts/me/spaces/:space/photos/:photo', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'space');
    const rules = await spacePhotoRules(ctx, profile, id);
    await removePhoto(ctx, rules, photoParam(request.params));
    await spacePhotosChanged(ctx, id);
    return { photos: (await photosOf(ctx, 'space', [id])).get(id) ?? [] };
  });
}
