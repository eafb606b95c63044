import { MESSAGES } from '@hourspace/validation';
import { bindingCookie, hiddenInputs } from './support/apple-form';
import { freshEmail, testApiOfFile } from './support/test-api';

const api = testApiOfFile();

const SITE = 'http://localhost:8080';

/** A social token of a test identity; an Apple code comes with the binding cookie of the browser it belongs to. */
async function mint(provider: string, identity: string, stale = false): Promise<{ token: string; cookie?: string }> {
  const answer = await api.request('POST', '/dev/social-tokens', { body: { provider, identity, stale } });
  if (answer.status !== 201) throw new Error(answer.text);
  const cookie = bindingCookie(answer.headers);
  return { token: answer.body.social_access_token, ...(cookie ? { cookie } : {}) };
}

const socialSignup = (provider: string, token: { token: string; cookie?: string } | string, extra: Record<string, unknown> = {}) => {
  const { token: value, cookie } = typeof token === 'string' ? { token, cookie: undefined } : token;
  return api.request('POST', '/v1/profiles', {
    body: { grant_type: 'social_signup', provider, social_access_token: value, unsubscribe: false, ...extra },
    ...(cookie ? { headers: { cookie } } : {}),
  });
};
const socialLogin = (provider: string, token: { token: string; cookie?: string } | string) => {
  const { token: value, cookie } = typeof token === 'string' ? { token, cookie: undefined } : token;
  return api.request('POST', '/web-templates/v1/sso/authenticate', {
    body: { grant_type: 'social_login', provider, social_access_token: value },
    ...(cookie ? { headers: { cookie } } : {}),
  });
};

describe('Google: google-connect, the local popup and the people service', () => {
  it('runs the popup flow from google-connect to a signed-up and logged-in user', async () => {
    const connect = await api.request('POST', '/google-connect', { body: { action: 'signup', redirectUri: `${SITE}/google-callback` } });
    expect(connect.status).toBe(200);
    expect(connect.body).toMatchObject({ clientId: expect.any(String), state: expect.any(String), nonce: expect.any(String), redirectUri: `${SITE}/google-callback` });
    const chooser = await api.request('GET', new URL(connect.body.authorizeUrl).pathname + new URL(connect.body.authorizeUrl).search);
    expect(chooser.status).toBe(200);
    expect(chooser.text).toContain('Nora Newman');
    const form = new URLSearchParams({ ...hiddenInputs(chooser.text), identity: '100000000000000000002' });
    const chosen = await api.request('POST', '/dev/google/o/oauth2/v2/auth', { raw: form, redirect: 'manual' });
    expect(chosen.status).toBe(302);
    const location = chosen.headers.get('location') ?? '';
    expect(location.startsWith(`${SITE}/google-callback#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('state')).toBe(connect.body.state);
    expect(fragment.get('token_type')).toBe('Bearer');
    const accessToken = fragment.get('access_token') as string;

    const people = await api.request('GET', '/dev/google/v1/people/me?personFields=photos,phoneNumbers', { token: accessToken });
    expect(people.status).toBe(200);
    expect(people.body.photos[0].url).toMatch(/\/dev\/google\/photos\/.+\.png$/);
    expect(people.body.phoneNumbers[0].value).toBe('+44 20 7946 0958');
    expect((await api.request('GET', '/dev/google/oauth2/v3/userinfo', { token: accessToken })).body.email).toBe('nora.newman@example.com');

    // The site sends the ID token (the API verifies it against Google's JWKS and the nonce google-connect issued).
    const idToken = fragment.get('id_token') as string;
    expect(accessToken).not.toBe(idToken);
    expect((await socialSignup('google', accessToken, { provider_id: '100000000000000000002', username: 'nora.newman@example.com' })).body.error).toBe(
      'Invalid grant: social token is invalid',
    );
    const signup = await socialSignup('google', idToken, { provider_id: '100000000000000000002', username: 'nora.newman@example.com' });
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ google: true, email: false });
    const profile = await api.request('GET', '/v1/profiles/me', { token: signup.body.access_token });
    expect(profile.body).toMatchObject({ email: 'nora.newman@example.com', first_name: 'Nora', last_name: 'Newman', email_verified: true });
    // That ID token made its account and is used up; a new sign-in logs in.
    expect((await socialLogin('google', idToken)).body.error).toBe('Invalid grant: social token is invalid');
    const login = await socialLogin('google', await mint('google', '100000000000000000002'));
    expect(login.status).toBe(200);
    expect(login.body.SSOid).toBe(signup.body.SSOid);
  });

  it('refuses a redirect to an origin that is not the site', async () => {
    const connect = await api.request('POST', '/google-connect', { body: { action: 'login', redirectUri: 'https://evil.example/cb' } });
    expect(connect.status).toBe(400);
    const page = await api.request(
      'GET',
      `/dev/google/o/oauth2/v2/auth?client_id=hourspace-local.apps.googleusercontent.com&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    );
    expect(page.status).toBe(400);
  });

  it("answers 'Username in use' when the Google email already has an account", async () => {
    const answer = await socialSignup('google', await mint('google', '100000000000000000004'), { username: 'guest@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Username in use');
  });

  it('logs in the Google-only demo account and shows it in grants', async () => {
    const login = await socialLogin('google', await mint('google', '100000000000000000001'));
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ google: true, email: false });
  });
});

describe('fresh copies of the new people (a new person each time, so sign-up tests never run out)', () => {
  it('the chooser offers a new Nora Newman each time, and each signs up as a new account', async () => {
    const accounts = new Set<string>();
    for (let run = 0; run < 2; run++) {
      const connect = await api.request('POST', '/google-connect', { body: { action: 'signup', redirectUri: `${SITE}/google-callback` } });
      const authorize = new URL(connect.body.authorizeUrl);
      const chooser = await api.request('GET', authorize.pathname + authorize.search);
      const fresh = /name="identity" value="(100000000000000000002\d{12})"/.exec(chooser.text)?.[1];
      if (!fresh) throw new Error('the chooser offers no fresh copy of Nora Newman');
      expect(chooser.text).toContain(`nora.newman.${fresh.slice(21)}@example.com`);
      const chosen = await api.request('POST', '/dev/google/o/oauth2/v2/auth', {
        raw: new URLSearchParams({ ...hiddenInputs(chooser.text), identity: fresh }),
        redirect: 'manual',
      });
      expect(chosen.status).toBe(302);
      const fragment = new URLSearchParams((chosen.headers.get('location') ?? '').split('#')[1]);
      const email = `nora.newman.${fresh.slice(21)}@example.com`;
      const signup = await socialSignup('google', fragment.get('id_token') as string, { provider_id: fresh, username: email });
      expect(signup.status).toBe(201);
      const profile = await api.request('GET', '/v1/profiles/me', { token: signup.body.access_token });
      expect(profile.body).toMatchObject({ email, first_name: 'Nora', last_name: 'Newman' });
      accounts.add(signup.body.SSOid as string);
    }
    expect(accounts.size).toBe(2);
  });

  it('knows a fresh copy of a new person only (its id and twelve digits), for every provider', async () => {
    expect((await api.request('POST', '/dev/social-tokens', { body: { provider: 'facebook', identity: '10150000000000002123456789012' } })).status).toBe(201);
    expect((await api.request('POST', '/dev/social-tokens', { body: { provider: 'apple', identity: '000123.apple.new.0003123456789012' } })).status).toBe(201);
    // A demo account's identity has no copies, and the suffix is twelve digits exactly.
    expect((await api.request('POST', '/dev/social-tokens', { body: { provider: 'google', identity: '100000000000000000001123456789012' } })).status).toBe(400);
    expect((await api.request('POST', '/dev/social-tokens', { body: { provider: 'facebook', identity: '1015000000000000212345678901' } })).status).toBe(400);
    expect((await api.request('POST', '/dev/social-tokens', { body: { provider: 'facebook', identity: '10150000000000002abcdefabcdef' } })).status).toBe(400);
    const identities = (await (await fetch(`${api.url}/dev/facebook/identities`)).json()) as Array<{ id: string; name: string; email: string | null }>;
    expect(identities.filter((i) => i.name.endsWith(', a new person each time')).map((i) => i.id.slice(0, 17))).toEqual(['10150000000000002', '10150000000000003']);
  });
});

describe('Apple: apple-connect, the authorize page and the form_post callback', () => {
  async function appleRoundTrip(identity: string, action = 'signup') {
    const connect = await api.request('POST', '/apple-connect', { body: { source: 'nav', actionRequested: action, reqFromPath: '/us/' } });
    expect(connect.status).toBe(200);
    const cookie = bindingCookie(connect.headers) as string;
    expect(cookie).toBeDefined();
    expect(connect.body).toMatchObject({ stateCode: expect.any(String), clientId: expect.any(String) });
    const authorize = new URL(connect.body.authorizeUrl);
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('response_type')).toBe('code id_token');
    expect(authorize.searchParams.get('scope')).toBe('email name');
    const page = await api.request('GET', authorize.pathname + authorize.search);
    expect(page.status).toBe(200);
    const decided = await api.request('POST', '/dev/apple/auth/authorize', { raw: new URLSearchParams({ ...hiddenInputs(page.text), identity }) });
    const post = hiddenInputs(decided.text);
    expect(post.state).toBe(connect.body.stateCode);
    const callback = await api.request('POST', '/apple-connect/callback', { raw: new URLSearchParams(post), redirect: 'manual', headers: { cookie } });
    return { callback, post, cookie };
  }

  it('posts back to the callback, which sends the browser to the site with the token in the fragment', async () => {
    const { callback, cookie } = await appleRoundTrip('000123.apple.new.0002');
    expect(callback.status).toBe(303);
    const location = callback.headers.get('location') ?? '';
    expect(location.startsWith(`${SITE}/us/#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('a')).toBe('signup');
    expect(fragment.get('type')).toBe('apple');
    expect(fragment.get('email')).toBe('k7x2q9@privaterelay.appleid.com');
    const signup = await socialSignup('apple', { token: fragment.get('social_access_token') as string, cookie }, { username: fragment.get('email') });
    expect(signup.status).toBe(201);
    expect(signup.body.apple).toBe(true);
  });

  it('refuses a replayed state with err=apple', async () => {
    const { post, cookie } = await appleRoundTrip('000123.apple.demo.0001', 'login');
    const replay = await api.request('POST', '/apple-connect/callback', { raw: new URLSearchParams(post), redirect: 'manual', headers: { cookie } });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toContain('err=apple');
  });

  it('needs an email from the social email form when Apple shares none', async () => {
    const token = await mint('apple', '000123.apple.new.0003');
    const without = await socialSignup('apple', token);
    expect(without.body).toMatchObject({ error: 'validation', error_description: MESSAGES['email.required'] });
    const email = freshEmail('quiet');
    const withEmail = await socialSignup('apple', token, { username: email });
    expect(withEmail.status).toBe(201);
    const profile = await api.request('GET', '/v1/profiles/me', { token: withEmail.body.access_token });
    expect(profile.body).toMatchObject({ email, email_verified: false, first_name: 'Iris' });
  });

  it('logs in the Apple-only demo account', async () => {
    expect((await socialLogin('apple', await mint('apple', '000123.apple.demo.0001'))).status).toBe(200);
  });
});

describe('Facebook: the local SDK and Graph API', () => {
  it("answers Graph's debug_token only with the app token, and for a token only the app it belongs to", async () => {
    const login = await api.request('POST', '/dev/facebook/login', { body: { identity: '10150000000000001' } });
    const token = login.body.accessToken as string;
    const noAppToken = await api.request('GET', `/dev/facebook/debug_token?input_token=${token}&access_token=${encodeURIComponent('1500000000000001|wrong')}`);
    expect(noAppToken.status).toBe(400);
    const debug = await api.request(
      'GET',
      `/dev/facebook/debug_token?input_token=${token}&access_token=${encodeURIComponent('1500000000000001|hourspace-local-facebook-app-secret')}`,
    );
    expect(debug.body.data).toMatchObject({ is_valid: true, app_id: '1500000000000001', user_id: '10150000000000001' });
    const made = await api.request(
      'GET',
      `/dev/facebook/debug_token?input_token=fa_made_up&access_token=${encodeURIComponent('1500000000000001|hourspace-local-facebook-app-secret')}`,
    );
    expect(made.body.data).toMatchObject({ is_valid: false, error: { code: 190 } });
    expect((await api.request('GET', `/dev/facebook/me?fields=id&access_token=${token}&appsecret_proof=00`)).status).toBe(400);
  });

  it('serves an SDK script with getLoginStatus, login and api', async () => {
    const sdk = await api.request('GET', '/dev/facebook/sdk.js');
    expect(sdk.status).toBe(200);
    expect(sdk.headers.get('content-type')).toContain('javascript');
    for (const name of ['getLoginStatus', 'login:', 'api:', 'fbAsyncInit']) expect(sdk.text).toContain(name);
  });

  it('logs a chosen user in and answers /me with the asked fields', async () => {
    const login = await api.request('POST', '/dev/facebook/login', { body: { identity: '10150000000000003' } });
    expect(login.body).toMatchObject({ userID: '10150000000000003', expiresIn: 3600 });
    const me = await api.request('GET', `/dev/facebook/me?fields=id,name,first_name,last_name,email,picture,work&access_token=${login.body.accessToken}`);
    expect(me.body).toMatchObject({
      id: '10150000000000003',
      name: 'Freya Fresh',
      email: 'freya.fresh@example.com',
      work: [{ employer: { name: 'Fresh Events' }, position: { name: 'Planner' } }],
    });
    expect(me.body.picture.data.url).toContain('/dev/facebook/photos/');
    const signup = await socialSignup('facebook', login.body.accessToken, { username: me.body.email });
    expect(signup.status).toBe(201);
    expect(signup.body.facebook).toBe(true);
    const grants = await api.request('GET', '/v1/sso/grants?facebook_id=10150000000000003', { token: 'dev-basic-key' });
    expect(grants.body.facebook).toBe(true);
  });

  it('has a user without an email', async () => {
    const login = await api.request('POST', '/dev/facebook/login', { body: { identity: '10150000000000002' } });
    const me = await api.request('GET', `/dev/facebook/me?fields=id,name,email&access_token=${login.body.accessToken}`);
    expect(me.body).toEqual({ id: '10150000000000002', name: 'Felix Noemail' });
  });

  it('answers Graph error 190/467 for a logged-out session, which cannot log in', async () => {
    const token = await mint('facebook', '10150000000000001', true);
    const me = await api.request('GET', `/dev/facebook/me?fields=id&access_token=${token.token}`);
    expect(me.body.error).toMatchObject({ code: 190, error_subcode: 467, type: 'OAuthException' });
    expect((await socialLogin('facebook', token)).body.error).toBe('Invalid grant: social token is invalid');
    expect((await socialLogin('facebook', await mint('facebook', '10150000000000001'))).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const answer = await socialLogin('facebook', 'fa_not-a-real-token');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Invalid grant: social token is invalid');
  });
});

it('serves the test identities an avatar PNG', async () => {
  const answer = await fetch(`${api.url}/dev/google/photos/100000000000000000002.png`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/png');
  expect(
    Buffer.from(await answer.arrayBuffer())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
});
