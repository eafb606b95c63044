import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { CodeSentSchema, type CodeSent } from './send-email-code';

/** GET /v1/profiles/me/phone/verify with the access token: sends a code by SMS. */
export async function sendPhoneCode(request: Requester): Promise<CodeSent> {
  return request({ method: 'GET', path: ROUTES.phoneVerify, auth: 'bearer', schema: CodeSentSchema });
}
