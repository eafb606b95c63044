import { and, eq, gt } from 'drizzle-orm';
import { providerTokens } from '../db/schema';
import { initialsAvatar } from '../lib/images';
import { randomToken } from '../lib/tokens';
import { FAKE_IDENTITIES, findIdentity, type FakeIdentity } from '../seed/identities';
import type { AppContext } from './context';

/**
 * The local Google, Apple and Facebook providers' state: their test identities (demo
 * data) and the tokens they mint. Development only; the routes are in routes/fake-providers.ts.
 */

export type { FakeIdentity };
export { findIdentity };

/** How long a fake provider's token lives. */
export const PROVIDER_TOKEN_TTL_S = 3600;

/** The test identities of one provider, or of all. */
export function testIdentities(provider?: FakeIdentity['provider']): readonly FakeIdentity[] {
  return provider ? FAKE_IDENTITIES.filter((i) => i.provider === provider) : FAKE_IDENTITIES;
}

/** Mints an access token of a fake provider for a test identity. */
export async function mintProviderToken(ctx: AppContext, identity: FakeIdentity, stale = false): Promise<string> {
  const token = `${identity.provider.slice(0, 2)}_${randomToken(24)}`;
  await ctx.db.insert(providerTokens).values({ token, provider: identity.provider, identityId: identity.id, stale, expiresAt: new Date(Date.now() + PROVIDER_TOKEN_TTL_S * 1000) });
  return token;
}

/** The identity behind a live, not logged-out token of a provider. */
export async function identityOfToken(ctx: AppContext, provider: string, token: string | undefined): Promise<FakeIdentity | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await ctx.db
    .select()
    .from(providerTokens)
    .where(and(eq(providerTokens.token, token), eq(providerTokens.provider, provider), gt(providerTokens.expiresAt, new Date())));
  return row && !row.stale ? findIdentity(provider, row.identityId) : undefined;
}

/** A Facebook token's row as Graph judges it: missing or expired, logged out (stale), or live. */
export async function facebookTokenState(
  ctx: AppContext,
  token: string | undefined,
): Promise<{ state: 'invalid' } | { state: 'stale' } | { state: 'live'; identity: FakeIdentity | undefined }> {
  const [row] =
    token && token.length <= 200
      ? await ctx.db
          .select()
          .from(providerTokens)
          .where(and(eq(providerTokens.token, token), eq(providerTokens.provider, 'facebook')))
      : [];
  if (!row || row.expiresAt.getTime() <= Date.now()) return { state: 'invalid' };
  if (row.stale) return { state: 'stale' };
  return { state: 'live', identity: findIdentity('facebook', row.identityId) };
}

/** Where a test identity's profile picture is served, if it has one. */
export function pictureUrl(origin: string, identity: FakeIdentity): string | undefined {
  return identity.picture ? `${origin}/dev/${identity.provider}/photos/${encodeURIComponent(identity.id)}.png` : undefined;
}

/** The PNG of `/dev/{provider}/photos/{id}.png`: the identity's initials; undefined for an unknown one. */
export async function identityPhoto(provider: string, id: string): Promise<Buffer | undefined> {
  const identity = findIdentity(provider, id);
  const initials = identity ? `${identity.first_name?.[0] ?? ''}${identity.last_name?.[0] ?? ''}` : '?';
  if (!identity && id !== 'default') return undefined;
  const hue = [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return initialsAvatar(initials || 'HS', hue);
}
