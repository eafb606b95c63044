import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refresh token's cookie (spec §3 names it); only the API reads or writes it. */
export const REFRESH_COOKIE = 'PSRefresh';

/**
 * The paths the browser sends the cookie to: the refresh call (`POST /v1/sso/refresh`) and
 * log-out (`GET /v1/sso/users/logout/`), both under `/v1/sso`. Every other call, and the
 * site itself (which shares the host in development), never carries it.
 */
export const REFRESH_COOKIE_PATH = '/v1/sso';

/**
 * `HttpOnly` keeps it out of `document.cookie` (no page script can read it), `Secure` out
 * of plain-http traffic (browsers count http://localhost as secure), `SameSite=Strict` off
 * every request another site starts, top-level links included (so a link cannot log
 * anyone out). See docs/decisions/refresh-token-cookie.md.
 */
const ATTRIBUTES = `Path=${REFRESH_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`;

/** The refresh token is 32 random bytes as base64url (43 characters); anything else is not one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The Set-Cookie value that stores a refresh token for `maxAgeSeconds`. */
export function refreshCookie(token: string, maxAgeSeconds: number): string {
  return `${REFRESH_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; ${ATTRIBUTES}`;
}

/** The Set-Cookie value that removes the refresh cookie. */
export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${ATTRIBUTES}`;
}

/** The refresh token the request's Cookie header carries, or undefined (absent or not token-shaped). */
export function refreshTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== REFRESH_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}

/** Adds a Set-Cookie header to the reply (fastify appends to any set before). */
export function appendSetCookie(reply: FastifyReply, cookie: string): void {
  void reply.header('set-cookie', cookie);
}

/** A log-in or sign-up answer as the services build it. */
interface IssuedLogin {
  refresh_token: string | null;
}

/**
 * Moves a fresh login answer's refresh token into the cookie and withholds it from the
 * JSON: the field stays (spec §3 lists it) with the value null, so no script ever holds it.
 */
export function withRefreshCookie<T extends IssuedLogin>(reply: FastifyReply, login: T, maxAgeSeconds: number): T & { refresh_token: null } {
  if (login.refresh_token) appendSetCookie(reply, refreshCookie(login.refresh_token, maxAgeSeconds));
  // Never cache an answer that carries tokens.
  void reply.header('cache-control', 'no-store');
  return { ...login, refresh_token: null };
}
