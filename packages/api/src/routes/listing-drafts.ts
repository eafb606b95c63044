import { ListingDraftCreateSchema, ListingDraftUpdateSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../lib/params';
import { objectBody, parseWith } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { createDraft, draftJson, draftOf, listDrafts, updateDraft } from '../services/listing-drafts';

export function listingDraftRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** `/app/ps` step 1: a new draft of a space (title, activity types, city as a place id, capacity). */
  app.post('/v1/listings/drafts', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const body = parseWith(ListingDraftCreateSchema, objectBody(request.body));
    return reply.status(201).send(await createDraft(ctx, profile, body));
  });

  /** The signed-in person's drafts, newest change first (to continue one, or list it as 'Draft' on /mylistings). */
  app.get('/v1/listings/drafts', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return listDrafts(ctx, profile);
  });

  /** One draft, for its owner only. */
  app.get('/v1/listings/drafts/:draft', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return draftJson(await draftOf(ctx, profile, idParam(request.params, 'draft')));
  });

  /** Saves a step of the owner's draft, or submits it once complete. */
  app.put('/v1/listings/drafts/:draft', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'draft');
    return updateDraft(ctx, profile, id, parseWith(ListingDraftUpdateSchema, objectBody(request.body)));
  });
}
