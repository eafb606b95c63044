import * as v from 'valibot';
import type { Requester } from '../request';

/** The payment provider's file object (one side of an identity document), as its file service answers it. */
export const ProviderFileSchema = v.looseObject({ id: v.string(), purpose: v.string(), type: v.nullish(v.string()), size: v.nullish(v.number()) });
export type ProviderFile = v.InferOutput<typeof ProviderFileSchema>;

/** The provider's file ids of both sides of an identity document. */
export interface PayoutVerificationBody {
  document_front: string;
  document_back: string;
}

/** POST /v2/payments/users/{id}/accounts/verification: attaches an identity document to the payout account. */
export async function submitPayoutVerification(request: Requester, userId: string, body: PayoutVerificationBody): Promise<void> {
  await request({ method: 'POST', path: `/v2/payments/users/${encodeURIComponent(userId)}/accounts/verification`, auth: 'bearer', json: body, schema: v.looseObject({}) });
}
