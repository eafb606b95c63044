import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FAKE_IDENTITIES, findIdentity, type FakeIdentity } from '../content/identities';
import { providerTokens } from '../db/schema';
import { randomToken } from '../lib/tokens';
import { queryValue } from '../lib/validate';
import { initialsAvatar } from '../seed/photos';
import type { AppContext } from '../services/context';
import { originOf } from '../services/profile';
import { signProviderJwt } from '../services/social';
import { APPLE_CLIENT_ID, GOOGLE_CLIENT_ID, isAllowedRedirect } from './social';

const TOKEN_TTL_S = 3600;

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Mints an access token of a fake provider for a test identity. */
export async function mintProviderToken(ctx: AppContext, identity: FakeIdentity, stale = false): Promise<string> {
  const token = `${identity.provider.slice(0, 2)}_${randomToken(24)}`;
  await ctx.db.insert(providerTokens).values({ token, provider: identity.provider, identityId: identity.id, stale, expiresAt: new Date(Date.now() + TOKEN_TTL_S * 1000) });
  return token;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#222}h1{font-size:1.3rem}form{margin:0}button{display:block;width:100%;text-align:left;padding:.8rem 1rem;margin:.5rem 0;border:1px solid #ccc;border-radius:.5rem;background:#fff;font:inherit;cursor:pointer}button:hover,button:focus{border-color:#333}small{color:#666;display:block}.note{color:#666;font-size:.85rem}</style></head><body>${body}</body></html>`;
}

function identityButton(identity: FakeIdentity): string {
  const name = [identity.first_name, identity.last_name].filter(Boolean).join(' ') || identity.id;
  return `<button type="submit" name="identity" value="${escapeHtml(identity.id)}">${escapeHtml(name)}<small>${escapeHtml(identity.email ?? 'no email shared')} · ${escapeHtml(identity.description)}</small></button>`;
}

function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
}

function badRequestPage(reply: FastifyReply, message: string) {
  return reply.status(400).type('text/html; charset=utf-8').send(page('Sign-in error', `<h1>Sign-in error</h1><p>${escapeHtml(message)}</p>`));
}

function pictureUrl(origin: string, identity: FakeIdentity): string | undefined {
  return identity.picture ? `${origin}/dev/${identity.provider}/photos/${encodeURIComponent(identity.id)}.png` : undefined;
}

async function bearerIdentity(ctx: AppContext, request: FastifyRequest, provider: string): Promise<FakeIdentity | undefined> {
  const header = request.headers.authorization;
  const token = (typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined) ?? queryValue(request.query, 'access_token');
  if (!token || token.length > 200) return undefined;
  const [row] = await ctx.db.select().from(providerTokens).where(and(eq(providerTokens.token, token), eq(providerTokens.provider, provider), gt(providerTokens.expiresAt, new Date())));
  return row && !row.stale ? findIdentity(provider, row.identityId) : undefined;
}

const FACEBOOK_SDK = (origin: string): string => `/* Hourspace local Facebook SDK: the calls of the real one (init, getLoginStatus, login, api, logout), answered by ${origin}/dev/facebook. */
(function () {
  var BASE = ${JSON.stringify(`${origin}/dev/facebook`)};
  var KEY = 'hourspace_fb_auth';
  function read() { try { var a = JSON.parse(localStorage.getItem(KEY) || 'null'); return a && a.expiresAt > Date.now() ? a : null; } catch (e) { return null; } }
  function save(a) { try { a ? localStorage.setItem(KEY, JSON.stringify(a)) : localStorage.removeItem(KEY); } catch (e) {} }
  function response(a) { return a ? { status: 'connected', authResponse: { accessToken: a.accessToken, userID: a.userID, expiresIn: Math.round((a.expiresAt - Date.now()) / 1000), graphDomain: 'facebook', signedRequest: '' } } : { status: 'unknown', authResponse: null }; }
  function chooser(done) {
    fetch(BASE + '/identities').then(function (r) { return r.json(); }).then(function (list) {
      var back = document.createElement('div');
      back.setAttribute('role', 'dialog'); back.setAttribute('aria-modal', 'true'); back.setAttribute('aria-label', 'Log in with Facebook');
      back.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483647;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif';
      var box = document.createElement('div');
      box.style.cssText = 'background:#fff;color:#1c1e21;border-radius:8px;padding:16px;width:min(92vw,380px);max-height:90vh;overflow:auto';
      var h = document.createElement('h2'); h.textContent = 'Log in with Facebook (local)'; h.style.cssText = 'font-size:18px;margin:0 0 8px'; box.appendChild(h);
      var stale = document.createElement('label'); stale.style.cssText = 'display:block;font-size:13px;margin:8px 0';
      var cb = document.createElement('input'); cb.type = 'checkbox'; stale.appendChild(cb); stale.appendChild(document.createTextNode(' Simulate a logged-out session (Graph error 190/467 on the next call)'));
      list.forEach(function (p) {
        var b = document.createElement('button'); b.type = 'button';
        b.textContent = p.name + ' (' + (p.email || 'no email') + ')';
        b.style.cssText = 'display:block;width:100%;text-align:left;padding:10px;margin:6px 0;border:1px solid #ccd0d5;border-radius:6px;background:#fff;cursor:pointer;font:inherit';
        b.onclick = function () {
          fetch(BASE + '/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: p.id, stale: cb.checked }) })
            .then(function (r) { return r.json(); }).then(function (a) { document.body.removeChild(back); done(a); });
        };
        box.appendChild(b);
      });
      box.appendChild(stale);
      var cancel = document.createElement('button'); cancel.type = 'button'; cancel.textContent = 'Cancel';
      cancel.style.cssText = 'margin-top:8px;padding:8px 12px;border:0;background:#e4e6eb;border-radius:6px;cursor:pointer';
      cancel.onclick = function () { document.body.removeChild(back); done(null); };
      box.appendChild(cancel); back.appendChild(box); document.body.appendChild(back);
      var first = box.querySelector('button'); if (first) first.focus();
    });
  }
  var FB = {
    init: function () {},
    getLoginStatus: function (cb) { setTimeout(function () { cb(response(read())); }, 0); },
    getAuthResponse: function () { return response(read()).authResponse; },
    login: function (cb, opts) {
      chooser(function (a) {
        if (!a) { cb({ status: 'unknown', authResponse: null }); return; }
        var auth = { accessToken: a.accessToken, userID: a.userID, expiresAt: Date.now() + a.expiresIn * 1000, scope: (opts && opts.scope) || 'public_profile' };
        save(auth); cb(response(auth));
      });
    },
    logout: function (cb) { save(null); if (cb) cb({ status: 'unknown', authResponse: null }); },
    api: function (path, a, b, c) {
      var params = {}, cb = null;
      [a, b, c].forEach(function (x) { if (typeof x === 'function') cb = x; else if (x && typeof x === 'object') params = x; });
      var auth = read(); var q = new URLSearchParams();
      Object.keys(params).forEach(function (k) { q.set(k, String(params[k])); });
      if (auth && !q.has('access_token')) q.set('access_token', auth.accessToken);
      fetch(BASE + '/' + String(path).replace(/^\\/+/, '') + '?' + q.toString()).then(function (r) { return r.json(); }).then(function (j) { if (cb) cb(j); }, function () { if (cb) cb({ error: { message: 'Network error', type: 'OAuthException', code: 1 } }); });
    }
  };
  window.FB = FB;
  if (typeof window.fbAsyncInit === 'function') setTimeout(window.fbAsyncInit, 0);
})();
`;

/** The local Google, Apple and Facebook sign-in providers (development only). */
export function fakeProviderRoutes(app: FastifyInstance, ctx: AppContext): void {
  // ---- Google: OAuth popup with an identity chooser, userinfo, people service ----
  app.get('/dev/google/o/oauth2/v2/auth', async (request, reply) => {
    const q = (k: string) => queryValue(request.query, k) ?? '';
    if (q('client_id') !== GOOGLE_CLIENT_ID) return badRequestPage(reply, 'Error 401: invalid_client. The OAuth client was not found.');
    if (!isAllowedRedirect(ctx, q('redirect_uri'))) return badRequestPage(reply, 'Error 400: redirect_uri_mismatch.');
    const fields = { client_id: q('client_id'), redirect_uri: q('redirect_uri'), state: q('state'), nonce: q('nonce'), scope: q('scope') || 'email profile' };
    const identities = FAKE_IDENTITIES.filter((i) => i.provider === 'google');
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Choose an account', `<h1>Choose an account</h1><p class="note">to continue to Hourspace (local Google)</p><form method="post">${hiddenFields(fields)}${identities.map(identityButton).join('')}<button type="submit" name="identity" value="">Cancel</button></form>`));
  });

  app.post('/dev/google/o/oauth2/v2/auth', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const field = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).slice(0, 2000) : '');
    if (field('client_id') !== GOOGLE_CLIENT_ID || !isAllowedRedirect(ctx, field('redirect_uri'))) return badRequestPage(reply, 'Error 400: invalid_request.');
    const identity = findIdentity('google', field('identity'));
    const state = field('state');
    if (!identity) return reply.redirect(`${field('redirect_uri')}#${new URLSearchParams({ error: 'access_denied', state })}`, 302);
    const accessToken = await mintProviderToken(ctx, identity);
    const now = Math.floor(Date.now() / 1000);
    const picture = pictureUrl(originOf(ctx, request), identity);
    const idToken = signProviderJwt(
      {
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        sub: identity.id,
        provider: 'google',
        email: identity.email,
        email_verified: true,
        name: [identity.first_name, identity.last_name].filter(Boolean).join(' '),
        given_name: identity.first_name,
        family_name: identity.last_name,
        ...(picture ? { picture } : {}),
        nonce: field('nonce'),
        iat: now,
        exp: now + TOKEN_TTL_S,
      },
      ctx.providerSecret,
    );
    const fragment = new URLSearchParams({ access_token: accessToken, token_type: 'Bearer', expires_in: String(TOKEN_TTL_S), scope: field('scope'), id_token: idToken, state, authuser: '0', prompt: 'consent' });
    return reply.redirect(`${field('redirect_uri')}#${fragment}`, 302);
  });

  app.get('/dev/google/oauth2/v3/userinfo', async (request, reply) => {
    const identity = await bearerIdentity(ctx, request, 'google');
    if (!identity) return reply.status(401).send({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    return { sub: identity.id, name: [identity.first_name, identity.last_name].filter(Boolean).join(' '), given_name: identity.first_name, family_name: identity.last_name, picture: pictureUrl(originOf(ctx, request), identity), email: identity.email, email_verified: true };
  });

  /** People service (photos and phone numbers), as people.get answers for 'people/me'. */
  app.get('/dev/google/v1/people/me', async (request, reply) => {
    const identity = await bearerIdentity(ctx, request, 'google');
    if (!identity) return reply.status(401).send({ error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    const fields = (queryValue(request.query, 'personFields') ?? 'photos,phoneNumbers').split(',');
    const picture = pictureUrl(originOf(ctx, request), identity);
    return {
      resourceName: `people/${identity.id}`,
      ...(fields.includes('photos') ? { photos: picture ? [{ metadata: { primary: true }, url: picture }] : [{ metadata: { primary: true }, url: `${originOf(ctx, request)}/dev/google/photos/default.png`, default: true }] } : {}),
      ...(fields.includes('phoneNumbers') && identity.phones ? { phoneNumbers: identity.phones.map((p) => ({ metadata: { primary: true }, value: p, canonicalForm: p.replace(/[^\d+]/g, ''), type: 'mobile' })) } : {}),
    };
  });

  // ---- Apple: authorize page that posts back form_post ----
  app.get('/dev/apple/auth/authorize', async (request, reply) => {
    const q = (k: string) => queryValue(request.query, k) ?? '';
    const origin = originOf(ctx, request);
    if (q('client_id') !== APPLE_CLIENT_ID) return badRequestPage(reply, 'invalid_client');
    if (q('redirect_uri') !== `${origin}/apple-connect/callback` && !isAllowedRedirect(ctx, q('redirect_uri'))) return badRequestPage(reply, 'invalid_request: Invalid redirect_uri.');
    if (q('response_mode') !== 'form_post') return badRequestPage(reply, 'invalid_request: response_mode must be form_post.');
    const fields = { client_id: q('client_id'), redirect_uri: q('redirect_uri'), state: q('state'), nonce: q('nonce') };
    const identities = FAKE_IDENTITIES.filter((i) => i.provider === 'apple');
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Sign in with Apple', `<h1>Sign in with Apple</h1><p class="note">Hourspace (local Apple) will receive your name and email.</p><form method="post">${hiddenFields(fields)}${identities.map(identityButton).join('')}<button type="submit" name="identity" value="">Cancel</button></form>`));
  });

  app.post('/dev/apple/auth/authorize', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const field = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).slice(0, 2000) : '');
    const origin = originOf(ctx, request);
    const redirect = field('redirect_uri');
    if (field('client_id') !== APPLE_CLIENT_ID || (redirect !== `${origin}/apple-connect/callback` && !isAllowedRedirect(ctx, redirect))) return badRequestPage(reply, 'invalid_request');
    const identity = findIdentity('apple', field('identity'));
    let post: Record<string, string>;
    if (!identity) {
      post = { state: field('state'), error: 'user_cancelled_authorize' };
    } else {
      const code = await mintProviderToken(ctx, identity);
      const now = Math.floor(Date.now() / 1000);
      const idToken = signProviderJwt(
        { iss: 'https://appleid.apple.com', aud: APPLE_CLIENT_ID, sub: identity.id, provider: 'apple', ...(identity.email ? { email: identity.email, email_verified: true, is_private_email: identity.email.endsWith('privaterelay.appleid.com') } : {}), nonce: field('nonce'), iat: now, exp: now + 600 },
        ctx.providerSecret,
      );
      // Real Apple sends `user` only on the first authorization; the local one always does.
      post = { state: field('state'), code, id_token: idToken, user: JSON.stringify({ name: { firstName: identity.first_name, lastName: identity.last_name }, ...(identity.email ? { email: identity.email } : {}) }) };
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Signing in…', `<form id="f" method="post" action="${escapeHtml(redirect)}">${hiddenFields(post)}<noscript><button type="submit">Continue</button></noscript></form><script>document.getElementById('f').submit()</script>`));
  });

  // ---- Facebook: SDK script and Graph API ----
  app.get('/dev/facebook/sdk.js', async (request, reply) => reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(FACEBOOK_SDK(originOf(ctx, request))));

  app.get('/dev/facebook/identities', async () =>
    FAKE_IDENTITIES.filter((i) => i.provider === 'facebook').map((i) => ({ id: i.id, name: [i.first_name, i.last_name].filter(Boolean).join(' '), email: i.email ?? null, description: i.description })),
  );

  app.post('/dev/facebook/login', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const identity = typeof body.identity === 'string' ? findIdentity('facebook', body.identity) : undefined;
    if (!identity) return reply.status(400).send({ error: { message: 'Unknown test user.', type: 'OAuthException', code: 100 } });
    const accessToken = await mintProviderToken(ctx, identity, body.stale === true);
    return { accessToken, userID: identity.id, expiresIn: TOKEN_TTL_S };
  });

  app.get('/dev/facebook/me', async (request, reply) => {
    const token = queryValue(request.query, 'access_token');
    const [row] = token && token.length <= 200 ? await ctx.db.select().from(providerTokens).where(and(eq(providerTokens.token, token), eq(providerTokens.provider, 'facebook'))) : [];
    if (!row || row.expiresAt.getTime() <= Date.now()) {
      return reply.status(400).send({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    }
    if (row.stale) {
      return reply.status(400).send({ error: { message: 'Error validating access token: The user is not logged into this app.', type: 'OAuthException', code: 190, error_subcode: 467 } });
    }
    const identity = findIdentity('facebook', row.identityId);
    if (!identity) return reply.status(400).send({ error: { message: 'Unknown user.', type: 'OAuthException', code: 100 } });
    const fields = (queryValue(request.query, 'fields') ?? 'id,name').split(',').map((f) => f.trim());
    const picture = pictureUrl(originOf(ctx, request), identity);
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
    const identity = findIdentity(request.params.provider, id);
    const initials = identity ? `${identity.first_name?.[0] ?? ''}${identity.last_name?.[0] ?? ''}` : '?';
    if (!identity && id !== 'default') return reply.status(404).send({ error: 'Not Found', error_description: 'No such test user.', statusCode: 404 });
    const hue = [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(await initialsAvatar(initials || 'HS', hue));
  });
}
