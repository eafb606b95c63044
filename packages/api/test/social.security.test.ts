/**
 * Social verification as an attacker tries it: forged, foreign, expired and replayed Google
 * and Apple ID tokens against a local JWKS; Facebook tokens Graph's debug_token does not
 * vouch for; and Apple's return used from another browser or twice (login CSRF).
 */
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type KeyLike } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appSecretProof, facebookVerifier, idTokenVerifier, remoteJwks, type SocialVerifier } from '../src/services/social';
import { bindingCookie, hiddenInputs } from './support/apple-form';
import { testApiOfFile } from './support/test-api';

const SUITE = 'social verification';

interface Issuer {
  provider: 'google' | 'apple';
  issuer: string;
  clientId: string;
  key: { privateKey: KeyLike; kid: string };
  verifier: SocialVerifier;
}

let jwksServer: Server;
let stranger: { privateKey: KeyLike; kid: string };
const issuers: Issuer[] = [];

async function keyPair(kid: string) {
  const pair = await generateKeyPair('RS256');
  return { privateKey: pair.privateKey, publicKey: pair.publicKey, kid };
}

function sign(claims: JWTPayload, key: { privateKey: KeyLike; kid: string }, header: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, ...header }).sign(key.privateKey);
}

beforeAll(async () => {
  const google = await keyPair('google-1');
  const apple = await keyPair('apple-1');
  const strangerPair = await keyPair('stranger-1');
  stranger = strangerPair;
  const jwks: Record<string, unknown> = {
    '/google/certs': { keys: [{ ...(await exportJWK(google.publicKey)), kid: google.kid, alg: 'RS256', use: 'sig' }] },
    '/apple/keys': { keys: [{ ...(await exportJWK(apple.publicKey)), kid: apple.kid, alg: 'RS256', use: 'sig' }] },
  };
  jwksServer = createServer((request, response) => {
    const body = jwks[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
  issuers.push(
    {
      provider: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'client-g.apps.googleusercontent.com',
      key: google,
      verifier: idTokenVerifier('google', {
        clientId: 'client-g.apps.googleusercontent.com',
        issuers: ['https://accounts.google.com', 'accounts.google.com'],
        jwks: remoteJwks(`${base}/google/certs`),
      }),
    },
    {
      provider: 'apple',
      issuer: 'https://appleid.apple.com',
      clientId: 'com.example.signin',
      key: apple,
      verifier: idTokenVerifier('apple', { clientId: 'com.example.signin', issuers: ['https://appleid.apple.com'], jwks: remoteJwks(`${base}/apple/keys`) }),
    },
  );
});

afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

const now = () => Math.floor(Date.now() / 1000);

function goodClaims(i: Issuer, nonce = 'nonce-1'): JWTPayload {
  return { iss: i.issuer, aud: i.clientId, sub: `${i.provider}-user-1`, iat: now(), exp: now() + 600, nonce, email: 'ada@example.com', email_verified: true };
}

describe('Google and Apple ID tokens against a local JWKS', () => {
  it('accepts a genuine token and reads the person from it', async () => {
    for (const i of issuers) {
      const verified = await i.verifier.verify(await sign(goodClaims(i), i.key), { nonce: 'nonce-1' });
      expect(verified?.profile).toMatchObject({ provider: i.provider, id: `${i.provider}-user-1`, email: 'ada@example.com' });
      expect(verified?.nonce).toBe('nonce-1');
      // Without an expected nonce the verifier hands the nonce back for the flow to check.
      expect((await i.verifier.verify(await sign(goodClaims(i, 'n-2'), i.key)))?.nonce).toBe('n-2');
    }
    // Google's issuer without the scheme is Google's too.
    const google = issuers[0] as Issuer;
    expect(await google.verifier.verify(await sign({ ...goodClaims(google), iss: 'accounts.google.com' }, google.key))).toBeDefined();
  });

  it('ignores an email the provider does not vouch for', async () => {
    for (const i of issuers) {
      const verified = await i.verifier.verify(await sign({ ...goodClaims(i), email_verified: false }, i.key));
      expect(verified?.profile.email).toBeUndefined();
    }
  });

  it('refuses every forged, foreign, expired or misdirected token', async () => {
    let refused = 0;
    let tried = 0;
    for (const i of issuers) {
      const other = issuers.find((o) => o !== i) as Issuer;
      const { nonce: _nonce, ...noNonce } = goodClaims(i);
      const good = await sign(goodClaims(i), i.key);
      const [head, body] = good.split('.');
      const attacks: [string, Promise<string> | string, { nonce?: string }?][] = [
        ['signed by an unknown key', sign(goodClaims(i), stranger)],
        ['signed by an unknown key under the real kid', sign(goodClaims(i), { privateKey: stranger.privateKey, kid: i.key.kid })],
        ["signed by the other provider's key", sign(goodClaims(i), other.key, { kid: i.key.kid })],
        ['another audience', sign({ ...goodClaims(i), aud: 'someone-else' }, i.key)],
        ['no audience', sign({ ...goodClaims(i), aud: undefined }, i.key)],
        ['another issuer', sign({ ...goodClaims(i), iss: 'https://evil.example' }, i.key)],
        ["the other provider's issuer", sign({ ...goodClaims(i), iss: other.issuer }, i.key)],
        ['expired', sign({ ...goodClaims(i), iat: now() - 7200, exp: now() - 3600 }, i.key)],
        ['no expiry', sign({ ...goodClaims(i), exp: undefined }, i.key)],
        ['another nonce', sign(goodClaims(i, 'nonce-of-another-flow'), i.key), { nonce: 'nonce-1' }],
        ['no nonce, one expected', sign(noNonce, i.key), { nonce: 'nonce-1' }],
        ['no nonce at all', sign(noNonce, i.key)],
        ['no subject', sign({ ...goodClaims(i), sub: undefined }, i.key)],
        ['payload swapped after signing', `${head}.${Buffer.from(JSON.stringify({ ...goodClaims(i), sub: 'victim' })).toString('base64url')}.${good.split('.')[2]}`],
        ['alg none', `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${body}.`],
        ['HS256 keyed with the kid', new SignJWT(goodClaims(i)).setProtectedHeader({ alg: 'HS256', kid: i.key.kid }).sign(new TextEncoder().encode(i.key.kid))],
        ['not a JWT', 'ya29.a0AfH6SMB-an-access-token'],
        ['a huge token', 'a'.repeat(100_000)],
      ];
      for (const [name, token, expected] of attacks) {
        tried += 1;
        const verified = await i.verifier.verify(await token, expected ?? {});
        if (verified === undefined) refused += 1;
        else throw new Error(`${i.provider}: a token ${name} was accepted`);
      }
    }
    recordFigure(SUITE, 'forged or misdirected Google/Apple ID tokens refused', `${refused} of ${tried}`);
    expect(refused).toBe(tried);
  });

  it('refuses everything when the provider has no client id configured', async () => {
    const i = issuers[0] as Issuer;
    const off = idTokenVerifier('google', { clientId: undefined, issuers: [i.issuer], jwks: remoteJwks('http://127.0.0.1:9/none') });
    expect(await off.verify(await sign(goodClaims(i), i.key))).toBeUndefined();
  });
});

describe("Facebook tokens through Graph's debug_token", () => {
  const APP = { appId: '111', appSecret: 'app-secret', graphUrl: 'https://graph.example/v19.0' };
  const users: Record<string, { app_id: string; user_id: string; is_valid: boolean; me?: Record<string, unknown> }> = {
    good: { app_id: '111', user_id: '42', is_valid: true, me: { id: '42', first_name: 'Fiona', last_name: 'Fair', email: 'fiona@example.com' } },
    'other-app': { app_id: '999', user_id: '42', is_valid: true, me: { id: '42' } },
    'logged-out': { app_id: '111', user_id: '42', is_valid: false, me: { id: '42' } },
    'me-is-someone-else': { app_id: '111', user_id: '42', is_valid: true, me: { id: '43' } },
    'numeric-app-id': { app_id: '111', user_id: '44', is_valid: true, me: { id: '44' } },
  };
  const calls: URL[] = [];
  const graph: typeof fetch = async (input) => {
    const url = new URL(String(input));
    calls.push(url);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/debug_token')) {
      if (url.searchParams.get('access_token') !== `${APP.appId}|${APP.appSecret}`) return json(400, { error: { code: 190 } });
      const input_token = url.searchParams.get('input_token') ?? '';
      if (input_token === 'graph-down') return json(500, { error: { message: 'boom' } });
      if (input_token === 'garbage-answer') return new Response('<html>', { status: 200 });
      if (input_token === 'network-error') throw new TypeError('fetch failed');
      const user = users[input_token];
      if (!user) return json(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } });
      const app_id = input_token === 'numeric-app-id' ? Number(user.app_id) : user.app_id;
      return json(200, { data: { app_id, user_id: user.user_id, is_valid: user.is_valid, type: 'USER' } });
    }
    if (url.pathname.endsWith('/me')) {
      const token = url.searchParams.get('access_token') ?? '';
      if (url.searchParams.get('appsecret_proof') !== appSecretProof(token, APP.appSecret)) return json(400, { error: { code: 100 } });
      const me = users[token]?.me;
      return me ? json(200, me) : json(400, { error: { code: 190 } });
    }
    return json(404, {});
  };
  const verifier = facebookVerifier({ ...APP, fetch: graph });

  it('accepts a valid token of this app and reads the person with an appsecret_proof', async () => {
    expect((await verifier.verify('good'))?.profile).toEqual({ provider: 'facebook', id: '42', first_name: 'Fiona', last_name: 'Fair', email: 'fiona@example.com' });
    expect((await verifier.verify('numeric-app-id'))?.profile.id).toBe('44');
    const debug = calls.find((u) => u.pathname.endsWith('/debug_token'));
    expect(debug?.searchParams.get('access_token')).toBe('111|app-secret');
  });

  it("refuses tokens debug_token does not vouch for, another app's, and answers that do not add up", async () => {
    const attacks = ['made-up', 'other-app', 'logged-out', 'me-is-someone-else', 'graph-down', 'garbage-answer', 'network-error', '', 'x'.repeat(20_000)];
    let refused = 0;
    for (const token of attacks) {
      const verified = await verifier.verify(token);
      if (verified === undefined) refused += 1;
      else throw new Error(`the Facebook token '${token.slice(0, 20)}' was accepted`);
    }
    recordFigure(SUITE, 'Facebook tokens refused (invalid, other app, logged out, mismatched, Graph failing)', `${refused} of ${attacks.length}`);
    expect(refused).toBe(attacks.length);
  });

  it('refuses everything without an app id and secret', async () => {
    expect(await facebookVerifier({ ...APP, appSecret: undefined, fetch: graph }).verify('good')).toBeUndefined();
    expect(await facebookVerifier({ ...APP, appId: undefined, fetch: graph }).verify('good')).toBeUndefined();
  });
});

describe('the API: social sign-in end to end against the fake providers', () => {
  const api = testApiOfFile();

  const SITE = 'http://localhost:8080';
  const login = (provider: string, token: string, cookie?: string) =>
    api.request('POST', '/web-templates/v1/sso/authenticate', {
      body: { grant_type: 'social_login', provider, social_access_token: token },
      ...(cookie ? { headers: { cookie } } : {}),
    });

  /** One browser's Apple sign-in up to the callback: its binding cookie, Apple's form_post and the callback's answer. */
  async function appleFlow(identity: string, browserCookie?: string) {
    const connect = await api.request('POST', '/apple-connect', {
      body: { actionRequested: 'login', reqFromPath: '/us/' },
      ...(browserCookie ? { headers: { cookie: browserCookie } } : {}),
    });
    expect(connect.status).toBe(200);
    const cookie = bindingCookie(connect.headers) as string;
    expect(connect.headers.getSetCookie().join()).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    const authorize = new URL(connect.body.authorizeUrl);
    const page = await api.request('GET', authorize.pathname + authorize.search);
    const decided = await api.request('POST', '/dev/apple/auth/authorize', { raw: new URLSearchParams({ ...hiddenInputs(page.text), identity }) });
    const post = hiddenInputs(decided.text);
    const callback = await api.request('POST', '/apple-connect/callback', { raw: new URLSearchParams(post), redirect: 'manual', headers: { cookie } });
    const location = callback.headers.get('location') ?? '';
    const fragment = new URLSearchParams(location.split('#')[1]);
    return { cookie, post, location, code: fragment.get('social_access_token') ?? '' };
  }

  it('refuses a Google ID token that is right in every claim but signed by an unknown key', async () => {
    const minted = await api.request('POST', '/dev/social-tokens', { body: { provider: 'google', identity: '100000000000000000001' } });
    const genuine = minted.body.social_access_token as string;
    const [head, payload] = genuine.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JWTPayload;
    const { kid } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { kid: string };
    const forged = [await sign(claims, stranger), await sign(claims, { privateKey: stranger.privateKey, kid })];
    let refused = 0;
    for (const token of forged) {
      const answer = await login('google', token);
      if (answer.status === 400 && answer.body.error === 'Invalid grant: social token is invalid') refused += 1;
    }
    recordFigure(SUITE, 'API: Google ID tokens signed by an unknown key refused', `${refused} of ${forged.length}`);
    expect(refused).toBe(forged.length);
    // The genuine one still logs in, once.
    expect((await login('google', genuine)).status).toBe(200);
    expect((await login('google', genuine)).body.error).toBe('Invalid grant: social token is invalid');
  });

  it('refuses a Google ID token whose nonce no google-connect of ours issued', async () => {
    const minted = await api.request('POST', '/dev/social-tokens', { body: { provider: 'google', identity: '100000000000000000001' } });
    const claims = JSON.parse(Buffer.from((minted.body.social_access_token as string).split('.')[1] as string, 'base64url').toString()) as JWTPayload;
    // The fake Google signs whatever nonce the authorize request names, like the real one.
    const connect = await api.request('POST', '/google-connect', { body: { action: 'login', redirectUri: `${SITE}/google-callback` } });
    const page = await api.request('POST', '/dev/google/o/oauth2/v2/auth', {
      raw: new URLSearchParams({
        client_id: connect.body.clientId,
        redirect_uri: `${SITE}/google-callback`,
        state: 's',
        nonce: 'a-nonce-we-never-issued',
        identity: '100000000000000000001',
      }),
      redirect: 'manual',
    });
    const idToken = new URLSearchParams((page.headers.get('location') ?? '').split('#')[1]).get('id_token') as string;
    expect(JSON.parse(Buffer.from(idToken.split('.')[1] as string, 'base64url').toString())).toMatchObject({ iss: claims.iss, aud: claims.aud, nonce: 'a-nonce-we-never-issued' });
    expect((await login('google', idToken)).body.error).toBe('Invalid grant: social token is invalid');
  });

  it('signs nobody in from another browser with a crafted Apple return link, and the code works once in the browser that started', async () => {
    const victim = await api.request('POST', '/apple-connect', { body: { reqFromPath: '/' } });
    const victimCookie = bindingCookie(victim.headers) as string;
    const attacker = await appleFlow('000123.apple.demo.0001');
    expect(attacker.location.startsWith(`${SITE}/us/#`)).toBe(true);
    expect(attacker.code).not.toBe('');
    // The link the attacker sends: /us/#a=login&type=apple&social_access_token=<code>&provider_id=…
    const attempts = [
      await login('apple', attacker.code),
      await login('apple', attacker.code, victimCookie),
      await login('apple', attacker.code, 'hs_apple_binding=' + 'x'.repeat(43)),
    ];
    const signup = await api.request('POST', '/v1/profiles', {
      body: { grant_type: 'social_signup', provider: 'apple', social_access_token: attacker.code, username: 'csrf@example.com', unsubscribe: false },
      headers: { cookie: victimCookie },
    });
    const refused = [...attempts, signup].filter((a) => a.status === 400 && a.body.error === 'Invalid grant: social token is invalid').length;
    recordFigure(SUITE, 'API: Apple return links used from another browser refused', `${refused} of ${attempts.length + 1}`);
    expect(refused).toBe(attempts.length + 1);
    // The browser that started the flow signs in, once.
    expect((await login('apple', attacker.code, attacker.cookie)).status).toBe(200);
    const replay = await login('apple', attacker.code, attacker.cookie);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('Invalid grant: social token is invalid');
    recordFigure(SUITE, 'API: replayed Apple codes refused', replay.status === 400 ? 1 : 0);
  });

  it('refuses replayed callbacks, an answer posted from a browser with another binding, and a code under a new state', async () => {
    const first = await appleFlow('000123.apple.demo.0001');
    expect(first.code).not.toBe('');
    const replays = [
      // The same form_post again.
      await api.request('POST', '/apple-connect/callback', { raw: new URLSearchParams(first.post), redirect: 'manual', headers: { cookie: first.cookie } }),
    ];
    // Apple's answer posted (e.g. by a self-submitting form on another site) into a victim's browser that started its own flow.
    const stolen = await api.request('POST', '/apple-connect', { body: { reqFromPath: '/' } });
    const victimCookie = bindingCookie(stolen.headers) as string;
    const fresh = await appleFlowWithoutCallback('000123.apple.demo.0001');
    replays.push(await api.request('POST', '/apple-connect/callback', { raw: new URLSearchParams(fresh.post), redirect: 'manual', headers: { cookie: victimCookie } }));
    // A code and ID token from one flow under the state of another (the nonce does not match).
    const other = await api.request('POST', '/apple-connect', { body: { reqFromPath: '/' }, headers: { cookie: first.cookie } });
    replays.push(
      await api.request('POST', '/apple-connect/callback', {
        raw: new URLSearchParams({ ...first.post, state: other.body.stateCode }),
        redirect: 'manual',
        headers: { cookie: first.cookie },
      }),
    );
    const refused = replays.filter((r) => r.status === 303 && (r.headers.get('location') ?? '').includes('err=apple')).length;
    recordFigure(SUITE, 'API: replayed or misbound Apple callbacks refused', `${refused} of ${replays.length}`);
    expect(refused).toBe(replays.length);
    // A refused misbound post used the state up: the genuine browser's later post fails too, rather than a second chance.
    expect(
      (await api.request('POST', '/apple-connect/callback', { raw: new URLSearchParams(fresh.post), redirect: 'manual', headers: { cookie: fresh.cookie } })).headers.get(
        'location',
      ),
    ).toContain('err=apple');
  });

  /** An Apple flow stopped at Apple's form_post (the callback not yet called). */
  async function appleFlowWithoutCallback(identity: string) {
    const connect = await api.request('POST', '/apple-connect', { body: { reqFromPath: '/' } });
    const cookie = bindingCookie(connect.headers) as string;
    const authorize = new URL(connect.body.authorizeUrl);
    const page = await api.request('GET', authorize.pathname + authorize.search);
    const decided = await api.request('POST', '/dev/apple/auth/authorize', { raw: new URLSearchParams({ ...hiddenInputs(page.text), identity }) });
    return { cookie, post: hiddenInputs(decided.text) };
  }
});
