import type { Requester } from '../request';
import { ROUTES, TIMEOUTS, fillPath } from '../routes';
import { CardSchema, type Card } from './get-cards';

/** POST /v2/payments/users/{id}/cards/{token}: saves a card the provider tokenised. */
export async function addCard(request: Requester, id: string, token: string, timeout: number = TIMEOUTS.payments): Promise<Card> {
  return request({
    method: 'POST',
    path: fillPath(ROUTES.paymentCard, { id, token }),
    auth: 'bearer',
    timeout,
    schema: CardSchema,
  });
}
