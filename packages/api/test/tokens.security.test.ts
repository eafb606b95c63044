import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { randomBytes } from 'node:crypto';
import { type Answer, freshEmail, refreshCookieHeader, refreshCookieOf, testApiOfFile } from './support/test-api';

/**
 * Refresh tokens under attack: a stolen or replayed token must end its whole family, the
 * token must never reach a script (JSON answers), and junk cookies must be refused cleanly.
 */
const SUITE = 'api: refresh tokens';

const api = testApiOfFile({ SEED_SPACES: '40', SEED_PHOTOS: '8' });

const refresh = (token: string) => api.request('POST', '/v1/sso/refresh', { headers: refreshCookieHeader(token) });
const profileStatus = async (accessToken: string) => (await api.request('GET', '/v1/profiles/me', { token: accessToken })).status;

/** The token an answer's cookie carries; fails the test when it sets none. */
function cookieToken(answer: Answer): string {
  const value = refreshCookieOf(answer)?.value;
  if (!value) throw new Error(`no PSRefresh cookie in the answer (${answer.status} ${answer.text})`);
  return value;
}

describe('refresh-token rotation with reuse detection', () => {
  it('revokes the whole family when a token already traded in is presented again (victim refreshed first)', async () => {
    const families = 12;
    let revoked = 0;
    let stillWorking = 0;
    for (let i = 0; i < families; i++) {
      const { refresh_token: stolen } = await api.signup(freshEmail('reuse'));
      const legit = await refresh(stolen);
      expect(legit.status).toBe(200);
      const current = cookieToken(legit);
      const replay = await refresh(stolen);
      expect(replay.status).toBe(400);
      // Both the replayed token and the one rotated in before it are dead, and so is the access token.
      const after = await refresh(current);
      const access = await profileStatus(legit.body.access_token);
      if (after.status === 400 && access === 401) revoked += 1;
      if (after.status === 200) stillWorking += 1;
    }
    recordFigure(SUITE, 'replays after a refresh: families revoked', `${revoked}/${families}`);
    recordFigure(SUITE, 'replays after a refresh: rotated tokens still working', stillWorking);
    expect(revoked).toBe(families);
  });

  it('revokes the family when the thief refreshes first and the victim comes back with the old token', async () => {
    const families = 12;
    let thiefLockedOut = 0;
    for (let i = 0; i < families; i++) {
      const { refresh_token: shared } = await api.signup(freshEmail('thief'));
      const thief = await refresh(shared);
      expect(thief.status).toBe(200);
      const thiefToken = cookieToken(thief);
      // The victim's browser still holds the old token and uses it.
      expect((await refresh(shared)).status).toBe(400);
      const thiefRefresh = await refresh(thiefToken);
      if (thiefRefresh.status === 400 && (await profileStatus(thief.body.access_token)) === 401) thiefLockedOut += 1;
    }
    recordFigure(SUITE, 'thief refreshed first: thief locked out', `${thiefLockedOut}/${families}`);
    expect(thiefLockedOut).toBe(families);
  });

  it('lets at most one of 20 simultaneous uses of one token through, and then the family is dead', async () => {
    const { refresh_token } = await api.signup(freshEmail('parallel'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(refresh_token)));
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 400).length;
    recordFigure(SUITE, '20 simultaneous uses of one token: accepted', won.length);
    recordFigure(SUITE, '20 simultaneous uses of one token: 5xx', answers.filter((a) => a.status >= 500).length);
    expect(won.length).toBeLessThanOrEqual(1);
    expect(refused).toBe(20 - won.length);
    // Every loser was a reuse, so whatever the winner got is revoked with the family.
    for (const winner of won) {
      expect((await refresh(cookieToken(winner))).status).toBe(400);
      expect(await profileStatus(winner.body.access_token)).toBe(401);
    }
  });

  it('ends the family on log-out: the current refresh token no longer works', async () => {
    const { refresh_token } = await api.signup(freshEmail('logout'));
    const rotated = await refresh(refresh_token);
    const current = cookieToken(rotated);
    const out = await api.request('GET', '/v1/sso/users/logout/', { token: rotated.body.access_token });
    expect(out.status).toBe(200);
    expect(refreshCookieOf(out)?.attributes['max-age']).toBe('0');
    const after = await refresh(current);
    recordFigure(SUITE, 'refresh after log-out: status', after.status);
    expect(after.status).toBe(400);
  });
});

describe('the refresh token stays out of reach of scripts', () => {
  it('never puts the refresh token in a JSON answer; it travels only in an HttpOnly, Secure, SameSite=Strict cookie', async () => {
    const email = freshEmail('json');
    const answers: Answer[] = [
      await api.request('POST', '/v1/profiles', { body: { grant_type: 'signup', username: email, password: 'Marketplace1', unsubscribe: false } }),
      await api.request('POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'password', username: email, password: 'Marketplace1' } }),
    ];
    answers.push(await refresh(cookieToken(answers[1]!)));
    let leaks = 0;
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      const cookie = refreshCookieOf(answer);
      expect(cookie?.attributes).toMatchObject({ httponly: '', secure: '', samesite: 'Strict', path: '/v1/sso' });
      expect(answer.body.refresh_token).toBeNull();
      if (cookie && answer.text.includes(cookie.value)) leaks += 1;
    }
    recordFigure(SUITE, 'log-in, sign-up and refresh answers with the token in JSON', `${leaks}/${answers.length}`);
    expect(leaks).toBe(0);
  });

  it('refuses forged, malformed and oversized refresh cookies with a 400, never a 5xx or a session', async () => {
    const junk = [
      ...Array.from({ length: 40 }, () => randomBytes(32).toString('base64url')),
      '',
      'x',
      'a'.repeat(5000),
      '../../etc/passwd',
      "' or 1=1 --",
      '%00%00',
      'PSRefresh',
      '{"$ne":null}',
      randomBytes(32).toString('hex'),
    ];
    const statuses = await Promise.all(junk.map(async (token) => (await api.request('POST', '/v1/sso/refresh', { headers: { cookie: `PSRefresh=${token}` } })).status));
    // Two cookies of the same name (one planted on a wider path): neither forged one works.
    statuses.push((await api.request('POST', '/v1/sso/refresh', { headers: { cookie: `PSRefresh=${junk[0]}; PSRefresh=${junk[1]}` } })).status);
    const accepted = statuses.filter((s) => s === 200).length;
    const errors = statuses.filter((s) => s >= 500).length;
    recordFigure(SUITE, 'forged or malformed refresh cookies accepted', `${accepted}/${statuses.length}`);
    recordFigure(SUITE, 'forged or malformed refresh cookies answered 5xx', errors);
    expect(accepted).toBe(0);
    expect(errors).toBe(0);
    expect(statuses.every((s) => s === 400)).toBe(true);
  });
});
