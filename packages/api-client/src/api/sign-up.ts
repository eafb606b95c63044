import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { LoginResponseSchema, type LoginResponse } from './authenticate';

/** The sign-up payload (spec §3). */
export interface SignupPayload {
  grant_type: 'signup' | 'social_signup';
  /** The email. */
  username: string;
  password?: string;
  provider?: string;
  provider_id?: string;
  social_access_token?: string;
  social_token_type?: string;
  social_data?: { email?: string; first_name?: string; last_name?: string };
  first_name?: string;
  last_name?: string;
  avatar_url?: string;
  ga_client_id?: string;
  attr_url?: string;
  attr_referrer?: string;
  /** Marketing opt-out. */
  unsubscribe?: boolean;
  preferred_locale?: string;
  forterTokenCookie?: string;
  entitlement_id?: string;
  /** Extra: the `?ref=` code of the referral link the person arrived by. */
  referral_code?: string;
}

/** POST /v1/profiles: creates the account and answers like a login (with credentials, so the PSRefresh cookie is stored). */
export async function signup(request: Requester, payload: SignupPayload): Promise<LoginResponse> {
  return request({ method: 'POST', path: ROUTES.signup, json: payload, credentials: 'include', schema: LoginResponseSchema });
}
