import { CardSchema, DevSocialTokenSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../lib/errors';
import { objectBody, parseWith, queryValue, withKeys } from '../lib/validate';
import { tokenizeCard } from '../services/cards';
import type { AppContext } from '../services/context';
import { findIdentity, mintProviderToken, testIdentities } from '../services/fake-providers';
import { readOutbox } from '../services/outbox';

/** Routes that exist only when the API runs in development mode (the fake providers are in fake-providers.ts). */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Every email and SMS sent to an address or phone number (any written form), newest first, codes included. */
  app.get('/dev/outbox', async (request) => {
    const to = queryValue(request.query, 'to')?.trim();
    if (!to || to.length > 320) throw validationError([{ field: 'to', message: 'Give ?to= an email address or a phone number.' }]);
    return { data: await readOutbox(ctx.db, to) };
  });

  /** The fake providers' test identities. */
  app.get('/dev/identities', async () => ({ data: testIdentities() }));

  /** What a fake provider's sign-in page does, without a browser: a social access token for a test identity. */
  app.post('/dev/social-tokens', async (request, reply) => {
    const body = parseWith(DevSocialTokenSchema, withKeys(objectBody(request.body), ['provider', 'identity']));
    const identity = findIdentity(body.provider, body.identity);
    if (!identity) throw validationError([{ field: 'identity', message: 'No such test identity; see GET /dev/identities.' }]);
    return reply
      .status(201)
      .send({ provider: identity.provider, provider_id: identity.id, social_access_token: await mintProviderToken(ctx, identity, body.stale), expires_in: 3600 });
  });

  /**
   * The local card provider's tokeniser: the card form posts the card here and gets a
   * token; POST /v2/payments/users/{id}/cards/{token} then saves it. The number is
   * never stored, only its brand and last four digits.
   */
  app.post('/dev/cards/tokens', async (request, reply) => {
    const card = parseWith(CardSchema, withKeys(objectBody(request.body), ['name', 'number', 'month', 'year', 'cvv']));
    return reply.status(201).send(await tokenizeCard(ctx, card));
  });
}
