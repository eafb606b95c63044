import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** An acknowledgement; only its optional fields are read. */
export const AcknowledgementSchema = v.looseObject({ success: v.nullish(v.boolean()) });
export type Acknowledgement = v.InferOutput<typeof AcknowledgementSchema>;

/** A sent verification code: where it went (masked) and how long it lives (s). */
export const CodeSentSchema = v.looseObject({
  success: v.nullish(v.boolean()),
  sent_to: v.nullish(v.string()),
  expires_in: v.nullish(v.number()),
});
export type CodeSent = v.InferOutput<typeof CodeSentSchema>;

/** GET /v1/profiles/me/email/verify with the access token: sends the 4-digit code. */
export async function sendEmailCode(request: Requester): Promise<CodeSent> {
  return request({ method: 'GET', path: ROUTES.emailVerify, auth: 'bearer', schema: CodeSentSchema });
}
