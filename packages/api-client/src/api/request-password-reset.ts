import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { AcknowledgementSchema, type Acknowledgement } from './send-email-code';

/**
 * Asks for a reset link by email (the forgot-password page; extra route). Answers the same whether
 * or not the email has an account. `locale`: the asking page's, whose URL prefix the link carries.
 */
export async function requestPasswordReset(request: Requester, username: string, locale?: string): Promise<Acknowledgement> {
  return request({ method: 'POST', path: ROUTES.passwordReset, auth: 'basic', json: locale ? { username, locale } : { username }, schema: AcknowledgementSchema });
}
