import { MESSAGES } from '@hourspace/validation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { oauthStates, providerTokens } from '../db/schema';
import { randomToken } from '../lib/tokens';
import { validationError } from '../lib/errors';
import { objectBody, parseWith } from '../lib/validate';
import type { AppContext } from '../services/context';
import { originOf } from '../services/profile';
import { readProviderJwt } from '../services/social';

const STATE_TTL_MS = 10 * 60 * 1000;

/** Where an OAuth redirect may go: the site and the front-end origins CORS allows. */
export function isAllowedRedirect(ctx: AppContext, uri: string): boolean {
  try {
    const url = new URL(uri);
    return (url.protocol === 'http:' || url.protocol === 'https:') && [ctx.config.siteUrl, ...ctx.config.corsOrigins].some((o) => new URL(o).origin === url.origin);
  } catch {
    return false;
  }
}

const shortText = (max: number) => v.pipe(v.string(MESSAGES['request.invalid']), v.trim(), v.maxLength(max, MESSAGES['request.invalid']));

const GoogleConnectSchema = v.object({ action: v.optional(shortText(40), 'login'), redirectUri: v.optional(shortText(500)) }, MESSAGES['request.invalid']);
const AppleConnectSchema = v.object(
  {
    source: v.optional(shortText(40)),
    actionRequested: v.optional(shortText(40), 'login'),
    // Only a path on the site: the callback sends the browser there, so a full URL would be an open redirect.
    reqFromPath: v.optional(v.pipe(shortText(500), v.regex(/^\/(?!\/)[^\s\\]*$/, MESSAGES['request.invalid'])), '/'),
  },
  MESSAGES['request.invalid'],
);
const AppleCallbackSchema = v.object(
  {
    state: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
    code: v.optional(v.pipe(v.string(), v.maxLength(200))),
    id_token: v.optional(v.pipe(v.string(), v.maxLength(4000))),
    user: v.optional(v.pipe(v.string(), v.maxLength(2000))),
    error: v.optional(v.pipe(v.string(), v.maxLength(200))),
  },
  MESSAGES['request.invalid'],
);

/** Client ids the fake providers accept; production sets the real ones. */
export const GOOGLE_CLIENT_ID = process.env.GOOGLE_CLIENT_ID ?? 'hourspace-local.apps.googleusercontent.com';
export const APPLE_CLIENT_ID = process.env.APPLE_CLIENT_ID ?? 'com.hourspace.local.signin';

export function socialRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Starts Google sign-in (spec §7 POST {site}/google-connect): a single-use state and
   * nonce for the popup ('id_token token', scope 'email profile').
   */
  app.post('/google-connect', async (request) => {
    const { action, redirectUri: wanted } = parseWith(GoogleConnectSchema, objectBody(request.body ?? {}));
    if (wanted !== undefined && !isAllowedRedirect(ctx, wanted)) throw validationError([{ field: 'redirectUri', message: MESSAGES['request.invalid'] }]);
    const state = randomToken(18);
    const nonce = randomToken(18);
    await ctx.db.insert(oauthStates).values({ state, provider: 'google', nonce, data: { action }, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    const origin = originOf(ctx, request);
    const redirectUri = wanted ?? `${ctx.config.siteUrl}/google-callback`;
    const authorize = new URL(`${origin}/dev/google/o/oauth2/v2/auth`);
    for (const [k, val] of Object.entries({ client_id: GOOGLE_CLIENT_ID, redirect_uri: redirectUri, response_type: 'id_token token', scope: 'email profile', state, nonce })) authorize.searchParams.set(k, val);
    return { state, clientId: GOOGLE_CLIENT_ID, nonce, redirectUri, authorizeUrl: authorize.toString() };
  });

  /**
   * Starts Apple sign-in (spec §7 POST {site}/apple-connect). Apple posts back to
   * /apple-connect/callback (form_post), which sends the browser to the site.
   */
  app.post('/apple-connect', async (request) => {
    const body = parseWith(AppleConnectSchema, objectBody(request.body ?? {}));
    const stateCode = randomToken(18);
    const nonce = randomToken(18);
    await ctx.db.insert(oauthStates).values({ state: stateCode, provider: 'apple', nonce, data: body, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    const origin = originOf(ctx, request);
    const redirectUri = `${origin}/apple-connect/callback`;
    const authorize = new URL(`${origin}/dev/apple/auth/authorize`);
    for (const [k, val] of Object.entries({ client_id: APPLE_CLIENT_ID, redirect_uri: redirectUri, response_type: 'code id_token', scope: 'email name', response_mode: 'form_post', state: stateCode, nonce })) authorize.searchParams.set(k, val);
    return { stateCode, clientId: APPLE_CLIENT_ID, redirectUri, nonce, authorizeUrl: authorize.toString() };
  });

  /**
   * Apple's form_post lands here. The state must be one we issued; the browser then goes
   * back to the page that started, with what the site needs in the fragment (never sent to
   * a server): `#a=login|signup&type=apple&social_access_token=…&provider_id=…[&email&first_name&last_name]`,
   * or `#a=login&type=apple&err=apple` when Apple reports an error.
   */
  app.post('/apple-connect/callback', async (request, reply) => {
    const parsed = v.safeParse(AppleCallbackSchema, request.body);
    const fail = (path = '/') => reply.redirect(`${ctx.config.siteUrl}${path}#a=login&type=apple&err=apple`, 303);
    if (!parsed.success) return fail();
    const body = parsed.output;
    const [state] = await ctx.db
      .update(oauthStates)
      .set({ usedAt: new Date() })
      .where(and(eq(oauthStates.state, body.state), eq(oauthStates.provider, 'apple'), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, new Date())))
      .returning();
    if (!state) return fail();
    const data = state.data as { actionRequested?: string; reqFromPath?: string };
    const back = data.reqFromPath ?? '/';
    if (body.error || !body.code || !body.id_token) return fail(back);
    const claims = readProviderJwt(body.id_token, ctx.providerSecret);
    if (!claims || claims.nonce !== state.nonce || claims.aud !== APPLE_CLIENT_ID || typeof claims.sub !== 'string') return fail(back);
    const [token] = await ctx.db.select().from(providerTokens).where(and(eq(providerTokens.token, body.code), eq(providerTokens.provider, 'apple')));
    if (!token || token.identityId !== claims.sub) return fail(back);
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
    return reply.redirect(`${ctx.config.siteUrl}${back}#${fragment.toString()}`, 303);
  });
}
