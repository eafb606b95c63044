import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { AcknowledgementSchema, type Acknowledgement } from './send-email-code';

/** Sets a new password with a reset link's token; ends every session of the account (extra route). */
export async function resetPassword(request: Requester, body: { token: string; password: string }): Promise<Acknowledgement> {
  return request({ method: 'PUT', path: ROUTES.passwordReset, json: body, schema: AcknowledgementSchema });
}
