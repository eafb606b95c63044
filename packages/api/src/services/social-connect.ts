import type { AppleCallbackSchema } from '@hourspace/validation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type * as v from 'valibot';
import { oauthStates } from '../db/schema';
import { dateOf } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { isAllowedRedirectUri, returnPath } from '../lib/redirects';
import { randomToken } from '../lib/tokens';
import type { AppContext } from './context';
import { socialSettings, type SocialProfile } from './social';

/**
 * The server side of social sign-in (spec §4 step 4, §7 google-connect and apple-connect):
 * the single-use states and nonces the flows issue, Apple's form_post callback, and what a
 * social log-in or sign-up token stands for. See docs/decisions/social-verification.md.
 *
 * `oauth_states` rows, by key:
 * - `<state>` (provider `apple`): an Apple sign-in started here; the callback uses it up.
 * - `google:<nonce>` (provider `google`): a Google sign-in started here; the ID token that
 *   comes back carries the nonce, and the log-in or sign-up it makes uses it up.
 * - `apple-code:<sha256 of code>` (provider `apple-code`): what Apple's callback verified,
 *   bound to the browser that started the flow; the log-in or sign-up it makes uses it up.
 */

/** How long an Apple authorize step may take (state to callback). */
const STATE_TTL_MS = 10 * 60 * 1000;
/** How long a Google nonce is good for: Google's ID tokens live an hour. */
const GOOGLE_NONCE_TTL_MS = 60 * 60 * 1000;
/** How long Apple's answer may wait on the site (the social email form) before the log-in or sign-up. */
const APPLE_CODE_TTL_MS = 30 * 60 * 1000;

/**
 * The cookie that binds an Apple sign-in to the browser that started it: a random value,
 * set by /apple-connect, whose SHA-256 goes with the state. HttpOnly (no script reads it),
 * SameSite=Lax (another site's requests do not carry it), Secure (browsers count
 * http://localhost as secure).
 */
export const APPLE_BINDING_COOKIE = 'hs_apple_binding';
const BINDING_SHAPE = /^[A-Za-z0-9_-]{32,100}$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function sameHash(a: unknown, b: string): boolean {
  if (typeof a !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The Apple binding value the request's Cookie header carries, if it has a well-formed one. */
export function appleBindingOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== APPLE_BINDING_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (BINDING_SHAPE.test(value)) return value;
  }
  return undefined;
}

/** The Set-Cookie value for a binding; it outlives the longest Apple flow. */
export function appleBindingCookie(value: string): string {
  return `${APPLE_BINDING_COOKIE}=${value}; Max-Age=${Math.floor((STATE_TTL_MS + APPLE_CODE_TTL_MS) / 1000)}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** A fresh binding value, or the browser's own while it is good (two tabs may sign in at once). */
export function appleBindingFor(headers: IncomingHttpHeaders): string {
  return appleBindingOf(headers) ?? randomToken(32);
}

/** Where an OAuth redirect may go: the site and the front-end origins CORS allows (the shared same-site check). */
export function isAllowedRedirect(ctx: AppContext, uri: string): boolean {
  return isAllowedRedirectUri([ctx.config.siteUrl, ...ctx.config.corsOrigins], uri);
}

function unavailable(provider: string): ApiError {
  return new ApiError(400, 'provider_unavailable', `${provider} sign-in is not configured on this server.`);
}

/** A single-use nonce (and a state for the page) for Google's popup ('id_token token', scope 'email profile'). */
export async function startGoogleConnect(ctx: AppContext, action: string, wanted: string | undefined) {
  const google = socialSettings(ctx.config).google;
  if (!google.clientId) throw unavailable('Google');
  const state = randomToken(18);
  const nonce = randomToken(18);
  await ctx.db.insert(oauthStates).values({ state: `google:${nonce}`, provider: 'google', nonce, data: { action, state }, expiresAt: dateOf(ctx.clock, GOOGLE_NONCE_TTL_MS) });
  const redirectUri = wanted ?? `${ctx.config.siteUrl}/google-callback`;
  const authorize = new URL(google.authorizeUrl);
  for (const [k, val] of Object.entries({ client_id: google.clientId, redirect_uri: redirectUri, response_type: 'id_token token', scope: 'email profile', state, nonce }))
    authorize.searchParams.set(k, val);
  return { state, clientId: google.clientId, nonce, redirectUri, authorizeUrl: authorize.toString() };
}

/**
 * A single-use state for Apple's form_post sign-in, bound to the browser by `binding` (the
 * value of its binding cookie; the state keeps only its hash). Apple posts back to
 * /apple-connect/callback.
 */
export async function startAppleConnect(ctx: AppContext, data: Record<string, unknown>, binding: string) {
  const apple = socialSettings(ctx.config).apple;
  if (!apple.clientId) throw unavailable('Apple');
  const stateCode = randomToken(18);
  const nonce = randomToken(18);
  await ctx.db.insert(oauthStates).values({
    state: stateCode,
    provider: 'apple',
    nonce,
    data: { ...data, reqFromPath: returnPath(ctx.config.siteUrl, data.reqFromPath), binding: sha256(binding) },
    expiresAt: dateOf(ctx.clock, STATE_TTL_MS),
  });
  const redirectUri = `${ctx.config.publicUrl}/apple-connect/callback`;
  const authorize = new URL(apple.authorizeUrl);
  for (const [k, val] of Object.entries({
    client_id: apple.clientId,
    redirect_uri: redirectUri,
    response_type: 'code id_token',
    scope: 'email name',
    response_mode: 'form_post',
    state: stateCode,
    nonce,
  }))
    authorize.searchParams.set(k, val);
  return { stateCode, clientId: apple.clientId, redirectUri, nonce, authorizeUrl: authorize.toString() };
}

/** Where the browser goes when Apple's sign-in fails: back to `path` with the error in the fragment. */
export function appleFailureUrl(ctx: AppContext, path = '/'): string {
  return `${ctx.config.siteUrl}${returnPath(ctx.config.siteUrl, path)}#a=login&type=apple&err=apple`;
}

/** OpenID Connect `c_hash`: the left half of the code's SHA-256, base64url. */
export function codeHash(code: string): string {
  return createHash('sha256').update(code).digest().subarray(0, 16).toString('base64url');
}

/** The stored answer of Apple's callback. */
interface AppleAnswer {
  binding: string;
  profile: SocialProfile;
}

/**
 * What Apple's form_post does. The state must be one we issued, unused and unexpired (it is
 * used up here), and, when the browser sends its binding cookie, the one it was issued to
 * (Apple's cross-site POST often comes without it; the log-in or sign-up always checks it).
 * The ID token is verified against Apple's JWKS with the state's nonce (and `c_hash` against
 * the code). The verified person is stored under the code, for the browser that started
 * the flow, once: a code seen before fails. The site gets what it needs in the fragment
 * (never sent to a server): `#a=login|signup&type=apple&social_access_token=<code>&provider_id=…
 * [&email&first_name&last_name]`, or the failure URL when anything does not hold.
 */
export async function finishAppleConnect(ctx: AppContext, body: v.InferOutput<typeof AppleCallbackSchema>, headers: IncomingHttpHeaders): Promise<string> {
  const [state] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: dateOf(ctx.clock) })
    .where(and(eq(oauthStates.state, body.state), eq(oauthStates.provider, 'apple'), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, dateOf(ctx.clock))))
    .returning();
  if (!state) return appleFailureUrl(ctx);
  const data = state.data as { actionRequested?: string; reqFromPath?: string; binding?: string };
  const back = returnPath(ctx.config.siteUrl, data.reqFromPath);
  const cookie = appleBindingOf(headers);
  if (!data.binding || (cookie !== undefined && !sameHash(data.binding, sha256(cookie)))) return appleFailureUrl(ctx, back);
  if (body.error || !body.code || !body.id_token) return appleFailureUrl(ctx, back);
  const verified = await ctx.social.apple.verify(body.id_token, { nonce: state.nonce });
  if (!verified) return appleFailureUrl(ctx, back);
  const cHash = verified.claims?.c_hash;
  if (cHash !== undefined && cHash !== codeHash(body.code)) return appleFailureUrl(ctx, back);
  let user: { name?: { firstName?: unknown; lastName?: unknown }; email?: unknown } = {};
  try {
    user = body.user ? (JSON.parse(body.user) as typeof user) : {};
  } catch {
    user = {};
  }
  const firstName = typeof user.name?.firstName === 'string' ? user.name.firstName.slice(0, 200) : undefined;
  const lastName = typeof user.name?.lastName === 'string' ? user.name.lastName.slice(0, 200) : undefined;
  const profile: SocialProfile = { ...verified.profile, ...(firstName ? { first_name: firstName } : {}), ...(lastName ? { last_name: lastName } : {}) };
  const answer: AppleAnswer = { binding: data.binding, profile };
  const [stored] = await ctx.db
    .insert(oauthStates)
    .values({ state: `apple-code:${sha256(body.code)}`, provider: 'apple-code', nonce: state.nonce, data: answer, expiresAt: dateOf(ctx.clock, APPLE_CODE_TTL_MS) })
    .onConflictDoNothing()
    .returning({ state: oauthStates.state });
  if (!stored) return appleFailureUrl(ctx, back);
  const fragment = new URLSearchParams({ a: data.actionRequested === 'signup' ? 'signup' : 'login', type: 'apple', social_access_token: body.code, provider_id: profile.id });
  const email = profile.email ?? (typeof user.email === 'string' ? user.email : undefined);
  if (email) fragment.set('email', email);
  if (firstName) fragment.set('first_name', firstName);
  if (lastName) fragment.set('last_name', lastName);
  return `${ctx.config.siteUrl}${back}#${fragment.toString()}`;
}

/** A social token the provider vouched for, as a log-in or sign-up sees it. */
export interface SocialSignIn {
  profile: SocialProfile;
  /**
   * Uses the token up, once: false when it was used meanwhile. Call it just before the
   * session is made. Google ID tokens and Apple codes are single use; Facebook's access
   * tokens are the SDK's session and are not.
   */
  claim(): Promise<boolean>;
}

async function claimKey(ctx: AppContext, key: string): Promise<boolean> {
  const used = await ctx.db
    .update(oauthStates)
    .set({ usedAt: dateOf(ctx.clock) })
    .where(and(eq(oauthStates.state, key), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, dateOf(ctx.clock))))
    .returning({ state: oauthStates.state });
  return used.length === 1;
}

async function liveRow(ctx: AppContext, key: string, provider: string) {
  const [row] = await ctx.db
    .select()
    .from(oauthStates)
    .where(and(eq(oauthStates.state, key), eq(oauthStates.provider, provider), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, dateOf(ctx.clock))));
  return row;
}

/**
 * What a social log-in or sign-up token stands for (spec §3 `social_access_token`), or
 * undefined:
 * - google: an ID token (the popup's `id_token`, One Tap's credential), verified against
 *   Google's JWKS, whose nonce a google-connect of ours issued and no sign-in used yet;
 * - apple: the code of Apple's answer to our callback, only from the browser holding the
 *   binding cookie of the flow that got it, and only once;
 * - facebook: an access token Graph's debug_token says is valid and ours.
 */
export async function verifySocialSignIn(ctx: AppContext, headers: IncomingHttpHeaders, provider: string, token: string): Promise<SocialSignIn | undefined> {
  if (typeof token !== 'string' || token === '') return undefined;
  if (provider === 'google') {
    const verified = await ctx.social.google.verify(token);
    if (!verified?.nonce) return undefined;
    const key = `google:${verified.nonce}`;
    if (!(await liveRow(ctx, key, 'google'))) return undefined;
    return { profile: verified.profile, claim: () => claimKey(ctx, key) };
  }
  if (provider === 'apple') {
    if (token.length > 512) return undefined;
    const key = `apple-code:${sha256(token)}`;
    const row = await liveRow(ctx, key, 'apple-code');
    const binding = appleBindingOf(headers);
    if (!row || !binding) return undefined;
    const answer = row.data as AppleAnswer;
    if (!sameHash(answer.binding, sha256(binding))) return undefined;
    return { profile: answer.profile, claim: () => claimKey(ctx, key) };
  }
  if (provider === 'facebook') {
    const verified = await ctx.social.facebook.verify(token);
    return verified ? { profile: verified.profile, claim: async () => true } : undefined;
  }
  return undefined;
}
