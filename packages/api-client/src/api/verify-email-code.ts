import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { AcknowledgementSchema, type Acknowledgement } from './send-email-code';

/** PUT /v1/profiles/me/email/verify {email_verification_code}; a wrong code is an ApiError. */
export async function verifyEmailCode(request: Requester, code: string): Promise<Acknowledgement> {
  return request({
    method: 'PUT',
    path: ROUTES.emailVerify,
    auth: 'bearer',
    json: { email_verification_code: code },
    schema: AcknowledgementSchema,
  });
}
