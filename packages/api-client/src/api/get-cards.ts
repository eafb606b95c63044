import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, TIMEOUTS } from '../routes';
import { getUserPayments } from './user-payments';

/** A saved card; the number never leaves the card provider. */
export const CardSchema = v.looseObject({
  id: v.string(),
  brand: v.nullish(v.string()),
  last4: v.nullish(v.string()),
  exp_month: v.nullish(v.number()),
  exp_year: v.nullish(v.number()),
  name: v.nullish(v.string()),
});
export type Card = v.InferOutput<typeof CardSchema>;
export const CardListSchema = v.looseObject({ data: v.array(CardSchema) });

/** GET /v2/payments/users/{id}/cards with the access token; 10 s timeout. */
export async function getCards(request: Requester, id: string, timeout: number = TIMEOUTS.payments): Promise<Card[]> {
  const list = await getUserPayments(request, ROUTES.paymentCards, id, CardListSchema, timeout);
  return list.data;
}
