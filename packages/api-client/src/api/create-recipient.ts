import type { Requester } from '../request';
import { ROUTES, TIMEOUTS, fillPath } from '../routes';
import { RecipientSchema, type Recipient } from './get-recipients';

/** The spec does not show the payload: the bank form's fields, passed through. */
export type CreateRecipientBody = Record<string, unknown>;

/** POST /v2/payments/users/{id}/recipients with the access token; 10 s timeout. */
export async function createRecipient(request: Requester, id: string, body: CreateRecipientBody, timeout: number = TIMEOUTS.payments): Promise<Recipient> {
  return request({
    method: 'POST',
    path: fillPath(ROUTES.paymentRecipients, { id }),
    auth: 'bearer',
    json: body,
    timeout,
    schema: RecipientSchema,
  });
}
