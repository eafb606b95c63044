import * as v from 'valibot';
import { isApiError } from '../errors';
import type { Requester } from '../request';
import { ROUTES, TIMEOUTS } from '../routes';
import { getUserPayments } from './user-payments';

/** A host's payout account (spec §3 Payout account); null stands for "none yet". */
export const PayoutAccountSchema = v.nullable(
  v.looseObject({
    details_submitted: v.boolean(),
    payouts_enabled: v.boolean(),
    external_accounts: v.looseObject({ data: v.array(v.unknown()) }),
    combined_requirements: v.nullish(v.unknown()),
    settings: v.nullish(v.looseObject({ payouts: v.looseObject({ schedule: v.looseObject({ interval: v.string() }) }) })),
    external_accounts_error: v.nullish(v.string()),
  }),
);
export type PayoutAccount = v.InferOutput<typeof PayoutAccountSchema>;

/**
 * GET /v2/payments/users/{id}/accounts with the access token; 10 s timeout. Null when the
 * host has no payout account yet (the API's 404 'payout_account_missing'), which the nav
 * shows as 'Add payout info'.
 */
export async function getAccounts(request: Requester, id: string, timeout: number = TIMEOUTS.payments): Promise<PayoutAccount> {
  try {
    return await getUserPayments(request, ROUTES.paymentAccounts, id, PayoutAccountSchema, timeout);
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.error_description === 'payout_account_missing') return null;
    throw error;
  }
}
