import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryValue } from '../lib/validate';
import type { AppContext } from '../services/context';
import { chooserPage, errorPage, facebookSdk, formPostPage, googleOneTapScript, messagePage } from '../services/fake-provider-pages';
import {
  appleUserField,
  chooserIdentities,
  facebookDebugToken,
  facebookTokenState,
  fakeAppleIdToken,
  fakeGoogleIdToken,
  fakeJwks,
  findIdentity,
  identityOfToken,
  identityPhoto,
  mintProviderToken,
  pictureUrl,
  PROVIDER_TOKEN_TTL_S,
  testIdentities,
  type FakeIdentity,
} from '../services/fake-providers';
import { appSecretProof, socialSettings } from '../services/social';
import { isAllowedRedirect } from '../services/social-connect';

function badRequestPage(reply: FastifyReply, message: string) {
  return reply.status(400).type('text/html; charset=utf-8').send(errorPage(message));
}

/** The bearer (header or access_token query parameter) of a provider call. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return (typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined) ?? queryValue(request.query, 'access_token');
}

async function bearerIdentity(ctx: AppContext, request: FastifyRequest, provider: string): Promise<FakeIdentity | undefined> {
  return identityOfToken(ctx, provider, bearerToken(request));
}

/** The local Google One Tap's session cookie (on the API, development only). */
const GSI_SESSION_COOKIE = 'hs_dev_google_session';

/** The local Google, Apple and Facebook sign-in providers (development only). */
export function fakeProviderRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Client ids, issuers and the app id as configured: development points them at these fakes.
  const settings = () => socialSettings(ctx.config);

  // ---- The keys the fake Google and Apple sign ID tokens with (their JWKS) ----
  app.get('/dev/google/oauth2/v3/certs', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(await fakeJwks(ctx, 'google')));
  app.get('/dev/apple/auth/keys', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(await fakeJwks(ctx, 'apple')));

  // ---- Google: OAuth popup with an identity chooser, userinfo, people service ----
  app.get('/dev/google/o/oauth2/v2/auth', async (request, reply) => {
    const q = (k: string) => queryValue(request.query, k) ?? '';
    if (q('client_id') !== settings().google.clientId) return badRequestPage(reply, 'Error 401: invalid_client. The OAuth client was not found.');
    if (!isAllowedRedirect(ctx, q('redirect_uri'))) return badRequestPage(reply, 'Error 400: redirect_uri_mismatch.');
    const fields = { client_id: q('client_id'), redirect_uri: q('redirect_uri'), state: q('state'), nonce: q('nonce'), scope: q('scope') || 'email profile' };
    return reply.type('text/html; charset=utf-8').send(chooserPage('Choose an account', 'to continue to Hourspace (local Google)', fields, chooserIdentities('google')));
  });

  app.post('/dev/google/o/oauth2/v2/auth', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const field = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).slice(0, 2000) : '');
    if (field('client_id') !== settings().google.clientId || !isAllowedRedirect(ctx, field('redirect_uri'))) return badRequestPage(reply, 'Error 400: invalid_request.');
    const identity = findIdentity('google', field('identity'));
    const state = field('state');
    if (!identity) return reply.redirect(`${field('redirect_uri')}#${new URLSearchParams({ error: 'access_denied', state })}`, 302);
    const accessToken = await mintProviderToken(ctx, identity);
    const idToken = await fakeGoogleIdToken(ctx, identity, field('nonce'), pictureUrl(ctx.config.publicUrl, identity));
    const fragment = new URLSearchParams({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: String(PROVIDER_TOKEN_TTL_S),
      scope: field('scope'),
      id_token: idToken,
      state,
      authuser: '0',
      prompt: 'consent',
    });
    return reply.redirect(`${field('redirect_uri')}#${fragment}`, 302);
  });

  app.get('/dev/google/oauth2/v3/userinfo', async (request, reply) => {
    const identity = await bearerIdentity(ctx, request, 'google');
    if (!identity) return reply.status(401).send({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    return {
      sub: identity.id,
      name: [identity.first_name, identity.last_name].filter(Boolean).join(' '),
      given_name: identity.first_name,
      family_name: identity.last_name,
      picture: pictureUrl(ctx.config.publicUrl, identity),
      email: identity.email,
      email_verified: true,
    };
  });

  /** People service (photos and phone numbers), as people.get answers for 'people/me'. */
  app.get('/dev/google/v1/people/me', async (request, reply) => {
    const identity = await bearerIdentity(ctx, request, 'google');
    if (!identity) return reply.status(401).send({ error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    const fields = (queryValue(request.query, 'personFields') ?? 'photos,phoneNumbers').split(',');
    const picture = pictureUrl(ctx.config.publicUrl, identity);
    return {
      resourceName: `people/${identity.id}`,
      ...(fields.includes('photos')
        ? {
            photos: picture
              ? [{ metadata: { primary: true }, url: picture }]
              : [{ metadata: { primary: true }, url: `${ctx.config.publicUrl}/dev/google/photos/default.png`, default: true }],
          }
        : {}),
      ...(fields.includes('phoneNumbers') && identity.phones
        ? { phoneNumbers: identity.phones.map((p) => ({ metadata: { primary: true }, value: p, canonicalForm: p.replace(/[^\d+]/g, ''), type: 'mobile' })) }
        : {}),
    };
  });

  // ---- Google One Tap: the GIS script, and the browser's session with the local Google ----
  // The real One Tap prompts only a browser signed in to Google; the local one keeps that
  // session in its own HttpOnly cookie (path /dev/google/gsi), set by choosing an identity at
  // /dev/google/gsi/signin. No session, no prompt: other pages and tests never see it.
  const sessionIdentity = (request: FastifyRequest): FakeIdentity | undefined => {
    const cookie = typeof request.headers.cookie === 'string' ? request.headers.cookie : '';
    const value = cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${GSI_SESSION_COOKIE}=`))
      ?.slice(GSI_SESSION_COOKIE.length + 1);
    if (!value) return undefined;
    try {
      return findIdentity('google', decodeURIComponent(value).slice(0, 200));
    } catch {
      return undefined; // not percent-encoding: no session
    }
  };

  app.get('/dev/google/gsi/client', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(googleOneTapScript(ctx.config.publicUrl)),
  );

  app.get('/dev/google/gsi/signin', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(chooserPage('Sign in to Google (local)', 'One Tap on the site then offers this account; Cancel signs out.', {}, testIdentities('google'))),
  );

  app.post('/dev/google/gsi/signin', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const identity = typeof body.identity === 'string' ? findIdentity('google', body.identity.slice(0, 200)) : undefined;
    const attributes = 'Path=/dev/google/gsi; HttpOnly; SameSite=Lax';
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!identity) return reply.header('set-cookie', `${GSI_SESSION_COOKIE}=; ${attributes}; Max-Age=0`).send(messagePage('Signed out of Google (local)', 'One Tap stays off.'));
    const name = [identity.first_name, identity.last_name].filter(Boolean).join(' ') || identity.id;
    return reply
      .header('set-cookie', `${GSI_SESSION_COOKIE}=${encodeURIComponent(identity.id)}; ${attributes}; Max-Age=3600`)
      .send(messagePage('Signed in to Google (local)', `One Tap on the site now offers ${name}.`));
  });

  app.get('/dev/google/gsi/session', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const identity = sessionIdentity(request);
    if (!identity) return { signed_in: false };
    return {
      signed_in: true,
      name: [identity.first_name, identity.last_name].filter(Boolean).join(' ') || identity.id,
      given_name: identity.first_name ?? null,
      email: identity.email ?? null,
    };
  });

  /** One Tap's credential: an ID token of the session's identity for the site's client id, carrying the site's nonce. */
  app.post('/dev/google/gsi/credential', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const nonce = typeof body.nonce === 'string' ? body.nonce : '';
    if (body.client_id !== settings().google.clientId || nonce === '' || nonce.length > 200) return reply.status(400).send({ error: 'invalid_request' });
    const identity = sessionIdentity(request);
    if (!identity) return reply.status(401).send({ error: 'not_signed_in' });
    return { credential: await fakeGoogleIdToken(ctx, identity, nonce, pictureUrl(ctx.config.publicUrl, identity)) };
  });

  // ---- Apple: authorize page that posts back form_post ----
  app.get('/dev/apple/auth/authorize', async (request, reply) => {
    const q = (k: string) => queryValue(request.query, k) ?? '';
    const origin = ctx.config.publicUrl;
    if (q('client_id') !== settings().apple.clientId) return badRequestPage(reply, 'invalid_client');
    if (q('redirect_uri') !== `${origin}/apple-connect/callback` && !isAllowedRedirect(ctx, q('redirect_uri')))
      return badRequestPage(reply, 'invalid_request: Invalid redirect_uri.');
    if (q('response_mode') !== 'form_post') return badRequestPage(reply, 'invalid_request: response_mode must be form_post.');
    const fields = { client_id: q('client_id'), redirect_uri: q('redirect_uri'), state: q('state'), nonce: q('nonce') };
    return reply
      .type('text/html; charset=utf-8')
      .send(chooserPage('Sign in with Apple', 'Hourspace (local Apple) will receive your name and email.', fields, chooserIdentities('apple')));
  });

  app.post('/dev/apple/auth/authorize', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const field = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).slice(0, 2000) : '');
    const origin = ctx.config.publicUrl;
    const redirect = field('redirect_uri');
    if (field('client_id') !== settings().apple.clientId || (redirect !== `${origin}/apple-connect/callback` && !isAllowedRedirect(ctx, redirect)))
      return badRequestPage(reply, 'invalid_request');
    const identity = findIdentity('apple', field('identity'));
    let post: Record<string, string>;
    if (!identity) {
      post = { state: field('state'), error: 'user_cancelled_authorize' };
    } else {
      const code = await mintProviderToken(ctx, identity);
      const idToken = await fakeAppleIdToken(ctx, identity, field('nonce'), code);
      // Real Apple sends `user` only on the first authorization; the local one always does.
      post = {
        state: field('state'),
        code,
        id_token: idToken,
        user: appleUserField(identity),
      };
    }
    return reply.type('text/html; charset=utf-8').send(formPostPage(redirect, post));
  });

  // ---- Facebook: SDK script and Graph API ----
  app.get('/dev/facebook/sdk.js', async (request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(facebookSdk(ctx.config.publicUrl)),
  );

  // The SDK's chooser shows name and email only: a fresh copy says so in its name.
  app.get('/dev/facebook/identities', async () =>
    chooserIdentities('facebook').map((i) => ({
      id: i.id,
      name: [i.first_name, i.last_name].filter(Boolean).join(' ') + (i.fresh ? ', a new person each time' : ''),
      email: i.email ?? null,
      description: i.description,
    })),
  );

  app.post('/dev/facebook/login', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const identity = typeof body.identity === 'string' ? findIdentity('facebook', body.identity) : undefined;
    if (!identity) return reply.status(400).send({ error: { message: 'Unknown test user.', type: 'OAuthException', code: 100 } });
    const accessToken = await mintProviderToken(ctx, identity, body.stale === true);
    return { accessToken, userID: identity.id, expiresIn: PROVIDER_TOKEN_TTL_S };
  });

  /** Graph's debug_token: only with the app token (`app id|app secret`), as Graph asks. */
  app.get('/dev/facebook/debug_token', async (request, reply) => {
    const { appId, appSecret } = settings().facebook;
    if (!appId || !appSecret || queryValue(request.query, 'access_token') !== `${appId}|${appSecret}`) {
      return reply.status(400).send({ error: { message: 'Invalid OAuth access token signature.', type: 'OAuthException', code: 190 } });
    }
    return facebookDebugToken(ctx, queryValue(request.query, 'input_token'));
  });

  app.get('/dev/facebook/me', async (request, reply) => {
    const accessToken = queryValue(request.query, 'access_token');
    const proof = queryValue(request.query, 'appsecret_proof');
    const appSecret = settings().facebook.appSecret;
    if (proof !== undefined && (!accessToken || !appSecret || proof !== appSecretProof(accessToken, appSecret))) {
      return reply.status(400).send({ error: { message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 } });
    }
    const token = await facebookTokenState(ctx, accessToken);
    if (token.state === 'invalid') {
      return reply.status(400).send({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    }
    if (token.state === 'stale') {
      return reply
        .status(400)
        .send({ error: { message: 'Error validating access token: The user is not logged into this app.', type: 'OAuthException', code: 190, error_subcode: 467 } });
    }
    const identity = token.identity;
    if (!identity) return reply.status(400).send({ error: { message: 'Unknown user.', type: 'OAuthException', code: 100 } });
    const fields = (queryValue(request.query, 'fields') ?? 'id,name').split(',').map((f) => f.trim());
    const picture = pictureUrl(ctx.config.publicUrl, identity);
    const all: Record<string, unknown> = {
      id: identity.id,
      name: [identity.first_name, identity.last_name].filter(Boolean).join(' '),
      first_name: identity.first_name,
      last_name: identity.last_name,
      email: identity.email,
      picture: picture ? { data: { url: picture, width: 256, height: 256, is_silhouette: false } } : undefined,
      work: identity.work?.map((w) => ({ employer: { name: w.employer }, position: { name: w.position } })),
    };
    const out: Record<string, unknown> = { id: identity.id };
    for (const f of fields) {
      const key = f.replace(/\{.*$/, '').replace(/\..*$/, '');
      if (all[key] !== undefined) out[key] = all[key];
    }
    return out;
  });

  // ---- Profile pictures of the test identities ----
  app.get<{ Params: { provider: string; file: string } }>('/dev/:provider/photos/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.png$/, '');
    const photo = await identityPhoto(request.params.provider, id);
    if (!photo) return reply.status(404).send({ error: 'Not Found', error_description: 'No such test user.', statusCode: 404 });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(photo);
  });
}
