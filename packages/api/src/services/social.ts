import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { ApiConfig } from '../config/env';
import { systemClock, type Clock } from '../lib/clock';

/** The social sign-in providers. */
export type SocialProvider = 'google' | 'apple' | 'facebook';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'apple', 'facebook'];

/** What a provider says about the person behind a token. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's user id (Google `sub`, Apple `sub`, Facebook `id`). */
  id: string;
  /** Only an email the provider vouches for (Google and Apple: `email_verified`). */
  email?: string;
  first_name?: string;
  last_name?: string;
}

/** A token a provider vouched for. */
export interface VerifiedToken {
  profile: SocialProfile;
  /** The `nonce` claim of an ID token (always present: a token without one is refused). */
  nonce?: string;
  /** The ID token's claims, for checks that belong to the flow (Apple's `c_hash`). */
  claims?: JWTPayload;
}

/**
 * Asks one provider whether a token is genuine and whose it is. Google and Apple ID tokens
 * are checked against the provider's JWKS (signature, `aud`, `iss`, `exp`, a nonce, and the
 * given nonce when one is expected); Facebook access tokens with Graph's `debug_token`.
 * Undefined for anything the provider does not vouch for, never an exception.
 */
export interface SocialVerifier {
  readonly provider: SocialProvider;
  verify(token: string, expected?: { nonce?: string }): Promise<VerifiedToken | undefined>;
}

/** Where each provider lives and who we are to it, with every default filled in (see socialSettings). */
export interface SocialSettings {
  /** `oneTapScriptUrl`: Google One Tap's script, when One Tap is on (the environment's `features.google_one_tap`). */
  google: { clientId: string | undefined; authorizeUrl: string; jwksUrl: string; issuers: string[]; oneTapScriptUrl: string | undefined };
  apple: { clientId: string | undefined; authorizeUrl: string; jwksUrl: string; issuer: string };
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
}

/** Client ids and the app id the development fakes answer to (no secret: only the fakes accept them). */
export const DEV_SOCIAL_IDS = {
  googleClientId: 'hourspace-local.apps.googleusercontent.com',
  appleClientId: 'com.hourspace.local.signin',
  facebookAppId: '1500000000000001',
  facebookAppSecret: 'hourspace-local-facebook-app-secret',
} as const;

/** The fake providers' endpoints under this API's development surface. */
export const FAKE_PATHS = {
  googleIssuer: '/dev/google',
  googleAuthorize: '/dev/google/o/oauth2/v2/auth',
  googleJwks: '/dev/google/oauth2/v3/certs',
  googleOneTapScript: '/dev/google/gsi/client',
  appleIssuer: '/dev/apple',
  appleAuthorize: '/dev/apple/auth/authorize',
  appleJwks: '/dev/apple/auth/keys',
  facebookGraph: '/dev/facebook',
} as const;

/**
 * The social configuration with its defaults: what the environment sets (README
 * "Configuration"), else the real providers in production, else this API's own fake
 * providers in development. Read when first needed, so it follows `publicUrl`.
 */
export function socialSettings(config: ApiConfig): SocialSettings {
  const c = config.social;
  const dev = config.mode === 'development';
  const self = config.publicUrl;
  return {
    google: {
      clientId: c.google.clientId ?? (dev ? DEV_SOCIAL_IDS.googleClientId : undefined),
      authorizeUrl: c.google.authorizeUrl ?? (dev ? `${self}${FAKE_PATHS.googleAuthorize}` : 'https://accounts.google.com/o/oauth2/v2/auth'),
      jwksUrl: c.google.jwksUrl ?? (dev ? `${self}${FAKE_PATHS.googleJwks}` : 'https://www.googleapis.com/oauth2/v3/certs'),
      issuers: c.google.issuers ?? (dev ? [`${self}${FAKE_PATHS.googleIssuer}`] : ['https://accounts.google.com', 'accounts.google.com']),
      // Only where configured (GOOGLE_ONE_TAP_SCRIPT_URL); locally the fake's script is ${PUBLIC_URL}/dev/google/gsi/client.
      oneTapScriptUrl: c.google.oneTapScriptUrl,
    },
    apple: {
      clientId: c.apple.clientId ?? (dev ? DEV_SOCIAL_IDS.appleClientId : undefined),
      authorizeUrl: c.apple.authorizeUrl ?? (dev ? `${self}${FAKE_PATHS.appleAuthorize}` : 'https://appleid.apple.com/auth/authorize'),
      jwksUrl: c.apple.jwksUrl ?? (dev ? `${self}${FAKE_PATHS.appleJwks}` : 'https://appleid.apple.com/auth/keys'),
      issuer: c.apple.issuer ?? (dev ? `${self}${FAKE_PATHS.appleIssuer}` : 'https://appleid.apple.com'),
    },
    facebook: {
      appId: c.facebook.appId ?? (dev ? DEV_SOCIAL_IDS.facebookAppId : undefined),
      appSecret: c.facebook.appSecret ?? (dev ? DEV_SOCIAL_IDS.facebookAppSecret : undefined),
      graphUrl: c.facebook.graphUrl ?? (dev ? `${self}${FAKE_PATHS.facebookGraph}` : 'https://graph.facebook.com/v19.0'),
    },
  };
}

/** Longest token any provider hands out here, with room to spare; longer is refused unread. */
const MAX_TOKEN_LENGTH = 8192;

/** How long a provider call may take before the token counts as not vouched for. */
const PROVIDER_TIMEOUT_MS = 5000;

function text(value: unknown, max = 320): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= max ? value : undefined;
}

/** Google sends `email_verified: true`, Apple sometimes the string 'true'. */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * An OpenID Connect ID token verifier (Google, Apple): RS256 signature by a key of the
 * provider's JWKS, `iss` one of `issuers`, `aud` our client id, `exp` in the future (60 s of
 * clock skew, by `options.clock`), and a `nonce` claim, equal to `expected.nonce` when one is given.
 */
export function idTokenVerifier(provider: 'google' | 'apple', options: { clientId: string | undefined; issuers: string[]; jwks: JWTVerifyGetKey; clock?: Clock }): SocialVerifier {
  const clock = options.clock ?? systemClock;
  return {
    provider,
    async verify(token, expected) {
      if (!options.clientId || typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return undefined;
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(token, options.jwks, {
          issuer: options.issuers,
          audience: options.clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 60,
          currentDate: new Date(clock.now()),
        }));
      } catch {
        return undefined;
      }
      const sub = text(claims.sub, 255);
      const nonce = text(claims.nonce, 255);
      if (!sub || !nonce) return undefined;
      if (expected?.nonce !== undefined && nonce !== expected.nonce) return undefined;
      const email = isTrue(claims.email_verified) ? text(claims.email) : undefined;
      const first = text(claims.given_name, 200);
      const last = text(claims.family_name, 200);
      return {
        profile: { provider, id: sub, ...(email ? { email } : {}), ...(first ? { first_name: first } : {}), ...(last ? { last_name: last } : {}) },
        nonce,
        claims,
      };
    },
  };
}

/** The JWKS of a provider, fetched when first needed and cached by jose (refetched for an unknown `kid`, at most every 30 s). */
export function remoteJwks(url: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(url), { timeoutDuration: PROVIDER_TIMEOUT_MS, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
}

/** The proof Graph asks of server calls that use a user's token (HMAC-SHA256 of the token with the app secret). */
export function appSecretProof(token: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(token).digest('hex');
}

/**
 * Facebook: Graph's `debug_token` with the app token (`app id|app secret`) must say the token
 * `is_valid`, was issued to our `app_id` and names a `user_id`; then `/me` with the user's
 * token (and its appsecret_proof) gives the profile, whose `id` must be that user.
 */
export function facebookVerifier(options: { appId: string | undefined; appSecret: string | undefined; graphUrl: string; fetch?: typeof fetch; clock?: Clock }): SocialVerifier {
  const fetchImpl = options.fetch ?? fetch;
  const clock = options.clock ?? systemClock;
  async function graph(path: string, query: Record<string, string>): Promise<Record<string, unknown> | undefined> {
    const url = new URL(`${options.graphUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: clock.timeout(PROVIDER_TIMEOUT_MS) });
      if (!response.ok) return undefined;
      const body = (await response.json()) as unknown;
      return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
  return {
    provider: 'facebook',
    async verify(token) {
      const { appId, appSecret } = options;
      if (!appId || !appSecret || typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return undefined;
      const debug = await graph('/debug_token', { input_token: token, access_token: `${appId}|${appSecret}` });
      const data = debug?.data as Record<string, unknown> | undefined;
      if (!data || data.is_valid !== true || String(data.app_id) !== appId) return undefined;
      const userId = text(typeof data.user_id === 'number' ? String(data.user_id) : data.user_id, 255);
      if (!userId) return undefined;
      const me = await graph('/me', { fields: 'id,first_name,last_name,email', access_token: token, appsecret_proof: appSecretProof(token, appSecret) });
      if (!me || String(me.id) !== userId) return undefined;
      const email = text(me.email);
      const first = text(me.first_name, 200);
      const last = text(me.last_name, 200);
      return { profile: { provider: 'facebook', id: userId, ...(email ? { email } : {}), ...(first ? { first_name: first } : {}), ...(last ? { last_name: last } : {}) } };
    },
  };
}

/** One verifier per provider. */
export type SocialVerifiers = Record<SocialProvider, SocialVerifier>;

/**
 * The verifiers of this API, built from the configuration the first time each is asked for
 * (so the development defaults follow the address the API ended up on). Development runs
 * this same code against the fake providers' JWKS and Graph. Token lifetimes and call deadlines
 * are judged by `clock` (the API's).
 */
export function configuredVerifiers(config: ApiConfig, fetchImpl?: typeof fetch, clock: Clock = systemClock): SocialVerifiers {
  const built: Partial<SocialVerifiers> = {};
  const build = (provider: SocialProvider): SocialVerifier => {
    const s = socialSettings(config);
    if (provider === 'google') return idTokenVerifier('google', { clientId: s.google.clientId, issuers: s.google.issuers, jwks: remoteJwks(s.google.jwksUrl), clock });
    if (provider === 'apple') return idTokenVerifier('apple', { clientId: s.apple.clientId, issuers: [s.apple.issuer], jwks: remoteJwks(s.apple.jwksUrl), clock });
    return facebookVerifier({ ...s.facebook, ...(fetchImpl ? { fetch: fetchImpl } : {}), clock });
  };
  const lazy = (provider: SocialProvider): SocialVerifier => ({
    provider,
    verify: (token, expected) => (built[provider] ??= build(provider)).verify(token, expected),
  });
  return { google: lazy('google'), apple: lazy('apple'), facebook: lazy('facebook') };
}
