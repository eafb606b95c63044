import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/**
 * A successful login or sign-up (spec §3 Session/login response); errors are ApiErrors.
 * `refresh_token` is null: the API keeps the refresh token in its HttpOnly PSRefresh
 * cookie, out of reach of every script (docs/decisions/refresh-token-cookie.md).
 */
export const LoginResponseSchema = v.looseObject({
  access_token: v.string(),
  refresh_token: v.nullish(v.string()),
  /** Seconds the access token lives. */
  expires_in: v.number(),
  token_type: v.nullish(v.string()),
  SSOid: v.string(),
  facebook: v.nullish(v.boolean()),
  email: v.nullish(v.boolean()),
  google: v.nullish(v.boolean()),
  apple: v.nullish(v.boolean()),
  aggressivePasswordReset: v.nullish(v.boolean()),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** Email and password login (spec §3 Login request). */
export interface PasswordLoginRequest {
  grant_type: 'password';
  username: string;
  password: string;
  signin?: boolean;
  forterTokenCookie?: string;
}

/** Social login (spec §3 Social login request). */
export interface SocialLoginRequest {
  grant_type: 'social_login';
  provider: string;
  social_access_token: string;
  provider_id?: string;
  username?: string;
  social_token_type?: string;
  forterTokenCookie?: string;
}

export type AuthenticateRequest = PasswordLoginRequest | SocialLoginRequest;

/**
 * POST /web-templates/v1/sso/authenticate: password or social grant. Sent with credentials,
 * so the browser stores the PSRefresh cookie the answer sets.
 */
export async function authenticate(request: Requester, body: AuthenticateRequest): Promise<LoginResponse> {
  return request({ method: 'POST', path: ROUTES.authenticate, json: body, credentials: 'include', schema: LoginResponseSchema });
}

/**
 * POST /v1/sso/refresh: the browser sends the HttpOnly PSRefresh cookie, the API answers a
 * new access token like a login and rotates the cookie. No script ever sees the token.
 */
export async function refreshSession(request: Requester): Promise<LoginResponse> {
  return request({ method: 'POST', path: ROUTES.refresh, credentials: 'include', schema: LoginResponseSchema });
}
