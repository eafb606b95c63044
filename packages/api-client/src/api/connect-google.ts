import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** What the Google OAuth popup needs. */
export const GoogleConnectSchema = v.looseObject({
  state: v.string(),
  clientId: v.string(),
  nonce: v.string(),
  redirectUri: v.string(),
  /** The full OAuth URL for the popup ('id_token token', scope 'email profile'). */
  authorizeUrl: v.nullish(v.string()),
});
export type GoogleConnect = v.InferOutput<typeof GoogleConnectSchema>;

export interface GoogleConnectRequest {
  action: string;
  /** Where the popup returns; the API accepts only its allowed origins. */
  redirectUri?: string;
}

/** POST {site}/google-connect. */
export async function googleConnect(request: Requester, body: GoogleConnectRequest): Promise<GoogleConnect> {
  return request({ method: 'POST', origin: 'site', path: ROUTES.googleConnect, json: body, schema: GoogleConnectSchema });
}
