import { ApiErrorCode, isApiError, isAuthError, type ApiClient, type Profile } from '@hourspace/api-client';
import type { BusProfile, NavState, SessionState } from '@hourspace/bus';
import { COOKIE, clearSessionCookies, getCookie, hasAccessCookie, hasSessionHint, setSessionCookies } from './cookies';

/** The part of the API client the session needs; a test passes a fake with these three. */
export type SessionApi = Pick<ApiClient, 'getProfile' | 'refreshSession' | 'logout'>;

/** The Web Locks name every tab and every copy of this package refreshes under. */
export const REFRESH_LOCK = 'hourspace:session-refresh';

let refreshing: Promise<boolean> | undefined;

/**
 * Runs `work` holding the origin-wide refresh lock where the browser has Web Locks, so two
 * tabs (or two copies of this package on one page) never trade the same refresh cookie at
 * once: the API would see the second use as a stolen token and end the session.
 */
function underRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

/**
 * Trades the API's HttpOnly PSRefresh cookie for a new access token (the API rotates the
 * cookie), storing PSAccess and PSUser. False when the API refused (no cookie, or a dead
 * token). A transport failure (timeout, network) is thrown: it says nothing about the
 * session, so the caller must not log anyone out for it.
 * Concurrent callers on this page share one attempt, and tabs take turns under a Web Lock;
 * a caller that waited finds the access token another one stored and uses it.
 */
export function refreshAccessToken(api: SessionApi): Promise<boolean> {
  if (refreshing) return refreshing;
  const seen = getCookie(COOKIE.PSAccess);
  refreshing = underRefreshLock(async () => {
    const current = getCookie(COOKIE.PSAccess);
    if (current !== undefined && current !== seen) return true;
    try {
      setSessionCookies(await api.refreshSession());
      return true;
    } catch (error) {
      if (isApiError(error) && (error.code === ApiErrorCode.HTTP || error.code === ApiErrorCode.SCHEMA)) return false;
      throw error;
    }
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Reads the signed-in user's profile. Null means signed out: no session cookies, or the
 * API refused the token ('Invalid Access Token', 'jwt expired', 401) and ONE refresh
 * through the PSRefresh cookie did not help; the session cookies are then cleared. Without
 * PSAccess but with PSUser (PSAccess lives only `expires_in`, the refresh cookie and PSUser
 * 30 days), the refresh is tried first. Without either nothing is asked of the API.
 * Other failures (timeout, network, 5xx) are thrown and leave the cookies alone.
 */
export async function readProfile(api: SessionApi): Promise<Profile | null> {
  let refreshed = false;
  if (!hasAccessCookie()) {
    if (!hasSessionHint()) return null;
    refreshed = true;
    if (!(await refreshAccessToken(api))) {
      clearSessionCookies();
      return null;
    }
  }
  // At most two reads: the second only after the one refresh this call may make.
  for (;;) {
    try {
      return await api.getProfile();
    } catch (error) {
      if (!isAuthError(error)) throw error;
      if (refreshed || !(await refreshAccessToken(api))) {
        clearSessionCookies();
        return null;
      }
      refreshed = true;
    }
  }
}

/** The nav state a profile gives (spec §3): hosts and guests get their own menus. */
export function navStateFor(profile: Profile | null): NavState {
  if (!profile) return 'NAV_LOGGED_OUT';
  return profile.is_host ? 'NAV_LOGGED_IN_HOST' : 'NAV_LOGGED_IN_GUEST';
}

// What other remotes may see. intercom_hmac is a server-computed secret for the support
// widget and stays out of the bus, where every remote (and any script on the page) reads.
const PUBLIC_FIELDS = [
  'SSOid',
  'first_name',
  'last_name',
  'organization',
  'job_title',
  'email',
  'email_verified',
  'phone',
  'phone_formatted',
  'phone_country',
  'phone_country_code',
  'phone_verified',
  'is_host',
  'host_state',
  'avatar',
  'avatar_id',
  'avatar_url',
  'preferred_locale',
  'account_id',
  'payouts_enabled',
  'thread_count',
] as const satisfies readonly (keyof Profile)[];

/** The profile as the bus carries it: the spec §3 fields without secrets. */
export function toBusProfile(profile: Profile): BusProfile {
  const picked: Record<string, unknown> = {};
  for (const field of PUBLIC_FIELDS) {
    if (profile[field] !== undefined) picked[field] = profile[field];
  }
  return picked as BusProfile;
}

/** The `session` value for a profile (null: signed out). */
export function sessionStateFor(profile: Profile | null): SessionState {
  return { navState: navStateFor(profile), profile: profile ? toBusProfile(profile) : null };
}
