import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** Any JSON (or no content): the answer carries nothing the client reads. */
export const LogoutResponseSchema = v.unknown();

/**
 * GET /v1/sso/users/logout/ with the access token (when there is one) and the PSRefresh
 * cookie: revokes the session on the server, which also removes the cookie.
 */
export async function logout(request: Requester): Promise<void> {
  await request({ method: 'GET', path: ROUTES.logout, auth: 'bearer', credentials: 'include', schema: LogoutResponseSchema });
}
