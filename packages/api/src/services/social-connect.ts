import type { AppleCallbackSchema } from '@hourspace/validation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import { oauthStates, providerTokens } from '../db/schema';
import { randomToken } from '../lib/tokens';
import type { AppContext } from './context';
import { readProviderJwt } from './social';

const STATE_TTL_MS = 10 * 60 * 1000;

/** Client ids the fake providers accept; production sets the real ones. */
export const GOOGLE_CLIENT_ID = process.env.GOOGLE_CLIENT_ID ?? 'hourspace-local.apps.googleusercontent.com';
export const APPLE_CLIENT_ID = process.env.APPLE_CLIENT_ID ?? 'com.hourspace.local.signin';

/** Where an OAuth redirect may go: the site and the front-end origins CORS allows. */
export function isAllowedRedirect(ctx: AppContext, uri: string): boolean {
  try {
    const url = new URL(uri);
    return (url.protocol === 'http:' || url.protocol === 'https:') && [ctx.config.siteUrl, ...ctx.config.corsOrigins].some((o) => new URL(o).origin === url.origin);
  } catch {
    return false;
  }
}

/** A single-use state and nonce for Google's popup ('id_token token', scope 'email profile'). */
export async function startGoogleConnect(ctx: AppContext, action: string, wanted: string | undefined, origin: string) {
  const state = randomToken(18);
  const nonce = randomToken(18);
  await ctx.db.insert(oauthStates).values({ state, provider: 'google', nonce, data: { action }, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
  const redirectUri = wanted ?? `${ctx.config.siteUrl}/google-callback`;
  const authorize = new URL(`${origin}/dev/google/o/oauth2/v2/auth`);
  for (const [k, val] of Object.entries({ client_id: GOOGLE_CLIENT_ID, redirect_uri: redirectUri, response_type: 'id_token token', scope: 'email profile', state, nonce }))
    authorize.searchParams.set(k, val);
  return { state, clientId: GOOGLE_CLIENT_ID, nonce, redirectUri, authorizeUrl: authorize.toString() };
}

/** A single-use state for Apple's form_post sign-in; Apple posts back to /apple-connect/callback. */
export async function startAppleConnect(ctx: AppContext, data: Record<string, unknown>, origin: string) {
  const stateCode = randomToken(18);
  const nonce = randomToken(18);
  await ctx.db.insert(oauthStates).values({ state: stateCode, provider: 'apple', nonce, data, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
  const redirectUri = `${origin}/apple-connect/callback`;
  const authorize = new URL(`${origin}/dev/apple/auth/authorize`);
  for (const [k, val] of Object.entries({
    client_id: APPLE_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code id_token',
    scope: 'email name',
    response_mode: 'form_post',
    state: stateCode,
    nonce,
  }))
    authorize.searchParams.set(k, val);
  return { stateCode, clientId: APPLE_CLIENT_ID, redirectUri, nonce, authorizeUrl: authorize.toString() };
}

/** Where the browser goes when Apple's sign-in fails: back to `path` with the error in the fragment. */
export function appleFailureUrl(ctx: AppContext, path = '/'): string {
  return `${ctx.config.siteUrl}${path}#a=login&type=apple&err=apple`;
}

/**
 * Where Apple's form_post sends the browser. The state must be one we issued (it is used
 * up here); the site gets what it needs in the fragment (never sent to a server):
 * `#a=login|signup&type=apple&social_access_token=…&provider_id=…[&email&first_name&last_name]`,
 * or the failure URL when anything does not hold.
 */
export async function finishAppleConnect(ctx: AppContext, body: v.InferOutput<typeof AppleCallbackSchema>): Promise<string> {
  const [state] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(and(eq(oauthStates.state, body.state), eq(oauthStates.provider, 'apple'), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, new Date())))
    .returning();
  if (!state) return appleFailureUrl(ctx);
  const data = state.data as { actionRequested?: string; reqFromPath?: string };
  const back = data.reqFromPath ?? '/';
  if (body.error || !body.code || !body.id_token) return appleFailureUrl(ctx, back);
  const claims = readProviderJwt(body.id_token, ctx.providerSecret);
  if (!claims || claims.nonce !== state.nonce || claims.aud !== APPLE_CLIENT_ID || typeof claims.sub !== 'string') return appleFailureUrl(ctx, back);
  const [token] = await ctx.db
    .select()
    .from(providerTokens)
    .where(and(eq(providerTokens.token, body.code), eq(providerTokens.provider, 'apple')));
  if (!token || token.identityId !== claims.sub) return appleFailureUrl(ctx, back);
  let user: { name?: { firstName?: string; lastName?: string }; email?: string } = {};
  try {
    user = body.user ? (JSON.parse(body.user) as typeof user) : {};
  } catch {
    user = {};
  }
  const fragment = new URLSearchParams({ a: data.actionRequested === 'signup' ? 'signup' : 'login', type: 'apple', social_access_token: body.code, provider_id: claims.sub });
  const email = typeof claims.email === 'string' ? claims.email : user.email;
  if (email) fragment.set('email', email);
  if (user.name?.firstName) fragment.set('first_name', user.name.firstName);
  if (user.name?.lastName) fragment.set('last_name', user.name.lastName);
  return `${ctx.config.siteUrl}${back}#${fragment.toString()}`;
}
