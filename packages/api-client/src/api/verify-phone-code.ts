import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { AcknowledgementSchema, type Acknowledgement } from './send-email-code';

/**
 * PUT /v1/profiles/me/phone/verify {phone_verification_code}. A wrong code is an ApiError
 * whose `error` is 'code_not_match' or 'exceeded_phone_confirmation'.
 */
export async function verifyPhoneCode(request: Requester, code: string): Promise<Acknowledgement> {
  return request({
    method: 'PUT',
    path: ROUTES.phoneVerify,
    auth: 'bearer',
    json: { phone_verification_code: code },
    schema: AcknowledgementSchema,
  });
}
