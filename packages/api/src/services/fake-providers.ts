import { and, eq, gt } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type KeyLike } from 'jose';
import { randomBytes } from 'node:crypto';
import { providerTokens, settings } from '../db/schema';
import { dateOf, secondsOf } from '../lib/clock';
import { initialsAvatar } from '../lib/images';
import { randomToken } from '../lib/tokens';
import { chooserIdentities, FAKE_IDENTITIES, findIdentity, type FakeIdentity } from '../seed/identities';
import type { AppContext } from './context';
import { socialSettings } from './social';
import { APPLE_BINDING_COOKIE, appleBindingCookie, codeHash, finishAppleConnect, startAppleConnect, startGoogleConnect } from './social-connect';

/**
 * The local Google, Apple and Facebook providers' state: their test identities (demo
 * data) and the tokens they mint. Development only; the routes are in routes/fake-providers.ts.
 */

export type { FakeIdentity };
export { chooserIdentities, findIdentity };

/** How long a fake provider's token lives. */
export const PROVIDER_TOKEN_TTL_S = 3600;

/** The test identities of one provider, or of all. */
export function testIdentities(provider?: FakeIdentity['provider']): readonly FakeIdentity[] {
  return provider ? FAKE_IDENTITIES.filter((i) => i.provider === provider) : FAKE_IDENTITIES;
}

/** Mints an access token of a fake provider for a test identity. */
export async function mintProviderToken(ctx: AppContext, identity: FakeIdentity, stale = false): Promise<string> {
  const token = `${identity.provider.slice(0, 2)}_${randomToken(24)}`;
  await ctx.db.insert(providerTokens).values({ token, provider: identity.provider, identityId: identity.id, stale, expiresAt: dateOf(ctx.clock, PROVIDER_TOKEN_TTL_S * 1000) });
  return token;
}

/** The identity behind a live, not logged-out token of a provider. */
export async function identityOfToken(ctx: AppContext, provider: string, token: string | undefined): Promise<FakeIdentity | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await ctx.db
    .select()
    .from(providerTokens)
    .where(and(eq(providerTokens.token, token), eq(providerTokens.provider, provider), gt(providerTokens.expiresAt, dateOf(ctx.clock))));
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
  if (!row || row.expiresAt.getTime() <= ctx.clock.now()) return { state: 'invalid' };
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

/** A fake provider's RS256 signing key and the public JWK its JWKS publishes. */
interface SigningKey {
  privateKey: KeyLike;
  publicJwk: JWK;
}

const signingKeys = new WeakMap<AppContext, Map<string, Promise<SigningKey>>>();

async function loadSigningKey(ctx: AppContext, provider: 'google' | 'apple'): Promise<SigningKey> {
  const key = `fake_${provider}_signing_jwk`;
  const read = async () => (await ctx.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;
  let stored = await read();
  if (!stored) {
    const pair = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = { ...(await exportJWK(pair.privateKey)), kid: `${provider}-local-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' };
    // Another instance may have made one meanwhile: theirs wins, so every instance signs alike.
    await ctx.db
      .insert(settings)
      .values({ key, value: JSON.stringify(jwk) })
      .onConflictDoNothing();
    stored = (await read()) ?? JSON.stringify(jwk);
  }
  const jwk = JSON.parse(stored) as JWK;
  const { kty, n, e, kid, alg, use } = jwk;
  return { privateKey: (await importJWK(jwk, 'RS256')) as KeyLike, publicJwk: { kty, n, e, kid, alg, use } };
}

/**
 * The fake Google's or Apple's signing key: an RS256 pair made once and kept in the database
 * (settings), so restarts and other instances sign and verify alike. Only the public half
 * leaves, through the fake's JWKS.
 */
export function fakeSigningKey(ctx: AppContext, provider: 'google' | 'apple'): Promise<SigningKey> {
  let perCtx = signingKeys.get(ctx);
  if (!perCtx) signingKeys.set(ctx, (perCtx = new Map()));
  let key = perCtx.get(provider);
  if (!key) {
    key = loadSigningKey(ctx, provider);
    key.catch(() => perCtx.delete(provider));
    perCtx.set(provider, key);
  }
  return key;
}

/** The JWKS a fake provider publishes (`/dev/google/oauth2/v3/certs`, `/dev/apple/auth/keys`). */
export async function fakeJwks(ctx: AppContext, provider: 'google' | 'apple'): Promise<{ keys: JWK[] }> {
  return { keys: [(await fakeSigningKey(ctx, provider)).publicJwk] };
}

/** An ID token of the fake Google: issuer and audience as configured, signed with its key. */
export async function fakeGoogleIdToken(ctx: AppContext, identity: FakeIdentity, nonce: string, picture: string | undefined): Promise<string> {
  const google = socialSettings(ctx.config).google;
  const { privateKey, publicJwk } = await fakeSigningKey(ctx, 'google');
  return new SignJWT({
    email: identity.email,
    email_verified: identity.email !== undefined,
    name: [identity.first_name, identity.last_name].filter(Boolean).join(' '),
    given_name: identity.first_name,
    family_name: identity.last_name,
    ...(picture ? { picture } : {}),
    nonce,
  })
    .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid as string, typ: 'JWT' })
    .setIssuer(google.issuers[0] as string)
    .setAudience(google.clientId ?? '')
    .setSubject(identity.id)
    .setIssuedAt(secondsOf(ctx.clock))
    .setExpirationTime(secondsOf(ctx.clock) + PROVIDER_TOKEN_TTL_S)
    .sign(privateKey);
}

/** An ID token of the fake Apple for a code: issuer and audience as configured, `c_hash` of the code, ten minutes. */
export async function fakeAppleIdToken(ctx: AppContext, identity: FakeIdentity, nonce: string, code: string): Promise<string> {
  const apple = socialSettings(ctx.config).apple;
  const { privateKey, publicJwk } = await fakeSigningKey(ctx, 'apple');
  return new SignJWT({
    ...(identity.email ? { email: identity.email, email_verified: 'true', is_private_email: identity.email.endsWith('privaterelay.appleid.com') ? 'true' : 'false' } : {}),
    nonce,
    c_hash: codeHash(code),
    auth_time: secondsOf(ctx.clock),
  })
    .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid as string })
    .setIssuer(apple.issuer)
    .setAudience(apple.clientId ?? '')
    .setSubject(identity.id)
    .setIssuedAt(secondsOf(ctx.clock))
    .setExpirationTime(secondsOf(ctx.clock) + 600)
    .sign(privateKey);
}

/** The `user` field Apple posts (real Apple sends it only on the first authorization; the local one always does). */
export function appleUserField(identity: FakeIdentity): string {
  return JSON.stringify({ name: { firstName: identity.first_name, lastName: identity.last_name }, ...(identity.email ? { email: identity.email } : {}) });
}

/**
 * What a test identity's whole sign-in gives the site, without a browser (POST
 * /dev/social-tokens): Google, an ID token for a nonce google-connect issued; Apple, the code
 * of an answer the real callback verified, with the binding cookie of the browser it belongs
 * to; Facebook, an SDK access token (`stale`: its user logged out of the app).
 */
export async function mintSocialToken(ctx: AppContext, identity: FakeIdentity, stale = false): Promise<{ token: string; cookie?: string }> {
  if (identity.provider === 'facebook') return { token: await mintProviderToken(ctx, identity, stale) };
  if (identity.provider === 'google') {
    const { nonce } = await startGoogleConnect(ctx, 'login', undefined);
    return { token: await fakeGoogleIdToken(ctx, identity, nonce, pictureUrl(ctx.config.publicUrl, identity)) };
  }
  const binding = randomToken(32);
  const { stateCode, nonce } = await startAppleConnect(ctx, { actionRequested: 'login', reqFromPath: '/' }, binding);
  const code = await mintProviderToken(ctx, identity);
  const id_token = await fakeAppleIdToken(ctx, identity, nonce, code);
  const back = await finishAppleConnect(ctx, { state: stateCode, code, id_token, user: appleUserField(identity) }, { cookie: `${APPLE_BINDING_COOKIE}=${binding}` });
  if (back.includes('err=apple')) throw new Error(`the local Apple callback refused its own answer (${back})`);
  return { token: code, cookie: appleBindingCookie(binding) };
}

/** What Graph's debug_token says about a fake Facebook token (https://developers.facebook.com/docs/graph-api/reference/debug_token). */
export async function facebookDebugToken(ctx: AppContext, token: string | undefined): Promise<Record<string, unknown>> {
  const appId = socialSettings(ctx.config).facebook.appId;
  const state = await facebookTokenState(ctx, token);
  if (state.state === 'invalid' || (state.state === 'live' && !state.identity)) {
    return { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } };
  }
  const [row] = await ctx.db
    .select()
    .from(providerTokens)
    .where(and(eq(providerTokens.token, token as string), eq(providerTokens.provider, 'facebook')));
  const common = {
    app_id: appId,
    type: 'USER',
    application: 'Hourspace (local)',
    expires_at: row ? Math.floor(row.expiresAt.getTime() / 1000) : 0,
    scopes: ['public_profile', 'email'],
    user_id: row?.identityId,
  };
  if (state.state === 'stale') {
    return { data: { ...common, is_valid: false, error: { code: 190, subcode: 467, message: 'Error validating access token: The user is not logged into this app.' } } };
  }
  return { data: { ...common, is_valid: true } };
}
