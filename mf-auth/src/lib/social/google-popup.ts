import { COOKIE, setCookie } from '@hourspace/session';
import type { GoogleUserCookie } from './google';

// Runs on every page (the popup lands on the shell), so it lives apart from the Google
// sign-in flow: the always-loaded part of this remote must not pull in valibot or the API.

/** The path Google sends the popup back to (the API's default redirect URI). */
export const GOOGLE_CALLBACK_PATH = '/google-callback';

/**
 * Runs in the popup when Google sends it back to /google-callback: the fragment's tokens
 * (or error) go into the ps_g_user cookie, and the popup closes. True when this page was
 * such a callback.
 */
export function completeGooglePopup(location: Pick<Location, 'pathname' | 'hash'> = window.location, close: () => void = () => window.close()): boolean {
  if (!location.pathname.endsWith(GOOGLE_CALLBACK_PATH)) return false;
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const state = params.get('state');
  if (!state) return false;
  const data: GoogleUserCookie = { state };
  const accessToken = params.get('access_token');
  const idToken = params.get('id_token');
  const error = params.get('error');
  if (accessToken) data.accessToken = accessToken;
  if (idToken) data.idToken = idToken;
  if (error || (!accessToken && !idToken)) data.error = error ?? 'missing_token';
  // Short-lived: the opener reads it within a poll interval.
  setCookie(COOKIE.psGUser, JSON.stringify(data), 5 * 60 * 1000);
  close();
  return true;
}
