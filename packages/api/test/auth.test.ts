import { MESSAGES } from '@hourspace/validation';
import { freshEmail, refreshCookieHeader, refreshCookieOf, testApiOfFile } from './support/test-api';

const api = testApiOfFile();

describe('sign-up (POST /v1/profiles)', () => {
  it('refuses a weak password with the spec password message', async () => {
    const answer = await api.request('POST', '/v1/profiles', { body: { grant_type: 'signup', username: freshEmail('weak'), password: 'password', unsubscribe: false } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'validation', error_description: MESSAGES['password.weak'], statusCode: 400 });
    expect(answer.body.issues).toEqual([{ field: 'password', message: MESSAGES['password.weak'] }]);
  });

  it('answers the email messages of spec §5 for a missing or malformed email', async () => {
    const missing = await api.request('POST', '/v1/profiles', { body: { grant_type: 'signup', password: 'Marketplace1', unsubscribe: false } });
    expect(missing.body.error_description).toBe(MESSAGES['email.required']);
    const malformed = await api.request('POST', '/v1/profiles', { body: { grant_type: 'signup', username: 'not-an-email', password: 'Marketplace1', unsubscribe: false } });
    expect(malformed.body.error_description).toBe(MESSAGES['email.invalid']);
  });

  it('creates the account and returns tokens, then says Username in use for the same email', async () => {
    const email = freshEmail('new');
    const first = await api.request('POST', '/v1/profiles', {
      body: { grant_type: 'signup', username: email, password: 'Marketplace1', unsubscribe: true, preferred_locale: 'fr-FR' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, email: true, google: false, facebook: false, apple: false, aggressivePasswordReset: false });
    expect(typeof first.body.access_token).toBe('string');
    // The refresh token travels only in the HttpOnly cookie; the spec's field stays, withheld.
    expect(first.body.refresh_token).toBeNull();
    expect(refreshCookieOf(first)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(typeof first.body.SSOid).toBe('string');
    const second = await api.request('POST', '/v1/profiles', { body: { grant_type: 'signup', username: email.toUpperCase(), password: 'Marketplace1', unsubscribe: false } });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ error: 'Username in use', statusCode: 400 });
  });
});

describe('grants (GET /v1/sso/grants)', () => {
  it('needs the basic key or a user token as a bearer', async () => {
    expect((await api.request('GET', '/v1/sso/grants?username=guest@example.com')).status).toBe(401);
    expect((await api.request('GET', '/v1/sso/grants?username=guest@example.com', { token: 'wrong-key' })).status).toBe(401);
  });

  it('says email true and google false for an email account', async () => {
    const answer = await api.request('GET', '/v1/sso/grants?username=guest@example.com', { token: 'dev-basic-key' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: true, facebook: false, google: false, apple: false, password_reset: false });
  });

  it('finds social-only accounts by provider id and flags the aggressive reset account', async () => {
    const google = await api.request('GET', '/v1/sso/grants?google_id=100000000000000000001', { token: 'dev-basic-key' });
    expect(google.body).toEqual({ email: false, facebook: false, google: true, apple: false, password_reset: false });
    const reset = await api.request('GET', '/v1/sso/grants?username=reset@example.com', { token: 'dev-basic-key' });
    expect(reset.body.password_reset).toBe(true);
    const nobody = await api.request('GET', '/v1/sso/grants?username=nobody@example.com', { token: 'dev-basic-key' });
    expect(nobody.body).toEqual({ email: false, facebook: false, google: false, apple: false, password_reset: false });
  });

  it('refuses zero or two identifiers', async () => {
    expect((await api.request('GET', '/v1/sso/grants', { token: 'dev-basic-key' })).status).toBe(400);
    expect((await api.request('GET', '/v1/sso/grants?username=a@b.co&google_id=1', { token: 'dev-basic-key' })).status).toBe(400);
  });
});

describe('log-in (POST /web-templates/v1/sso/authenticate)', () => {
  const login = (username: string, password: string) =>
    api.request('POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'password', username, password, signin: true, forterTokenCookie: 'ftr' } });

  it('returns access_token, refresh_token, expires_in, SSOid and the method flags', async () => {
    const answer = await login('guest@example.com', 'Marketplace1');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(
      ['SSOid', 'access_token', 'aggressivePasswordReset', 'apple', 'email', 'expires_in', 'facebook', 'google', 'refresh_token', 'token_type'].sort(),
    );
    expect(answer.body.email).toBe(true);
  });

  it("says 'Invalid Password' for a wrong password", async () => {
    const answer = await login('host@example.com', 'Wrong-password1');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'Invalid Password', statusCode: 400 });
  });

  it("says 'Invalid grant: user credentials are invalid' for an unknown email", async () => {
    const answer = await login('nobody.here@example.com', 'Marketplace1');
    expect(answer.body).toMatchObject({ error: 'Invalid grant: user credentials are invalid', error_description: 'no_account', statusCode: 400 });
  });

  it('answers the spec pair message when a field is empty', async () => {
    const answer = await login('', '');
    expect(answer.body).toMatchObject({ error: 'validation', error_description: MESSAGES['login.invalidPair'] });
  });

  it('refuses an inactive account with error_description inactive_account', async () => {
    const answer = await login('inactive@example.com', 'Marketplace1');
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe('inactive_account');
    expect(answer.body.access_token).toBeUndefined();
  });

  it('answers aggressivePasswordReset and emails a reset link that sets a new password', async () => {
    const answer = await login('reset@example.com', 'Marketplace1');
    expect(answer.body).toMatchObject({ aggressivePasswordReset: true, statusCode: 400 });
    expect(answer.body.access_token).toBeUndefined();
    const outbox = await api.request('GET', '/dev/outbox?to=reset@example.com');
    const link: string = outbox.body.data[0].link;
    expect(link).toContain('/app/password-reset?token=');
    const token = new URL(link).searchParams.get('token');
    const weak = await api.request('PUT', '/v1/sso/password-reset', { body: { token, password: 'short' } });
    expect(weak.body.error_description).toBe(MESSAGES['password.weak']);
    expect((await api.request('PUT', '/v1/sso/password-reset', { body: { token, password: 'NewPassword9' } })).status).toBe(200);
    expect((await api.request('PUT', '/v1/sso/password-reset', { body: { token, password: 'NewPassword9' } })).status).toBe(400);
    expect((await login('reset@example.com', 'NewPassword9')).status).toBe(200);
  });

  it('tells a social-only account apart, with its methods', async () => {
    const answer = await login('google.only@example.com', 'Marketplace1');
    expect(answer.body).toMatchObject({ error: 'Invalid grant: user credentials are invalid', error_description: 'social_account', google: true, email: false });
  });

  it('logs in every demo account that has a password', async () => {
    for (const email of ['guest@example.com', 'host@example.com', 'host.blocked@example.com', 'host.power@example.com', 'terms@example.com', 'unverified@example.com']) {
      await expect(api.login(email)).resolves.toEqual(expect.any(String));
    }
  });
});

describe('the profile (GET/PUT /v1/profiles/me)', () => {
  it('needs a bearer: 401 without one, and with the basic key', async () => {
    const none = await api.request('GET', '/v1/profiles/me');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: 'Invalid Access Token', statusCode: 401 });
    expect((await api.request('GET', '/v1/profiles/me', { token: 'dev-basic-key' })).status).toBe(401);
    expect((await api.request('GET', '/v1/profiles/me', { token: 'a.b.c' })).body.error).toBe('Invalid Access Token');
  });

  it('never mentions a password or a hash', async () => {
    const token = await api.login('guest@example.com');
    const answer = await api.request('GET', '/v1/profiles/me', { token });
    expect(answer.status).toBe(200);
    expect(answer.text.toLowerCase()).not.toContain('password');
    expect(answer.text).not.toContain('scrypt$');
    expect(answer.body).toMatchObject({ email: 'guest@example.com', first_name: 'Grace', email_verified: true, is_host: false, thread_count: 2 });
  });

  it('saves preferred_locale and refuses an unsupported one', async () => {
    const token = await api.login('guest@example.com');
    const saved = await api.request('PUT', '/v1/profiles/me', { token, body: { preferred_locale: 'de-DE' } });
    expect(saved.status).toBe(200);
    expect(saved.body.preferred_locale).toBe('de-DE');
    expect((await api.request('GET', '/v1/profiles/me', { token })).body.preferred_locale).toBe('de-DE');
    const bad = await api.request('PUT', '/v1/profiles/me', { token, body: { preferred_locale: 'xx-YY' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error_description).toBe(MESSAGES['locale.invalid']);
  });

  it('checks names with the spec messages and stores the phone fields parsed', async () => {
    const { access_token } = await api.signup(freshEmail('names'));
    const short = await api.request('PUT', '/v1/profiles/me', { token: access_token, body: { first_name: 'A' } });
    expect(short.body.error_description).toBe(MESSAGES['name.tooShort']);
    const ok = await api.request('PUT', '/v1/profiles/me', {
      token: access_token,
      body: { first_name: 'Ana', last_name: 'Lopez', phone: '(201) 555-0123', phone_country: 'us', how_heard: 'friend_or_family' },
    });
    if (ok.status !== 200) throw new Error(ok.text);
    expect(ok.body).toMatchObject({ first_name: 'Ana', phone: '2015550123', phone_country: 'us', phone_country_code: '1', phone_verified: false });
  });
});

describe('experience (GET /v1/profiles/me/experience)', () => {
  it('lists pending terms for an account that has not accepted them, until it accepts', async () => {
    const token = await api.login('terms@example.com');
    const pending = await api.request('GET', '/v1/profiles/me/experience?name=terms&trigger=sign-in', { token });
    expect(pending.status).toBe(200);
    expect(pending.body.data).toHaveLength(1);
    expect(pending.body.data[0]).toMatchObject({ name: 'terms', version: 2 });
    await api.request('POST', '/v1/profiles/me/experience/terms/accept', { token });
    expect((await api.request('GET', '/v1/profiles/me/experience?name=terms&trigger=sign-in', { token })).body.data).toEqual([]);
  });

  it('is empty for an account that is up to date', async () => {
    const token = await api.login('guest@example.com');
    expect((await api.request('GET', '/v1/profiles/me/experience?name=terms&trigger=sign-in', { token })).body).toEqual({ data: [] });
  });
});

describe('tokens: refresh, rotation, reuse and log-out', () => {
  const refresh = (token: string) => api.request('POST', '/v1/sso/refresh', { headers: refreshCookieHeader(token) });

  it('sets the refresh cookie HttpOnly, Secure, SameSite=Strict on the token paths for 30 days, with no token in the JSON', async () => {
    const answer = await api.request('POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'password', username: 'guest@example.com', password: 'Marketplace1' } });
    expect(answer.status).toBe(200);
    expect(answer.body.refresh_token).toBeNull();
    const cookie = refreshCookieOf(answer);
    expect(cookie?.attributes).toEqual({ 'max-age': String(30 * 24 * 3600), path: '/v1/sso', httponly: '', secure: '', samesite: 'Strict' });
    expect(answer.text).not.toContain(cookie?.value);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('rotates the refresh token through the cookie and revokes the family when an old one is reused', async () => {
    const { refresh_token } = await api.signup(freshEmail('rotate'));
    const first = await refresh(refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).toBeNull();
    const next = refreshCookieOf(first)?.value ?? '';
    expect(next).not.toBe(refresh_token);
    expect(next).not.toBe('');
    const reuse = await refresh(refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('Invalid grant: refresh token is invalid');
    expect(refreshCookieOf(reuse)?.attributes['max-age']).toBe('0');
    // The family is dead: the token handed out before the reuse no longer works either.
    expect((await refresh(next)).status).toBe(400);
    expect((await api.request('GET', '/v1/profiles/me', { token: first.body.access_token })).status).toBe(401);
  });

  it('hands out a new access token on each refresh, even within the same second as the last', async () => {
    const { access_token, refresh_token } = await api.signup(freshEmail('same-second'));
    const first = await refresh(refresh_token);
    const second = await refresh(refreshCookieOf(first)?.value ?? '');
    const tokens = [access_token, first.body.access_token, second.body.access_token];
    expect(new Set(tokens).size).toBe(3);
    const claims = tokens.map((token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')));
    expect(new Set(claims.map((c: { jti: string }) => c.jti)).size).toBe(3);
  });

  it('refuses a refresh without the cookie, and no longer takes a refresh token in the log-in body', async () => {
    const none = await api.request('POST', '/v1/sso/refresh');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Invalid grant: refresh token is invalid');
    const { refresh_token } = await api.signup(freshEmail('body'));
    const inBody = await api.request('POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'refresh_token', refresh_token } });
    expect(inBody.status).toBe(400);
    expect(inBody.body.error).toBe('validation');
    // That attempt spent nothing: the cookie's token still works once.
    expect((await refresh(refresh_token)).status).toBe(200);
  });

  it('revokes the access token on log-out and answers Invalid Access Token afterwards', async () => {
    const token = await api.login('guest@example.com');
    const out = await api.request('GET', '/v1/sso/users/logout/', { token });
    expect(out.status).toBe(200);
    expect(refreshCookieOf(out)?.attributes['max-age']).toBe('0');
    const after = await api.request('GET', '/v1/profiles/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('Invalid Access Token');
    expect((await api.request('GET', '/v1/sso/users/logout/', { token })).body.error).toBe('Invalid Access Token');
  });

  it('logs out with the refresh cookie alone (the access cookie has expired), ending the session and clearing the cookie', async () => {
    const { access_token, refresh_token } = await api.signup(freshEmail('cookie-out'));
    const out = await api.request('GET', '/v1/sso/users/logout/', { headers: refreshCookieHeader(refresh_token) });
    expect(out.status).toBe(200);
    expect(refreshCookieOf(out)?.value).toBe('');
    expect((await api.request('GET', '/v1/profiles/me', { token: access_token })).status).toBe(401);
    expect((await refresh(refresh_token)).status).toBe(400);
    const again = await api.request('GET', '/v1/sso/users/logout/', { headers: refreshCookieHeader(refresh_token) });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('Invalid Access Token');
  });

  it('does not take a refresh token as an access token', async () => {
    const { refresh_token } = await api.signup(freshEmail('kinds'));
    expect((await api.request('GET', '/v1/profiles/me', { token: refresh_token })).status).toBe(401);
  });
});

// Last in the file: it moves the server's clock past every access token issued so far.
describe("an expired access token says 'jwt expired'", () => {
  it('answers 401 jwt expired once the token is past its lifetime (900 s), not before, and refresh still works', async () => {
    const { access_token, refresh_token } = await api.signup(freshEmail('expire'));
    // Time moves on the server's clock (docs/decisions/injectable-clock.md): 898 s is inside the
    // lifetime whatever fraction of a second the token was issued at, 901 s is past it.
    await api.advanceClock(898_000);
    expect((await api.request('GET', '/v1/profiles/me', { token: access_token })).status).toBe(200);
    await api.advanceClock(3_000);
    const answer = await api.request('GET', '/v1/profiles/me', { token: access_token });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('jwt expired');
    const refreshed = await api.request('POST', '/v1/sso/refresh', { headers: refreshCookieHeader(refresh_token) });
    expect((await api.request('GET', '/v1/profiles/me', { token: refreshed.body.access_token })).status).toBe(200);
  });
});
