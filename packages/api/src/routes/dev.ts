import { DevSocialTokenSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError, validationError } from '../lib/errors';
import { objectBody, parseWith, queryValue, withKeys } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { createDemoSpace } from '../services/demo-spaces';
import { findIdentity, mintSocialToken, testIdentities } from '../services/fake-providers';
import { readOutbox } from '../services/outbox';
import { idParam } from '../lib/params';
import { attachDemoPhotos } from '../services/listing-drafts';

/** POST /dev/spaces's optional terms: instant book and the cancellation policy of the copy. */
const DemoSpaceTermsSchema = v.object({
  instant_book: v.optional(v.boolean('instant_book must be true or false.')),
  cancellation_policy: v.optional(v.picklist(['flexible', 'moderate', 'strict'], 'cancellation_policy must be flexible, moderate or strict.')),
});

/** POST /dev/listings/drafts/:draft/photos: how many seeded photos to add. */
const DevDraftPhotosSchema = v.object({
  count: v.optional(
    v.pipe(
      v.number('count must be a whole number from 1 to 20.'),
      v.integer('count must be a whole number from 1 to 20.'),
      v.minValue(1, 'count must be a whole number from 1 to 20.'),
      v.maxValue(20, 'count must be a whole number from 1 to 20.'),
    ),
    5,
  ),
});

/** Routes that exist only when the API runs in development mode (the fake providers are in fake-providers.ts). */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Every email and SMS sent to an address or phone number (any written form), newest first,
   * codes and links picked out: what the local mailbox received, after sending whatever the
   * queue has due, so a code asked for a moment ago is listed (docs/decisions/mail-and-sms.md).
   */
  app.get('/dev/outbox', async (request) => {
    const to = queryValue(request.query, 'to')?.trim();
    if (!to || to.length > 320) throw validationError([{ field: 'to', message: 'Give ?to= an email address or a phone number.' }]);
    const { mailboxUrl, siteUrl } = ctx.config.messaging;
    if (!mailboxUrl) throw new ApiError(503, 'Service Unavailable', 'MAILBOX_URL is not set: there is no local mailbox to read.');
    await ctx.mail.drain();
    return { data: await readOutbox(mailboxUrl, siteUrl, to) };
  });

  /** The fake providers' test identities. */
  app.get('/dev/identities', async () => ({ data: testIdentities() }));

  /** What a fake provider's sign-in does, without a browser: a social access token for a test identity (see mintSocialToken). */
  app.post('/dev/social-tokens', async (request, reply) => {
    const body = parseWith(DevSocialTokenSchema, withKeys(objectBody(request.body), ['provider', 'identity']));
    const identity = findIdentity(body.provider, body.identity);
    if (!identity) throw validationError([{ field: 'identity', message: 'No such test identity; see GET /dev/identities.' }]);
    const minted = await mintSocialToken(ctx, identity, body.stale);
    // An Apple code is good only in the browser it was issued to: the caller gets that browser's binding cookie.
    if (minted.cookie) void reply.header('set-cookie', minted.cookie);
    return reply.status(201).send({ provider: identity.provider, provider_id: identity.id, social_access_token: minted.token, expires_in: 3600 });
  });

  /**
   * A new space for the signed-in user, who becomes its host: a copy of a demo space with its
   * first reviews (see createDemoSpace). The e2e specs make their own hosts and spaces with it.
   */
  app.post('/dev/spaces', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const terms = parseWith(DemoSpaceTermsSchema, withKeys(objectBody(request.body ?? {}), ['instant_book', 'cancellation_policy']));
    return reply.status(201).send(await createDemoSpace(ctx, profile.id, { instantBook: terms.instant_book, cancellationPolicy: terms.cancellation_policy }));
  });

  /**
   * Development only: gives the signed-in user's draft `count` (1 to 20) of the seeded space
   * photos, since photo upload is not built yet (docs/decisions/listing-publish.md).
   */
  app.post('/dev/listings/drafts/:draft/photos', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const { count } = parseWith(DevDraftPhotosSchema, withKeys(objectBody(request.body ?? {}), ['count']));
    return reply.status(201).send(await attachDemoPhotos(ctx, profile, idParam(request.params, 'draft'), count));
  });
}
