import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import { getCookie, setCookie, setSessionCookies } from '../cookies';
import { readProfile } from '../profile';
import { START_RETRY_MS, logout, signIn, startSession } from '../session';
import { GUEST, HOST, clearAllCookies, expired, fakeApi, login, recordingBus, serverDown, until } from './helpers';

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  clearAllCookies();
  jest.restoreAllMocks();
});

describe('startSession', () => {
  it('goes from NAV_LOADING to NAV_LOGGED_OUT without reading the profile when there is no session cookie', async () => {
    const api = fakeApi();
    const { bus, navStates } = recordingBus();
    const session = startSession({ api, bus });
    expect(navStates()).toEqual(['NAV_LOADING']);
    await session.ready;
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_OUT']);
    expect(bus.getState('session')?.profile).toBeNull();
    expect(api.getProfile).not.toHaveBeenCalled();
    expect(api.refreshSession).not.toHaveBeenCalled();
  });

  it('publishes NAV_LOGGED_IN_GUEST with the profile, minus its secret, for a guest', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    const { bus, navStates } = recordingBus();
    await startSession({ api, bus }).ready;
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_IN_GUEST']);
    const profile = bus.getState('session')?.profile;
    expect(profile).toMatchObject({ SSOid: 'u-guest', first_name: 'Ada', is_host: false });
    expect(profile).not.toHaveProperty('intercom_hmac');
  });

  it('publishes NAV_LOGGED_IN_HOST for a host', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.getProfile.mockResolvedValue(HOST);
    const { bus, navStates } = recordingBus();
    await startSession({ api, bus }).ready;
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_IN_HOST']);
  });

  it.each(['jwt expired', 'Invalid Access Token'])('refreshes once through the PSRefresh cookie after "%s" and reads the profile again', async (text) => {
    setSessionCookies(login());
    const api = fakeApi();
    api.getProfile.mockRejectedValueOnce(expired(text)).mockResolvedValueOnce(GUEST);
    const { bus, navStates } = recordingBus();
    await startSession({ api, bus }).ready;
    expect(api.refreshSession).toHaveBeenCalledTimes(1);
    // The refresh cookie is HttpOnly: the call carries no token, the browser sends the cookie.
    expect(api.refreshSession).toHaveBeenCalledWith();
    expect(getCookie('PSAccess')).toBe('access-2');
    expect(document.cookie).not.toContain('refresh-');
    expect(api.getProfile).toHaveBeenCalledTimes(2);
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_IN_GUEST']);
  });

  it('treats a bare 401 as an expired token', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.getProfile.mockRejectedValueOnce(new ApiError(ApiErrorCode.HTTP, 'Unauthorized', { status: 401 })).mockResolvedValueOnce(GUEST);
    const { bus } = recordingBus();
    await startSession({ api, bus }).ready;
    expect(api.refreshSession).toHaveBeenCalledTimes(1);
    expect(bus.getState('session')?.navState).toBe('NAV_LOGGED_IN_GUEST');
  });

  it('clears the session and goes NAV_LOGGED_OUT when the refresh is refused', async () => {
    setSessionCookies(login());
    setCookie('preferred_locale', 'en-US');
    const api = fakeApi();
    api.getProfile.mockRejectedValue(expired());
    api.refreshSession.mockRejectedValue(new ApiError(ApiErrorCode.HTTP, 'invalid_grant', { status: 400, error: 'invalid_grant' }));
    const { bus, navStates } = recordingBus();
    await startSession({ api, bus }).ready;
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_OUT']);
    expect([getCookie('PSAccess'), getCookie('PSUser')]).toEqual([undefined, undefined]);
    expect(getCookie('preferred_locale')).toBe('en-US');
  });

  it('never refreshes twice when the new token is refused too', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.getProfile.mockRejectedValue(expired());
    const { bus, navStates } = recordingBus();
    await startSession({ api, bus }).ready;
    expect(api.refreshSession).toHaveBeenCalledTimes(1);
    expect(api.getProfile).toHaveBeenCalledTimes(2);
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_OUT']);
    expect(getCookie('PSAccess')).toBeUndefined();
  });

  it('logs out when the API has no refresh cookie to trade (it answers 400)', async () => {
    setCookie('PSAccess', 'access-1');
    const api = fakeApi();
    api.getProfile.mockRejectedValue(expired());
    api.refreshSession.mockRejectedValue(
      new ApiError(ApiErrorCode.HTTP, 'Invalid grant: refresh token is invalid', { status: 400, error: 'Invalid grant: refresh token is invalid' }),
    );
    const { bus } = recordingBus();
    await startSession({ api, bus }).ready;
    expect(api.refreshSession).toHaveBeenCalledTimes(1);
    expect(bus.getState('session')?.navState).toBe('NAV_LOGGED_OUT');
    expect(getCookie('PSAccess')).toBeUndefined();
  });

  it('refreshes first when only PSUser is left (the access cookie has expired, the refresh cookie lives as long as PSUser)', async () => {
    setCookie('PSUser', 'u-guest');
    const api = fakeApi();
    const { bus } = recordingBus();
    await startSession({ api, bus }).ready;
    expect(api.refreshSession).toHaveBeenCalledTimes(1);
    expect(getCookie('PSAccess')).toBe('access-2');
    expect(bus.getState('session')?.navState).toBe('NAV_LOGGED_IN_GUEST');
  });

  it('removes a script-readable PSRefresh an older version left, without trading it', async () => {
    setCookie('PSRefresh', 'legacy-refresh');
    const api = fakeApi();
    const { bus } = recordingBus();
    await startSession({ api, bus }).ready;
    expect(document.cookie).not.toContain('legacy-refresh');
    expect(api.refreshSession).not.toHaveBeenCalled();
    expect(bus.getState('session')?.navState).toBe('NAV_LOGGED_OUT');
  });

  it('keeps the cookies but shows NAV_LOGGED_OUT when the API is down at start-up', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.getProfile.mockRejectedValue(serverDown());
    const { bus, navStates } = recordingBus();
    const session = startSession({ api, bus });
    await session.ready;
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_OUT']);
    expect(getCookie('PSAccess')).toBe('access-1');
    expect(api.refreshSession).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    session.stop();
  });

  it('reads the profile once more a second after a start-up read failed in transit, and signs the page in then', async () => {
    jest.useFakeTimers();
    try {
      setSessionCookies(login());
      const api = fakeApi();
      api.getProfile.mockRejectedValueOnce(new ApiError(ApiErrorCode.TIMEOUT, 'slow'));
      const { bus, navStates } = recordingBus();
      const session = startSession({ api, bus });
      await session.ready;
      expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_OUT']);
      await jest.advanceTimersByTimeAsync(START_RETRY_MS - 1);
      expect(api.getProfile).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(api.getProfile).toHaveBeenCalledTimes(2);
      expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_OUT', 'NAV_LOGGED_IN_GUEST']);
      // Once only: a second failure waits for the next refresh or page.
      api.getProfile.mockRejectedValue(serverDown());
      await jest.advanceTimersByTimeAsync(10 * START_RETRY_MS);
      expect(api.getProfile).toHaveBeenCalledTimes(2);
      session.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not read again after start-up when the first read answered, or when the session stopped', async () => {
    jest.useFakeTimers();
    try {
      setSessionCookies(login());
      const api = fakeApi();
      const { bus } = recordingBus();
      await startSession({ api, bus }).ready;
      await jest.advanceTimersByTimeAsync(10 * START_RETRY_MS);
      expect(api.getProfile).toHaveBeenCalledTimes(1);

      api.getProfile.mockClear().mockRejectedValueOnce(serverDown());
      const stopped = startSession({ api, bus: recordingBus().bus });
      await stopped.ready;
      stopped.stop();
      await jest.advanceTimersByTimeAsync(10 * START_RETRY_MS);
      expect(api.getProfile).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a refresh that failed in transit from logging the person out', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.getProfile.mockRejectedValue(expired());
    api.refreshSession.mockRejectedValue(new ApiError(ApiErrorCode.TIMEOUT, 'slow'));
    const { bus } = recordingBus();
    await startSession({ api, bus }).ready;
    expect([getCookie('PSAccess'), getCookie('PSUser')]).toEqual(['access-1', 'u-guest']);
    expect(bus.getState('session')?.navState).toBe('NAV_LOGGED_OUT');
  });

  it('re-reads the profile on session:refresh', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    const { bus, navStates } = recordingBus();
    await startSession({ api, bus }).ready;
    api.getProfile.mockResolvedValue({ ...GUEST, is_host: true });
    bus.request('session:refresh', {});
    await until(() => navStates().length === 3);
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_IN_GUEST', 'NAV_LOGGED_IN_HOST']);
  });

  it('keeps the signed-in state when a re-read fails in transit', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    const { bus, navStates } = recordingBus();
    const session = await startSession({ api, bus });
    await session.ready;
    api.getProfile.mockRejectedValue(serverDown());
    const state = await session.refresh();
    expect(state.navState).toBe('NAV_LOGGED_IN_GUEST');
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_IN_GUEST']);
  });

  it('reads the profile when another remote announces a sign-in', async () => {
    const api = fakeApi();
    const { bus, navStates } = recordingBus();
    await startSession({ api, bus }).ready;
    setSessionCookies(login());
    bus.publish('auth:signed-in', { SSOid: 'u-guest' });
    await until(() => navStates().length === 3);
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_OUT', 'NAV_LOGGED_IN_GUEST']);
  });

  it('does not read the profile again for a sign-in of the user already shown', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    const { bus } = recordingBus();
    await startSession({ api, bus }).ready;
    bus.publish('auth:signed-in', { SSOid: 'u-guest' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.getProfile).toHaveBeenCalledTimes(1);
  });

  it('lets only the newest read publish when answers arrive out of order', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    let answerSlow: (value: typeof GUEST) => void = () => {};
    api.getProfile.mockImplementationOnce(() => new Promise((resolve) => (answerSlow = resolve))).mockResolvedValueOnce(HOST);
    const { bus, navStates } = recordingBus();
    const session = startSession({ api, bus });
    await session.refresh();
    answerSlow(GUEST);
    await session.ready;
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_IN_HOST']);
  });

  it('stops listening once stopped', async () => {
    const api = fakeApi();
    const { bus, navStates } = recordingBus();
    const session = startSession({ api, bus });
    await session.ready;
    session.stop();
    setSessionCookies(login());
    bus.request('session:refresh', {});
    bus.publish('auth:signed-in', { SSOid: 'u-guest' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.getProfile).not.toHaveBeenCalled();
    expect(navStates()).toEqual(['NAV_LOADING', 'NAV_LOGGED_OUT']);
  });
});

describe('readProfile', () => {
  it('answers null without calling the API when signed out', async () => {
    const api = fakeApi();
    await expect(readProfile(api)).resolves.toBeNull();
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('throws failures that say nothing about the session', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.getProfile.mockRejectedValue(serverDown());
    await expect(readProfile(api)).rejects.toMatchObject({ status: 503 });
    expect(getCookie('PSAccess')).toBe('access-1');
  });

  it('shares one refresh between reads running at the same time', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.getProfile.mockRejectedValueOnce(expired()).mockRejectedValueOnce(expired()).mockResolvedValue(GUEST);
    const [first, second] = await Promise.all([readProfile(api), readProfile(api)]);
    expect(first?.SSOid).toBe('u-guest');
    expect(second?.SSOid).toBe('u-guest');
    expect(api.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('takes turns with other tabs under a Web Lock, and uses the token a tab that went first stored', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.getProfile.mockRejectedValueOnce(expired()).mockResolvedValue(GUEST);
    const names: string[] = [];
    const locks = {
      request: jest.fn(async (name: string, work: () => Promise<unknown>) => {
        names.push(name);
        // Another tab held the lock and refreshed: the cookie jar now has its access token.
        setSessionCookies(login({ access_token: 'access-from-other-tab' }));
        return work();
      }),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      await expect(readProfile(api)).resolves.toMatchObject({ SSOid: 'u-guest' });
    } finally {
      delete (navigator as unknown as { locks?: unknown }).locks;
    }
    expect(names).toEqual(['hourspace:session-refresh']);
    expect(api.refreshSession).not.toHaveBeenCalled();
    expect(getCookie('PSAccess')).toBe('access-from-other-tab');
  });
});

describe('signIn', () => {
  it('stores the session, clears host referral cookies, stores the locale and publishes the session', async () => {
    setCookie('host-ref-promo', '1');
    setCookie('host-ref-promo-user-id', 'u-9');
    const api = fakeApi();
    const { bus, navStates } = recordingBus();
    const signedIn: string[] = [];
    bus.on('auth:signed-in', ({ SSOid }) => signedIn.push(SSOid));
    const result = await signIn(login(), { api, bus, locale: 'en-US' });
    expect([getCookie('PSAccess'), getCookie('PSUser')]).toEqual(['access-1', 'u-guest']);
    expect(document.cookie).not.toContain('PSRefresh');
    expect(getCookie('host-ref-promo')).toBeUndefined();
    expect(getCookie('host-ref-promo-user-id')).toBeUndefined();
    expect(getCookie('preferred_locale')).toBe('en-GB');
    expect(result.preferredLocale).toBe('en-GB');
    expect(result.profile.SSOid).toBe('u-guest');
    expect(navStates()).toEqual(['NAV_LOGGED_IN_GUEST']);
    expect(signedIn).toEqual(['u-guest']);
  });

  it('stores the given locale when the profile has no preferred locale', async () => {
    const api = fakeApi();
    api.getProfile.mockResolvedValue(HOST);
    const { bus, navStates } = recordingBus();
    await signIn(login({ SSOid: 'u-host' }), { api, bus, locale: 'fr-FR' });
    expect(getCookie('preferred_locale')).toBe('fr-FR');
    expect(navStates()).toEqual(['NAV_LOGGED_IN_HOST']);
  });

  it('undoes the session and rethrows when the profile cannot be read', async () => {
    const api = fakeApi();
    api.getProfile.mockRejectedValue(serverDown());
    const { bus, navStates } = recordingBus();
    await expect(signIn(login(), { api, bus, locale: 'en-US' })).rejects.toMatchObject({ status: 503 });
    expect(getCookie('PSAccess')).toBeUndefined();
    expect(navStates()).toEqual(['NAV_LOGGED_OUT']);
  });

  it('is not re-read by a running session, which already shows that user', async () => {
    const api = fakeApi();
    const { bus } = recordingBus();
    await startSession({ api, bus }).ready;
    await signIn(login(), { api, bus });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.getProfile).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('destroys the server session, clears the cookies and announces the sign-out', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    const { bus, navStates } = recordingBus();
    const signedOut = jest.fn();
    bus.on('auth:signed-out', signedOut);
    await logout({ api, bus });
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect([getCookie('PSAccess'), getCookie('PSUser')]).toEqual([undefined, undefined]);
    expect(navStates()).toEqual(['NAV_LOGGED_OUT']);
    expect(signedOut).toHaveBeenCalledWith({});
  });

  it("ignores 'Invalid Access Token' from destroy", async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.logout.mockRejectedValue(expired('Invalid Access Token'));
    const { bus } = recordingBus();
    await expect(logout({ api, bus })).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(getCookie('PSAccess')).toBeUndefined();
  });

  it('signs out on this device even when destroy fails otherwise, and logs it', async () => {
    setSessionCookies(login());
    const api = fakeApi();
    api.logout.mockRejectedValue(serverDown());
    const { bus } = recordingBus();
    await logout({ api, bus });
    expect(warn).toHaveBeenCalled();
    expect(getCookie('PSAccess')).toBeUndefined();
    expect(bus.getState('session')?.navState).toBe('NAV_LOGGED_OUT');
  });

  it('calls destroy even after the access cookie has expired, so the server ends the session of the refresh cookie', async () => {
    setCookie('PSUser', 'u-guest');
    const api = fakeApi();
    await logout({ api, bus: recordingBus().bus });
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(getCookie('PSUser')).toBeUndefined();
  });
});
