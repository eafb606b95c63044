import { isApiError, type LoginResponse, type Profile } from '@hourspace/api-client';
import { getBus, type Bus, type SessionState } from '@hourspace/bus';
import { clearHostReferralCookies, clearSessionCookies, forgetScriptRefreshCookie, setPreferredLocaleCookie, setSessionCookies } from './cookies';
import { readProfile, sessionStateFor, type SessionApi } from './profile';

/** What the session functions need: the API client (or a fake) and the bus (default: the page's). */
export interface SessionDeps {
  api: SessionApi;
  bus?: Bus;
}

/** The running session started by `startSession`. */
export interface SessionHandle {
  /** Settles with the first state published after NAV_LOADING. */
  readonly ready: Promise<SessionState>;
  /** Reads the profile again and publishes the result; resolves with the state then current. */
  refresh(): Promise<SessionState>;
  /** Stops listening to the bus; an answer still in flight is dropped. */
  stop(): void;
}

const LOGGED_OUT: SessionState = { navState: 'NAV_LOGGED_OUT', profile: null };

/** How long after a start-up profile read that failed in transit the session reads it once more. */
export const START_RETRY_MS = 1_000;

function isLoggedIn(state: SessionState | undefined): state is SessionState {
  return state?.navState === 'NAV_LOGGED_IN_GUEST' || state?.navState === 'NAV_LOGGED_IN_HOST';
}

/**
 * Owns the `session` sticky topic for the page (the shell calls it once). Publishes
 * NAV_LOADING, then NAV_LOGGED_OUT without a session, else the profile's state
 * (NAV_LOGGED_IN_HOST or NAV_LOGGED_IN_GUEST); an expired token gets one refresh (see
 * `readProfile`). Re-reads the profile on `session:refresh`, and on `auth:signed-in`
 * unless that user is already the published one.
 *
 * A failure that says nothing about the session (timeout, network, 5xx) keeps the last
 * signed-in state; at start-up it shows NAV_LOGGED_OUT but keeps the cookies, and reads the
 * profile once more START_RETRY_MS later (a slow or restarting API must not log the person
 * out of the page until they reload it).
 */
export function startSession({ api, bus = getBus() }: SessionDeps): SessionHandle {
  let latest = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  /** Reads the profile and publishes its state; `failed` when the read failed in transit. */
  async function read(): Promise<{ state: SessionState; failed: boolean }> {
    const ticket = ++latest;
    let next: SessionState;
    let failed = false;
    try {
      next = sessionStateFor(await readProfile(api));
    } catch (error) {
      console.warn('[@hourspace/session] could not read the profile', error);
      failed = true;
      const current = bus.getState('session');
      if (isLoggedIn(current)) return { state: current, failed };
      next = LOGGED_OUT;
    }
    // Only the newest read publishes: an older, slower answer must not undo a newer one.
    if (!stopped && ticket === latest) bus.setState('session', next);
    return { state: bus.getState('session') ?? next, failed };
  }
  const load = async () => (await read()).state;

  forgetScriptRefreshCookie();
  bus.setState('session', { navState: 'NAV_LOADING', profile: null });
  const ready = read().then(({ state, failed }) => {
    if (failed && !stopped) {
      const ticket = latest;
      // Once, unless another read (session:refresh, a sign-in) has happened since.
      retry = setTimeout(() => {
        if (!stopped && ticket === latest) void load();
      }, START_RETRY_MS);
    }
    return state;
  });

  const offRefresh = bus.handle('session:refresh', () => {
    void load();
  });
  const offSignedIn = bus.on('auth:signed-in', ({ SSOid }) => {
    const current = bus.getState('session');
    if (isLoggedIn(current) && current?.profile?.SSOid === SSOid) return;
    void load();
  });

  return {
    ready,
    refresh: load,
    stop() {
      stopped = true;
      clearTimeout(retry);
      offRefresh();
      offSignedIn();
    },
  };
}

/** What `signIn` resolves with. */
export interface SignInResult {
  profile: Profile;
  session: SessionState;
  /** The locale stored in preferred_locale: the profile's, else the `locale` passed in. */
  preferredLocale: string | undefined;
}

/**
 * Completes a login or sign-up (spec §4 Login flow): stores PSAccess/PSUser (the API has
 * already set its HttpOnly PSRefresh on the same answer),
 * clears the host-referral cookies, reads the profile, stores preferred_locale for 6 hours
 * (the profile's, else `locale`), publishes the `session` state and `auth:signed-in`.
 * If the profile cannot be read, the new session cookies are cleared again, NAV_LOGGED_OUT
 * is published and the ApiError is rethrown for the modal to show.
 */
export async function signIn(login: LoginResponse, { api, bus = getBus(), locale }: SessionDeps & { locale?: string }): Promise<SignInResult> {
  setSessionCookies(login);
  clearHostReferralCookies();
  let profile: Profile;
  try {
    profile = await api.getProfile();
  } catch (error) {
    clearSessionCookies();
    bus.setState('session', LOGGED_OUT);
    throw error;
  }
  const preferredLocale = profile.preferred_locale || locale || undefined;
  if (preferredLocale) setPreferredLocaleCookie(preferredLocale);
  const session = sessionStateFor(profile);
  bus.setState('session', session);
  bus.publish('auth:signed-in', { SSOid: profile.SSOid });
  return { profile, session, preferredLocale };
}

function isInvalidAccessToken(error: unknown): boolean {
  return isApiError(error) && (error.error === 'Invalid Access Token' || error.error_description === 'Invalid Access Token');
}

/**
 * Signs out (spec §4 Logout): calls destroy (GET /v1/sso/users/logout/), which sends the
 * access token when there is one and the HttpOnly PSRefresh cookie, so the server ends the
 * session and removes the cookie even after PSAccess has expired. 'Invalid Access Token'
 * (the session is already dead) is ignored. Then clears the page's session cookies,
 * publishes NAV_LOGGED_OUT and `auth:signed-out`. The person is signed out on this device
 * even when destroy fails for another reason; that failure is logged, not thrown, because
 * there is nothing they could do about it.
 */
export async function logout({ api, bus = getBus() }: SessionDeps): Promise<void> {
  try {
    await api.logout();
  } catch (error) {
    if (!isInvalidAccessToken(error)) console.warn('[@hourspace/session] the server session could not be ended', error);
  }
  clearSessionCookies();
  bus.setState('session', LOGGED_OUT);
  bus.publish('auth:signed-out', {});
}
