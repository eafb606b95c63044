import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, TIMEOUTS } from '../routes';
import { getUserPayments } from './user-payments';

/** Whether payouts can run, and why not (the host nav's warnings read this). */
export const BankReadySchema = v.looseObject({
  ready: v.boolean(),
  details_submitted: v.nullish(v.boolean()),
  has_external_account: v.nullish(v.boolean()),
  payouts_enabled: v.nullish(v.boolean()),
  external_accounts_error: v.nullish(v.string()),
});
export type BankReady = v.InferOutput<typeof BankReadySchema>;

/** GET /v2/payments/users/{id}/bank/ready with the access token; 10 s timeout. */
export async function getBankReady(request: Requester, id: string, timeout: number = TIMEOUTS.payments): Promise<BankReady> {
  return getUserPayments(request, ROUTES.paymentBankReady, id, BankReadySchema, timeout);
}
