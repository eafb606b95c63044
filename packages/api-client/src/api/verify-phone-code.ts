import type { Requester } from '../request';
import type { Acknowledgement } from './send-email-code';
import { putVerificationCode } from './verify-email-code';

/**
 * PUT /v1/profiles/me/phone/verify {phone_verification_code}. A wrong code is an ApiError
 * whose `error` is 'code_not_match' or 'exceeded_phone_confirmation'.
 */
export async function verifyPhoneCode(request: Requester, code: string): Promise<Acknowledgement> {
  return putVerificationCode(request, 'phone', code);
}
