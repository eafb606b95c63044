import { MESSAGES } from '@hourspace/validation';
import { DEV_BASIC_KEY } from '../src/config/env';
import { freshEmail, refreshCookieHeader, type TestApi, testApiOfFile } from './support/test-api';

/** The newest reset link emailed to an address. */
async function resetLink(api: TestApi, email: string): Promise<URL> {
  const outbox = await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  const link: unknown = outbox.body?.data?.[0]?.link;
  if (typeof link !== 'string') throw new Error(`no link emailed to ${email}: ${outbox.text}`);
  return new URL(link);
}

const ask = (api: TestApi, body: unknown) => api.request('POST', '/v1/sso/password-reset', { token: DEV_BASIC_KEY, body });
const setPassword = (api: TestApi, token: string | null, password: string) => api.request('PUT', '/v1/sso/password-reset', { body: { token, password } });
const logIn = (api: TestApi, email: string, password: string) =>
  api.request('POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'password', username: email, password } });

describe('password reset (POST asks for a link, PUT sets the password)', () => {
  const api = testApiOfFile();

  it('answers the same for an email with and without an account, and emails only the account', async () => {
    const email = freshEmail('reset-known');
    await api.signup(email);
    const known = await ask(api, { username: email });
    const unknown = await ask(api, { username: freshEmail('reset-unknown') });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.text).toBe(known.text);
    expect((await resetLink(api, email)).pathname).toBe('/us/app/password-reset');
  });

  it('puts the asking page’s locale prefix on the link, on the site origin whatever is sent', async () => {
    const email = freshEmail('reset-prefix');
    await api.signup(email);
    expect((await ask(api, { username: email, locale: 'de-DE' })).status).toBe(202);
    const link = await resetLink(api, email);
    expect(link.origin).toBe('http://localhost:8080');
    expect(link.pathname).toBe('/de/app/password-reset');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    // A locale that is not one of ours cannot steer the link anywhere: the request is refused.
    for (const locale of ['https://evil.example', '//evil.example', 'de-DE/../../x', 'xx-XX']) {
      const answer = await ask(api, { username: email, locale });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('validation');
    }
  });

  it('refuses malformed requests with a validation answer', async () => {
    expect((await ask(api, {})).body.error_description).toBe(MESSAGES['email.required']);
    expect((await ask(api, { username: 'not-an-email' })).body.error_description).toBe(MESSAGES['email.invalid']);
    expect((await ask(api, { username: ['a@example.com'] })).status).toBe(400);
    expect((await setPassword(api, '', 'NewPassword9')).status).toBe(400);
    expect((await api.request('PUT', '/v1/sso/password-reset', { body: { token: 'x'.repeat(201), password: 'NewPassword9' } })).status).toBe(400);
    // Without the basic key (or a user token) nobody may ask.
    expect((await api.request('POST', '/v1/sso/password-reset', { body: { username: 'a@example.com' } })).status).toBe(401);
  });

  it('sets a new password once with the §5 rule, ends every session and refresh token, and the old password fails', async () => {
    const email = freshEmail('reset-flow');
    const { access_token, refresh_token } = await api.signup(email);
    await ask(api, { username: email, locale: 'en-US' });
    const token = (await resetLink(api, email)).searchParams.get('token');
    const weak = await setPassword(api, token, 'alllowercase1');
    expect(weak.body.error_description).toBe(MESSAGES['password.weak']);
    expect((await setPassword(api, token, 'NewPassword9')).status).toBe(200);
    // Used: the same token is refused with its own reason.
    const again = await setPassword(api, token, 'OtherPassword9');
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('reset_token_used');
    expect((await api.request('GET', '/v1/profiles/me/experience', { token: access_token })).status).toBe(401);
    expect((await api.request('POST', '/v1/sso/refresh', { headers: refreshCookieHeader(refresh_token) })).status).toBe(400);
    expect((await logIn(api, email, 'Marketplace1')).status).toBe(400);
    expect((await logIn(api, email, 'NewPassword9')).status).toBe(200);
  });

  it('refuses a token it never issued with its own reason', async () => {
    const answer = await setPassword(api, 'a'.repeat(43), 'NewPassword9');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_reset_token');
  });

  it('a token only resets its own account', async () => {
    const mine = freshEmail('reset-mine');
    const theirs = freshEmail('reset-theirs');
    await api.signup(mine);
    await api.signup(theirs);
    await ask(api, { username: mine });
    expect((await setPassword(api, (await resetLink(api, mine)).searchParams.get('token'), 'MinePassword9')).status).toBe(200);
    expect((await logIn(api, theirs, 'Marketplace1')).status).toBe(200);
    expect((await logIn(api, theirs, 'MinePassword9')).status).toBe(400);
  });

  // Last here: it moves the server's clock on an hour.
  it('refuses an expired token with its own reason and keeps the old password; a link works until its hour is up', async () => {
    const [late, onTime] = [freshEmail('reset-expired'), freshEmail('reset-in-time')];
    for (const email of [late, onTime]) {
      await api.signup(email);
      await ask(api, { username: email });
    }
    const [lateToken, onTimeToken] = [(await resetLink(api, late)).searchParams.get('token'), (await resetLink(api, onTime)).searchParams.get('token')];
    // Time moves on the server's clock (docs/decisions/injectable-clock.md): a link lives 3600 s.
    await api.advanceClock(3_598_000);
    expect((await setPassword(api, onTimeToken, 'NewPassword9')).status).toBe(200);
    await api.advanceClock(3_000);
    const answer = await setPassword(api, lateToken, 'NewPassword9');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('reset_token_expired');
    expect((await logIn(api, late, 'Marketplace1')).status).toBe(200);
  });
});

describe('password reset: the address limit', () => {
  const api = testApiOfFile({ LOGIN_FAILURES_PER_ADDRESS: '6' });

  it('limits requests per address like log-in: 429 past the limit, for known and unknown emails alike', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await ask(api, { username: freshEmail('reset-flood') })).status);
    // The limit is 6 per window.
    expect(statuses.slice(0, 6)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(statuses[6]).toBe(429);
    const known = freshEmail('reset-known-flood');
    await api.signup(known);
    const answer = await ask(api, { username: known });
    expect(answer.status).toBe(429);
    expect(answer.body.retry_after).toBeGreaterThan(0);
  });
});
