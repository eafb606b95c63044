import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

export const TermsAcceptedSchema = v.looseObject({ success: v.boolean(), version: v.number() });
export type TermsAccepted = v.InferOutput<typeof TermsAcceptedSchema>;

/** Accepts the current terms (the /updated-terms page's button; extra route). */
export async function acceptTerms(request: Requester): Promise<TermsAccepted> {
  return request({ method: 'POST', path: ROUTES.acceptTerms, auth: 'bearer', schema: TermsAcceptedSchema });
}
