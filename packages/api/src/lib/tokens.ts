import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Claims of an access token. */
export interface AccessClaims {
  /** The profile's SSOid. */
  sub: string;
  /** The session (log-in) the token belongs to; revoking it kills the token before `exp`. */
  sid: string;
  iat: number;
  exp: number;
  /** A random id per token (RFC 7519 §4.1.7): two tokens issued in the same second still differ. */
  jti: string;
  typ: 'access';
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** A compact HS256 JWT with a fresh `jti`. */
export function signAccessToken(claims: Omit<AccessClaims, 'typ' | 'jti'>, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, jti: randomToken(12), typ: 'access' })).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(input, secret)}`;
}

/** Checks shape, signature (constant time) and expiry at `nowSeconds` (the API clock's, in seconds), in that order. */
export function verifyAccessToken(token: string, secret: string, nowSeconds: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${HEADER}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const c = claims as Partial<AccessClaims>;
  if (typeof c !== 'object' || c === null || c.typ !== 'access' || typeof c.sub !== 'string' || typeof c.sid !== 'string' || typeof c.exp !== 'number') {
    return { ok: false, reason: 'malformed' };
  }
  if (c.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: c as AccessClaims };
}

/** An opaque random token (refresh tokens, reset links, OAuth state). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored in place of a secret token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
