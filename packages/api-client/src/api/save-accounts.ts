import type { Requester } from '../request';
import { ROUTES, TIMEOUTS, fillPath } from '../routes';
import { PayoutAccountSchema, type PayoutAccount } from './get-accounts';

/** The spec does not show the payload: the account form's fields, passed through. */
export type SaveAccountsBody = Record<string, unknown>;

/** Saves the payout account: POST when `create` is true (a new account), PUT otherwise. */
export async function saveAccounts(request: Requester, id: string, body: SaveAccountsBody, options: { create?: boolean; timeout?: number } = {}): Promise<PayoutAccount> {
  return request({
    method: options.create ? 'POST' : 'PUT',
    path: fillPath(ROUTES.paymentAccounts, { id }),
    auth: 'bearer',
    json: body,
    timeout: options.timeout ?? TIMEOUTS.payments,
    schema: PayoutAccountSchema,
  });
}
