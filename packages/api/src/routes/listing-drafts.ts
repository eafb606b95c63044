import { ListingDraftCreateSchema, ListingDraftUpdateSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../lib/params';
import { objectBody, parseWith } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { createDraft, deleteDraft, draftChecklist, listDrafts, publishDraft, readDraft, updateDraft } from '../services/listing-drafts';

export function listingDraftRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** `/app/ps` step 1: a new draft of a space (title, activity types, city as a place id, capacity). */
  app.post('/v1/listings/drafts', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const body = parseWith(ListingDraftCreateSchema, objectBody(request.body));
    return reply.status(201).send(await createDraft(ctx, profile, body));
  });

  /** The signed-in person's drafts not yet published, newest change first (to continue one, or list it as 'Draft' on /mylistings). */
  app.get('/v1/listings/drafts', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return listDrafts(ctx, profile);
  });

  /** One draft, for its owner only. */
  app.get('/v1/listings/drafts/:draft', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return readDraft(ctx, profile, idParam(request.params, 'draft'));
  });

  /** Saves a step of the owner's draft, or submits it once complete. */
  app.put('/v1/listings/drafts/:draft', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'draft');
    return updateDraft(ctx, profile, id, parseWith(ListingDraftUpdateSchema, objectBody(request.body)));
  });

  /** Deletes the owner's draft that is not published (204). */
  app.delete('/v1/listings/drafts/:draft', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    await deleteDraft(ctx, profile, idParam(request.params, 'draft'));
    return reply.status(204).send();
  });

  /** What is missing before the draft may go live, in order (docs/decisions/listing-publish.md). */
  app.get('/v1/listings/drafts/:draft/checklist', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return draftChecklist(ctx, profile, idParam(request.params, 'draft'));
  });

  /** Publishes the draft as a space (201), or 409 with the checklist's items. */
  app.post('/v1/listings/drafts/:draft/publish', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    return reply.status(201).send(await publishDraft(ctx, profile, idParam(request.params, 'draft')));
  });
}
