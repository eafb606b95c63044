/**
 * @hourspace/session: the cookies of spec §3/§9, reading the profile, and the nav state
 * machine that owns the bus's `session` topic.
 */

/** Cookie names, lifetimes and the house cookie helpers. */
export {
  COOKIE,
  COOKIE_NAMES,
  COOKIE_LIFETIME_MS,
  REFRESH_COOKIE_LIFETIME_MS,
  ATTRIBUTION_COOKIE_LIFETIME_MS,
  SESSION_COOKIES,
  cookieAttributes,
  getCookie,
  setCookie,
  removeCookie,
  hasAccessCookie,
  hasSessionHint,
  forgetScriptRefreshCookie,
  setSessionCookies,
  clearSessionCookies,
  setPreferredLocaleCookie,
  clearHostReferralCookies,
  type CookieKey,
  type CookieName,
} from './cookies';

/** Referral, attribution and promo cookies for the auth remote. */
export {
  recordAttribution,
  readAttribution,
  attributionPath,
  attributionReferrer,
  UTM_PARAMETERS,
  setPromo,
  readPromo,
  clearPromo,
  readEntitlementId,
  promoNeedsAttaching,
  readForterToken,
  type Attribution,
  type Promo,
} from './attribution';

/** Reading the profile (with the one-refresh rule) and turning it into nav state. */
export { readProfile, refreshAccessToken, navStateFor, toBusProfile, sessionStateFor, type SessionApi } from './profile';

/** The session state machine, sign-in and sign-out. */
export { startSession, signIn, logout, type SessionDeps, type SessionHandle, type SignInResult } from './session';
