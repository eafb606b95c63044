import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { AcknowledgementSchema, type Acknowledgement } from './send-email-code';

/** Each channel's verify route and the body key its code travels in. */
const VERIFY = {
  email: { path: ROUTES.emailVerify, key: 'email_verification_code' },
  phone: { path: ROUTES.phoneVerify, key: 'phone_verification_code' },
} as const;

/** PUT /v1/profiles/me/{channel}/verify {<channel>_verification_code} with the access token. */
export async function putVerificationCode(request: Requester, channel: keyof typeof VERIFY, code: string): Promise<Acknowledgement> {
  const { path, key } = VERIFY[channel];
  return request({ method: 'PUT', path, auth: 'bearer', json: { [key]: code }, schema: AcknowledgementSchema });
}

/** PUT /v1/profiles/me/email/verify {email_verification_code}; a wrong code is an ApiError. */
export async function verifyEmailCode(request: Requester, code: string): Promise<Acknowledgement> {
  return putVerificationCode(request, 'email', code);
}
