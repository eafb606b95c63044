import { CardSchema, MESSAGES } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { FAKE_IDENTITIES, findIdentity } from '../content/identities';
import { cardTokens } from '../db/schema';
import { validationError } from '../lib/errors';
import { randomToken } from '../lib/tokens';
import { objectBody, parseWith, queryValue, withKeys } from '../lib/validate';
import type { AppContext } from '../services/context';
import { readOutbox } from '../services/outbox';
import { fakeProviderRoutes, mintProviderToken } from './fake-providers';

/** The brand of a card number by its leading digits. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

const MintSchema = v.object(
  {
    provider: v.picklist(['google', 'apple', 'facebook'], MESSAGES['social.provider']),
    identity: v.pipe(v.string(MESSAGES['request.invalid']), v.maxLength(100, MESSAGES['request.invalid'])),
    stale: v.optional(v.boolean(MESSAGES['request.invalid']), false),
  },
  MESSAGES['request.invalid'],
);

/** Routes that exist only when the API runs in development mode. */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Every email and SMS sent to an address or phone number (any written form), newest first, codes included. */
  app.get('/dev/outbox', async (request) => {
    const to = queryValue(request.query, 'to')?.trim();
    if (!to || to.length > 320) throw validationError([{ field: 'to', message: 'Give ?to= an email address or a phone number.' }]);
    return { data: await readOutbox(ctx.db, to) };
  });

  /** The fake providers' test identities. */
  app.get('/dev/identities', async () => ({ data: FAKE_IDENTITIES }));

  /** What a fake provider's sign-in page does, without a browser: a social access token for a test identity. */
  app.post('/dev/social-tokens', async (request, reply) => {
    const body = parseWith(MintSchema, withKeys(objectBody(request.body), ['provider', 'identity']));
    const identity = findIdentity(body.provider, body.identity);
    if (!identity) throw validationError([{ field: 'identity', message: 'No such test identity; see GET /dev/identities.' }]);
    return reply.status(201).send({ provider: identity.provider, provider_id: identity.id, social_access_token: await mintProviderToken(ctx, identity, body.stale), expires_in: 3600 });
  });

  /**
   * The local card provider's tokeniser: the card form posts the card here and gets a
   * token; POST /v2/payments/users/{id}/cards/{token} then saves it. The number is
   * never stored, only its brand and last four digits.
   */
  app.post('/dev/cards/tokens', async (request, reply) => {
    const card = parseWith(CardSchema, withKeys(objectBody(request.body), ['name', 'number', 'month', 'year', 'cvv']));
    const token = `tok_${randomToken(18)}`;
    await ctx.db.insert(cardTokens).values({ token, brand: cardBrand(card.number), last4: card.number.slice(-4), expMonth: Number(card.month), expYear: Number(card.year), name: card.name });
    return reply.status(201).send({ id: token, card: { brand: cardBrand(card.number), last4: card.number.slice(-4), exp_month: Number(card.month), exp_year: Number(card.year) } });
  });

  fakeProviderRoutes(app, ctx);
}
