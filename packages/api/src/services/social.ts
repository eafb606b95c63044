import { and, eq, gt } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApiConfig } from '../config/env';
import { findIdentity } from '../seed/identities';
import type { Db } from '../db/client';
import { providerTokens } from '../db/schema';

/** What a provider says about the person behind a token. */
export interface SocialProfile {
  provider: 'google' | 'apple' | 'facebook';
  /** The provider's user id (Google `sub`, Apple `sub`, Facebook `id`). */
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  /** Path of the profile picture on this API (the fake providers serve it). */
  picturePath?: string;
}

/**
 * Checks a social access token with its provider. Production puts the real checks
 * behind this (Google tokeninfo, Apple's JWKS, Facebook debug_token); the local
 * implementation asks the fake providers' token table, so it only knows tokens that
 * the /dev providers minted.
 */
export interface SocialVerifier {
  verify(provider: string, token: string): Promise<SocialProfile | undefined>;
}

/** HS256 JWT the fake Google and Apple sign their id_tokens with. */
export function signProviderJwt(claims: Record<string, unknown>, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'hourspace-local' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The claims of a fake provider id_token, if its signature and expiry hold. */
export function readProviderJwt(token: string, secret: string): Record<string, unknown> | undefined {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

export function profileOfIdentity(provider: string, id: string): SocialProfile | undefined {
  const identity = findIdentity(provider, id);
  if (!identity) return undefined;
  return {
    provider: identity.provider,
    id: identity.id,
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.first_name ? { first_name: identity.first_name } : {}),
    ...(identity.last_name ? { last_name: identity.last_name } : {}),
    ...(identity.picture ? { picturePath: `/dev/${identity.provider}/photos/${encodeURIComponent(identity.id)}.png` } : {}),
  };
}

/** Verifies tokens minted by the local fake providers (access tokens, Apple codes and id_tokens). */
export function localSocialVerifier(db: Db, _config: ApiConfig, providerSecret?: () => string): SocialVerifier {
  return {
    async verify(provider, token) {
      if (token.length > 4096) return undefined;
      if (token.split('.').length === 3 && providerSecret) {
        const claims = readProviderJwt(token, providerSecret());
        if (!claims || claims.provider !== provider || typeof claims.sub !== 'string') return undefined;
        return profileOfIdentity(provider, claims.sub);
      }
      const [row] = await db
        .select()
        .from(providerTokens)
        .where(and(eq(providerTokens.token, token), eq(providerTokens.provider, provider), gt(providerTokens.expiresAt, new Date())));
      if (!row || row.stale) return undefined;
      return profileOfIdentity(provider, row.identityId);
    },
  };
}
