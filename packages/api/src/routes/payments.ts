import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../lib/errors';
import { requireUser, type Profile } from '../services/auth';
import { listCards, saveCard, startCardSetup } from '../services/cards';
import type { AppContext } from '../services/context';
import { applyEvent } from '../payments/webhooks';

/** Resolves the {id} of a payments path (SSOid or account_id) and insists it is the caller. */
async function owner(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>): Promise<Profile> {
  const { profile } = await requireUser(ctx, request);
  const id = request.params.id;
  if (id !== profile.id && id !== String(profile.accountId)) throw forbidden('You can only see your own payment details.');
  return profile;
}

/** Saved cards and the provider's webhooks; the payouts' routes are in payouts.ts. */
export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  type P = { Params: { id: string } };

  app.get<P>('/v2/payments/users/:id/cards', async (request) => {
    const profile = await owner(ctx, request);
    return listCards(ctx, profile.id);
  });

  /** A card set-up (SetupIntent) for the caller's provider customer: the page confirms it in the provider's card frame. */
  app.post<P>('/v2/payments/users/:id/cards/setup', async (request, reply) => {
    const profile = await owner(ctx, request);
    return reply.status(201).send(await startCardSetup(ctx, profile));
  });

  /**
   * Saves the card of a succeeded set-up (`token` is its `seti_…` id), read back from the
   * provider: 201 with the new card, 200 with the same card when that set-up was saved before.
   */
  app.post<{ Params: { id: string; token: string } }>('/v2/payments/users/:id/cards/:token', async (request, reply) => {
    const profile = await owner(ctx, request);
    const { card, created } = await saveCard(ctx, profile, request.params.token);
    return reply.status(created ? 201 : 200).send(card);
  });

  webhookRoutes(app, ctx);
}

/** How much a provider event may weigh (Stripe's are a few kilobytes; an account with its lists stays well under). */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const invalidSignature = () => new ApiError(400, 'invalid_signature', 'The webhook signature is missing, wrong or older than 300 seconds.');

/**
 * `POST /v1/payments/webhooks`: the provider's events, signed (Stripe-Signature) over the raw
 * body, which is why this route has a scope of its own that keeps the body as bytes. No other
 * authentication: the signature is it. Each event is applied once, in order per object
 * (payments/webhooks.ts); the answer goes before any follow-up work.
 */
function webhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post('/v1/payments/webhooks', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (!Buffer.isBuffer(body) || typeof signature !== 'string') throw invalidSignature();
      let event;
      try {
        event = ctx.payments.verifyWebhook(body, signature);
      } catch {
        throw invalidSignature();
      }
      const { outcome, followUp } = await applyEvent(ctx, event);
      await reply.status(200).send({ received: true, outcome });
      if (followUp) followUp().catch((error: unknown) => request.log.error({ err: error, event: event.id }, 'provider event follow-up failed'));
    });
  });
}
