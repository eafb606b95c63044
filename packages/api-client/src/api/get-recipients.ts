import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, TIMEOUTS } from '../routes';
import { getUserPayments } from './user-payments';

/** A bank account payouts go to; only the last 4 digits travel. */
export const RecipientSchema = v.looseObject({
  id: v.string(),
  country: v.nullish(v.string()),
  currency: v.nullish(v.string()),
  account_holder_name: v.nullish(v.string()),
  last4: v.nullish(v.string()),
  default_for_currency: v.nullish(v.boolean()),
});
export type Recipient = v.InferOutput<typeof RecipientSchema>;
export const RecipientListSchema = v.looseObject({ data: v.array(RecipientSchema) });

/** GET /v2/payments/users/{id}/recipients with the access token; 10 s timeout. */
export async function getRecipients(request: Requester, id: string, timeout: number = TIMEOUTS.payments): Promise<Recipient[]> {
  const list = await getUserPayments(request, ROUTES.paymentRecipients, id, RecipientListSchema, timeout);
  return list.data;
}
