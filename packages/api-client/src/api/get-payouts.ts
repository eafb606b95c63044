import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, TIMEOUTS } from '../routes';
import { getUserPayments } from './user-payments';

const MinorUnits = v.pipe(v.number(), v.integer());
/** A lowercase ISO 4217 code, as the provider writes it ('usd', 'eur', 'jpy'). */
const CurrencyCode = v.pipe(v.string(), v.regex(/^[a-z]{3}$/));

/** One provider transfer of a payout (integer minor units). */
export const PayoutTransferSchema = v.looseObject({
  id: v.string(),
  amount: MinorUnits,
  currency: CurrencyCode,
  status: v.string(),
  created_at: v.string(),
});
export type PayoutTransfer = v.InferOutput<typeof PayoutTransferSchema>;

/** One row of the host's ledger: what a booking paid, our fee and the host's payout, in integer minor units. */
export const PayoutSchema = v.looseObject({
  id: v.string(),
  // null once the booking is deleted: the money rows outlive it (docs/decisions/payout-setup.md).
  booking_id: v.nullable(v.union([v.string(), v.number()])),
  total_amount: MinorUnits,
  fee_amount: MinorUnits,
  payout_amount: MinorUnits,
  currency: CurrencyCode,
  status: v.string(),
  transfers: v.fallback(v.array(PayoutTransferSchema), []),
  created_at: v.string(),
});
export type Payout = v.InferOutput<typeof PayoutSchema>;
export const PayoutListSchema = v.looseObject({ data: v.array(PayoutSchema) });

/** GET /v2/payments/users/{id}/payouts with the access token: the host's payout history (docs/decisions/payments-provider.md). */
export async function getPayouts(request: Requester, id: string, timeout: number = TIMEOUTS.payments): Promise<Payout[]> {
  const list = await getUserPayments(request, ROUTES.paymentPayouts, id, PayoutListSchema, timeout);
  return list.data;
}
