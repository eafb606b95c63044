import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, TIMEOUTS, fillPath } from '../routes';
import { CardSchema, type Card } from './get-cards';

/** A SetupIntent the page confirms with Stripe.js (`stripe.confirmCardSetup(client_secret, …)`). */
export const CardSetupSchema = v.looseObject({
  id: v.pipe(v.string(), v.regex(/^seti_/)),
  client_secret: v.pipe(v.string(), v.minLength(1)),
});
export type CardSetup = v.InferOutput<typeof CardSetupSchema>;

/**
 * POST /v2/payments/users/{id}/cards/setup: a SetupIntent for the person's provider customer
 * (docs/decisions/payments-provider.md). The card itself goes from Stripe.js's frame to the
 * provider; our API never sees it.
 */
export async function setupCard(request: Requester, id: string, timeout: number = TIMEOUTS.payments): Promise<CardSetup> {
  return request({ method: 'POST', path: fillPath(ROUTES.paymentCardSetup, { id }), auth: 'bearer', timeout, json: {}, schema: CardSetupSchema });
}

/**
 * POST /v2/payments/users/{id}/cards/{token}: saves the card of a confirmed SetupIntent (its
 * `seti_…` id as the token); the API reads it back from the provider and keeps brand, last 4
 * and expiry.
 */
export async function saveCard(request: Requester, id: string, token: string, timeout: number = TIMEOUTS.payments): Promise<Card> {
  return request({
    method: 'POST',
    path: fillPath(ROUTES.paymentCard, { id, token }),
    auth: 'bearer',
    timeout,
    schema: CardSchema,
  });
}
