import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** What the Apple authorize redirect needs. */
export const AppleConnectSchema = v.looseObject({
  stateCode: v.string(),
  clientId: v.string(),
  redirectUri: v.nullish(v.string()),
  nonce: v.nullish(v.string()),
  /** The full authorize URL (response type 'code id_token', scope 'email name', form_post). */
  authorizeUrl: v.nullish(v.string()),
});
export type AppleConnect = v.InferOutput<typeof AppleConnectSchema>;

export interface AppleConnectRequest {
  source?: string;
  actionRequested: string;
  reqFromPath: string;
}

/**
 * POST {site}/apple-connect. Sent with credentials: the answer sets the HttpOnly cookie that
 * binds the Apple sign-in to this browser, and the log-in or sign-up that Apple's answer
 * makes (also sent with credentials) must carry it back.
 */
export async function appleConnect(request: Requester, body: AppleConnectRequest): Promise<AppleConnect> {
  return request({ method: 'POST', origin: 'site', path: ROUTES.appleConnect, json: body, schema: AppleConnectSchema, credentials: 'include' });
}
