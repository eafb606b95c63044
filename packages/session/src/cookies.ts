import Cookies from 'js-cookie';
import type { LoginResponse } from '@hourspace/api-client';

/**
 * Every cookie of spec §3, by name. Keys are the names themselves (camel-cased where the
 * name has dashes or underscores), so nothing is guessed about cookies the spec names
 * without explaining.
 */
export const COOKIE = {
  /** The access token; the bearer of every user call. */
  PSAccess: 'PSAccess',
  /**
   * The refresh token. The API sets it HttpOnly on its token paths and reads it there
   * (refresh and log-out); no script on the page can read or write it, this package included.
   */
  PSRefresh: 'PSRefresh',
  /** The signed-in user's SSOid; also the page's hint that a refresh cookie may be waiting. */
  PSUser: 'PSUser',
  PSUT: 'PSUT',
  PSmetro: 'PSmetro',
  PSSK: 'PSSK',
  PSSKT: 'PSSKT',
  /** The user's chosen locale (6 hours). */
  preferredLocale: 'preferred_locale',
  initialLocale: 'initial_locale',
  /** An entitlement id from a marketing link; sent as the sign-up's entitlement_id. */
  tmEnt: 'tm_ent',
  /** The promo's external id (from '#a=promo&source={external_id}'). */
  promo: 'promo',
  /** The promo's entitlement id. */
  promoId: 'promo-id',
  /** The path and UTM parameters of the landing that brought the visitor (first touch); sent as attr_url on sign-up. */
  PSAttrUrl: 'PSAttrUrl',
  /** The referrer of that landing (origin and path); sent as attr_referrer on sign-up. */
  PSAttrReferrer: 'PSAttrReferrer',
  /** The fraud-check token; sent as forterTokenCookie on login and sign-up. */
  forterToken: 'forterToken',
  /** Host-referral promotion; cleared on every sign-in. */
  hostRefPromo: 'host-ref-promo',
  /** Host-referral promotion's referring user; cleared on every sign-in. */
  hostRefPromoUserId: 'host-ref-promo-user-id',
  /** The URL to return to after accepting updated terms. */
  turls: 'turls',
  placeId: 'place_id',
  /** The Google user data the sign-in popup leaves for the page that opened it. */
  psGUser: 'ps_g_user',
} as const;
export type CookieKey = keyof typeof COOKIE;
export type CookieName = (typeof COOKIE)[CookieKey];

/** All 20 cookie names of spec §3. */
export const COOKIE_NAMES: readonly CookieName[] = Object.values(COOKIE);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long PSUser lives: the API's refresh-cookie lifetime (its REFRESH_TOKEN_TTL default,
 * 30 days), renewed with it on every refresh. PSUser is the page's only sign that the
 * HttpOnly refresh cookie may exist, so it must not outlive or undercut it.
 */
export const REFRESH_COOKIE_LIFETIME_MS = 30 * DAY_MS;

/** How long first-touch attribution and promo cookies live (not in the spec; a common attribution window). */
export const ATTRIBUTION_COOKIE_LIFETIME_MS = 30 * DAY_MS;

/**
 * Cookie lifetimes in ms (spec §9 where it gives one). PSAccess lives `expires_in`
 * seconds of its login answer; a cookie not listed is a browser-session cookie.
 */
export const COOKIE_LIFETIME_MS: Readonly<Partial<Record<CookieName, number>>> = {
  preferred_locale: 6 * HOUR_MS,
  PSSK: 45 * DAY_MS,
  PSSKT: 45 * DAY_MS,
  PSUser: REFRESH_COOKIE_LIFETIME_MS,
  PSAttrUrl: ATTRIBUTION_COOKIE_LIFETIME_MS,
  PSAttrReferrer: ATTRIBUTION_COOKIE_LIFETIME_MS,
  tm_ent: ATTRIBUTION_COOKIE_LIFETIME_MS,
  promo: ATTRIBUTION_COOKIE_LIFETIME_MS,
  'promo-id': ATTRIBUTION_COOKIE_LIFETIME_MS,
};

/** The cookies a sign-in sets and a sign-out clears on the page (PSRefresh is the API's to set and clear). */
export const SESSION_COOKIES: readonly CookieName[] = [COOKIE.PSAccess, COOKIE.PSUser];

function currentProtocol(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.protocol;
}

/**
 * The attributes every cookie is written with: the whole site (path '/'), SameSite=Lax
 * (sent when a link from another site is followed, never on cross-site
 * subrequests or POSTs), Secure when the page is on https, and an expiry when `lifetimeMs` is given.
 */
export function cookieAttributes(lifetimeMs?: number, options: { now?: number; protocol?: string | undefined } = {}): Cookies.CookieAttributes {
  const protocol = 'protocol' in options ? options.protocol : currentProtocol();
  return {
    path: '/',
    sameSite: 'Lax',
    secure: protocol === 'https:',
    ...(lifetimeMs === undefined ? {} : { expires: new Date((options.now ?? Date.now()) + lifetimeMs) }),
  };
}

/** Reads a cookie; undefined when absent or empty. */
export function getCookie(name: CookieName): string | undefined {
  const value = Cookies.get(name);
  return value === '' ? undefined : value;
}

/**
 * Writes a cookie with the house attributes and its lifetime from COOKIE_LIFETIME_MS,
 * unless `lifetimeMs` says otherwise.
 */
export function setCookie(name: CookieName, value: string, lifetimeMs: number | undefined = COOKIE_LIFETIME_MS[name]): void {
  Cookies.set(name, value, cookieAttributes(lifetimeMs));
}

/** Removes a cookie (with the same path it was written with). */
export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' });
}

/** True when the PSAccess cookie is present: the shell runs auth hash actions only without it. */
export function hasAccessCookie(): boolean {
  return getCookie(COOKIE.PSAccess) !== undefined;
}

/** True when PSAccess or PSUser is present: the page may have a session (PSUser outlives PSAccess, as the refresh cookie does). */
export function hasSessionHint(): boolean {
  return hasAccessCookie() || getCookie(COOKIE.PSUser) !== undefined;
}

/**
 * Removes a refresh token that an older version of this package wrote where scripts can
 * read it (path '/', not HttpOnly). The API's own HttpOnly cookie lives on another path and
 * is out of reach of this call, as of every script.
 */
export function forgetScriptRefreshCookie(): void {
  if (Cookies.get(COOKIE.PSRefresh) !== undefined) removeCookie(COOKIE.PSRefresh);
}

/**
 * Stores a login answer: PSAccess for `expires_in` seconds and PSUser for the refresh
 * lifetime. The answer's refresh token, if an API still sent one, is not stored: the API
 * keeps it in its HttpOnly PSRefresh cookie.
 */
export function setSessionCookies(login: Pick<LoginResponse, 'access_token' | 'expires_in' | 'SSOid'>): void {
  if (!login.access_token) throw new TypeError('[@hourspace/session] a login answer without an access_token cannot start a session.');
  const accessLifetimeMs = Number.isFinite(login.expires_in) && login.expires_in > 0 ? login.expires_in * 1000 : undefined;
  setCookie(COOKIE.PSAccess, login.access_token, accessLifetimeMs);
  setCookie(COOKIE.PSUser, login.SSOid);
  forgetScriptRefreshCookie();
}

/** Removes PSAccess and PSUser (and a script-readable PSRefresh an older version left); the API clears its own PSRefresh on log-out. */
export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) removeCookie(name);
  forgetScriptRefreshCookie();
}

/** Stores the preferred locale for 6 hours (spec §9). */
export function setPreferredLocaleCookie(locale: string): void {
  setCookie(COOKIE.preferredLocale, locale);
}

/** Removes the host-referral promotion cookies (done on every sign-in, spec §4). */
export function clearHostReferralCookies(): void {
  removeCookie(COOKIE.hostRefPromo);
  removeCookie(COOKIE.hostRefPromoUserId);
}
