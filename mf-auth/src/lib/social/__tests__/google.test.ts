import { COOKIE, getCookie, setCookie } from '@hourspace/session';
import { clearCookies, fakeApi } from '../../../testing/fakes';
import { GOOGLE_POLL_MS, GoogleSignInError, peopleServiceUrl, signInWithGoogle, waitForGooglePopup } from '../google';
import { completeGooglePopup } from '../google-popup';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

const connect = {
  state: 'state-1',
  nonce: 'nonce-1',
  clientId: 'client',
  redirectUri: 'http://localhost:8080/google-callback',
  authorizeUrl: 'http://localhost:8120/dev/google/o/oauth2/v2/auth?state=state-1',
};

/** A popup the test closes by hand, leaving `answer` in the cookie as the real callback page does. */
function fakePopup() {
  const popup = { closed: false, close: jest.fn(), location: { href: '' } };
  return {
    popup,
    finish(answer: Record<string, unknown> | null) {
      if (answer) setCookie(COOKIE.psGUser, JSON.stringify(answer));
      popup.closed = true;
    },
  };
}

beforeEach(() => {
  clearCookies();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the Google popup callback', () => {
  it('leaves the tokens in ps_g_user and closes the popup', () => {
    const close = jest.fn();
    expect(completeGooglePopup({ pathname: '/google-callback', hash: '#access_token=at&id_token=it&state=s1' }, close)).toBe(true);
    expect(JSON.parse(getCookie(COOKIE.psGUser) ?? '{}')).toEqual({ state: 's1', accessToken: 'at', idToken: 'it' });
    expect(close).toHaveBeenCalled();
  });

  it('passes on an error Google answered', () => {
    completeGooglePopup({ pathname: '/google-callback', hash: '#error=access_denied&state=s1' }, jest.fn());
    expect(JSON.parse(getCookie(COOKIE.psGUser) ?? '{}')).toEqual({ state: 's1', error: 'access_denied' });
  });

  it('does nothing on any other page', () => {
    const close = jest.fn();
    expect(completeGooglePopup({ pathname: '/us/', hash: '#access_token=at&state=s1' }, close)).toBe(false);
    expect(close).not.toHaveBeenCalled();
  });
});

describe('waiting for the Google popup', () => {
  it('checks every 500 ms and reads the cookie once the popup closed', async () => {
    const { popup, finish } = fakePopup();
    const done = jest.fn();
    void waitForGooglePopup(popup).then(done);
    await jest.advanceTimersByTimeAsync(GOOGLE_POLL_MS * 3);
    expect(done).not.toHaveBeenCalled();
    finish({ state: 's', accessToken: 'a' });
    await jest.advanceTimersByTimeAsync(GOOGLE_POLL_MS);
    expect(done).toHaveBeenCalledWith({ state: 's', accessToken: 'a' });
    expect(getCookie(COOKIE.psGUser)).toBeUndefined();
  });
});

describe('signing in with Google', () => {
  it('opens the popup, sends it to Google and reads the person from the id_token', async () => {
    const { popup, finish } = fakePopup();
    const api = fakeApi({ googleConnect: jest.fn().mockResolvedValue(connect) });
    const result = signInWithGoogle(api, 'signup', () => popup as unknown as Window);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.googleConnect).toHaveBeenCalledWith({ action: 'signup' });
    expect(popup.location.href).toBe(connect.authorizeUrl);
    const idToken = jwt({ sub: 'g-2', email: 'nora@example.com', given_name: 'Nora', family_name: 'Newman', picture: 'http://p/n.png', nonce: 'nonce-1' });
    finish({ state: 'state-1', accessToken: 'at-1', idToken });
    await jest.advanceTimersByTimeAsync(GOOGLE_POLL_MS);
    // The API gets the ID token to verify; the access token is only for the people service.
    await expect(result).resolves.toEqual({
      provider: 'google',
      token: idToken,
      tokenType: 'id_token',
      providerId: 'g-2',
      email: 'nora@example.com',
      firstName: 'Nora',
      lastName: 'Newman',
      pictureUrl: 'http://p/n.png',
    });
  });

  it('reads the photo from the people service when the id_token has none, skipping the default one', async () => {
    const { popup, finish } = fakePopup();
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({
        photos: [
          { url: 'http://p/default.png', default: true },
          { url: 'http://p/me.png', metadata: { primary: true } },
        ],
      }),
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const api = fakeApi({ googleConnect: jest.fn().mockResolvedValue(connect) });
    const result = signInWithGoogle(api, 'login', () => popup as unknown as Window);
    await jest.advanceTimersByTimeAsync(0);
    const idToken = jwt({ sub: 'g-3', email: 'a@example.com', given_name: 'A', family_name: 'B' });
    finish({ state: 'state-1', accessToken: 'at-1', idToken });
    await jest.advanceTimersByTimeAsync(GOOGLE_POLL_MS);
    const identity = await result;
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:8120/dev/google/v1/people/me?personFields=photos,phoneNumbers', { headers: { authorization: 'Bearer at-1' } });
    expect(identity).toEqual({ provider: 'google', token: idToken, tokenType: 'id_token', providerId: 'g-3', email: 'a@example.com', pictureUrl: 'http://p/me.png' });
  });

  it('answers null when the person closes the popup or cancels', async () => {
    const first = fakePopup();
    const api = fakeApi({ googleConnect: jest.fn().mockResolvedValue(connect) });
    const closed = signInWithGoogle(api, 'login', () => first.popup as unknown as Window);
    await jest.advanceTimersByTimeAsync(0);
    first.finish(null);
    await jest.advanceTimersByTimeAsync(GOOGLE_POLL_MS);
    await expect(closed).resolves.toBeNull();

    const second = fakePopup();
    const cancelled = signInWithGoogle(api, 'login', () => second.popup as unknown as Window);
    await jest.advanceTimersByTimeAsync(0);
    second.finish({ state: 'state-1', error: 'access_denied' });
    await jest.advanceTimersByTimeAsync(GOOGLE_POLL_MS);
    await expect(cancelled).resolves.toBeNull();
  });

  it('fails on a blocked popup, a failed connect, or an answer for another sign-in', async () => {
    await expect(signInWithGoogle(fakeApi(), 'login', () => null)).rejects.toBeInstanceOf(GoogleSignInError);

    const blocked = fakePopup();
    await expect(
      signInWithGoogle(fakeApi({ googleConnect: jest.fn().mockRejectedValue(new Error('down')) }), 'login', () => blocked.popup as unknown as Window),
    ).rejects.toBeInstanceOf(GoogleSignInError);
    expect(blocked.popup.close).toHaveBeenCalled();

    const other = fakePopup();
    const result = signInWithGoogle(fakeApi({ googleConnect: jest.fn().mockResolvedValue(connect) }), 'login', () => other.popup as unknown as Window);
    const settled = result.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    other.finish({ state: 'someone-else', accessToken: 'x', idToken: jwt({ sub: 's' }) });
    await jest.advanceTimersByTimeAsync(GOOGLE_POLL_MS);
    expect(await settled).toBeInstanceOf(GoogleSignInError);
  });
});

describe('the people service address', () => {
  it('sits next to the local authorize URL, and at people.googleapis.com for the real Google', () => {
    expect(peopleServiceUrl('http://localhost:8120/dev/google/o/oauth2/v2/auth?x=1')).toBe('http://localhost:8120/dev/google/v1/people/me');
    expect(peopleServiceUrl('https://accounts.google.com/o/oauth2/v2/auth')).toBe('https://people.googleapis.com/v1/people/me');
  });
});
