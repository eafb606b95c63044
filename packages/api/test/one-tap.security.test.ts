/**
 * Google One Tap (docs/decisions/social-verification.md): the environment turns it on where a script is configured
 * (GOOGLE_ONE_TAP_SCRIPT_URL; off without it), and the local Google hands a One Tap credential only
 * to a browser signed in to it, for the site's client id, carrying the site's nonce; the
 * credential then signs up like any Google ID token. Malformed input, someone else's
 * identity and redirects are refused.
 */
import { decodeJwt } from 'jose';
import { startTestApi, type TestApi } from './support/test-api';

let api: TestApi;

/** The fake's script, as a developer turns One Tap on locally (any absolute URL is taken as is). */
const SCRIPT = 'http://localhost:8120/dev/google/gsi/client';

beforeAll(async () => {
  api = await startTestApi({ GOOGLE_ONE_TAP_SCRIPT_URL: SCRIPT });
}, 180_000);

afterAll(async () => {
  await api?.close();
});

/** Signs the local Google in as `identity`; the session cookie it sets. */
async function signInToGoogle(identity: string): Promise<string> {
  const answer = await api.request('POST', '/dev/google/gsi/signin', { raw: new URLSearchParams({ identity }), redirect: 'manual' });
  expect(answer.status).toBe(200);
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^hs_dev_google_session=.+/);
  expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly/);
  return cookie;
}

async function siteNonce(): Promise<{ nonce: string; clientId: string }> {
  const connect = await api.request('POST', '/google-connect', { body: { action: 'signup', redirectUri: 'http://localhost:8080/google-callback' } });
  expect(connect.status).toBe(200);
  return { nonce: connect.body.nonce, clientId: connect.body.clientId };
}

describe('Google One Tap', () => {
  it('is on in the environment where a script is configured, with the client id', async () => {
    const env = await api.request('GET', '/v1/env/web/en-US', { token: 'dev-basic-key' });
    const { clientId } = await siteNonce();
    expect(env.body.features.google_one_tap).toEqual({ script_url: SCRIPT, client_id: clientId });
    const script = await api.request('GET', '/dev/google/gsi/client');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.text).toContain('google.accounts.id = id');
  });

  it('prompts nobody without a session with the local Google; the session names its identity', async () => {
    expect((await api.request('GET', '/dev/google/gsi/session')).body).toEqual({ signed_in: false });
    const cookie = await signInToGoogle('100000000000000000002');
    expect((await api.request('GET', '/dev/google/gsi/session', { headers: { cookie } })).body).toMatchObject({
      signed_in: true,
      name: 'Nora Newman',
      email: 'nora.newman@example.com',
    });
    // Cancel in the chooser signs out.
    const out = await api.request('POST', '/dev/google/gsi/signin', { raw: new URLSearchParams({ identity: '' }) });
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it("hands the session's identity a credential with the site's nonce, which signs up once", async () => {
    const cookie = await signInToGoogle('100000000000000000002');
    const { nonce, clientId } = await siteNonce();
    // An identity named in the body is ignored: only the browser's session counts.
    const answer = await api.request('POST', '/dev/google/gsi/credential', { body: { client_id: clientId, nonce, identity: '100000000000000000001' }, headers: { cookie } });
    expect(answer.status).toBe(200);
    const claims = decodeJwt(answer.body.credential);
    expect(claims).toMatchObject({ sub: '100000000000000000002', aud: clientId, nonce, email: 'nora.newman@example.com' });
    const signup = await api.request('POST', '/v1/profiles', {
      body: {
        grant_type: 'social_signup',
        provider: 'google',
        social_access_token: answer.body.credential,
        provider_id: '100000000000000000002',
        username: 'nora.newman@example.com',
        unsubscribe: false,
      },
    });
    expect(signup.status).toBe(201);
  });

  it('refuses malformed input, a foreign client id and a browser without a session, never redirecting', async () => {
    const cookie = await signInToGoogle('100000000000000000002');
    const { nonce, clientId } = await siteNonce();
    const cases: Array<[unknown, number, Record<string, string>]> = [
      [{ nonce }, 400, { cookie }],
      [{ client_id: 'someone-else.apps.googleusercontent.com', nonce }, 400, { cookie }],
      [{ client_id: clientId }, 400, { cookie }],
      [{ client_id: clientId, nonce: 'x'.repeat(201) }, 400, { cookie }],
      [{ client_id: clientId, nonce: 42 }, 400, { cookie }],
      [{ client_id: clientId, nonce }, 401, {}],
      [{ client_id: clientId, nonce }, 401, { cookie: 'hs_dev_google_session=not-an-identity' }],
      [{ client_id: clientId, nonce }, 401, { cookie: 'hs_dev_google_session=%E0%A4%A' }],
    ];
    for (const [body, status, headers] of cases) {
      const answer = await api.request('POST', '/dev/google/gsi/credential', { body, headers, redirect: 'manual' });
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), status]);
      expect(answer.body.credential).toBeUndefined();
    }
    const raw = await api.request('POST', '/dev/google/gsi/credential', { raw: '{"client_id":', headers: { cookie, 'content-type': 'application/json' }, redirect: 'manual' });
    expect(raw.status).toBe(400);
    for (const path of ['/dev/google/gsi/client', '/dev/google/gsi/signin', '/dev/google/gsi/session']) {
      const answer = await api.request('GET', `${path}?redirect_uri=https://evil.example/&continue=https://evil.example/`, { redirect: 'manual' });
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.headers.get('location')).toBeNull();
    }
    const foreign = await api.request('POST', '/dev/google/gsi/signin', {
      raw: new URLSearchParams({ identity: '100000000000000000002', continue: 'https://evil.example/' }),
      redirect: 'manual',
    });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('location')).toBeNull();
  });
});
