import { ACCESS_TOKEN_COOKIE } from '@hourspace/api-client';
import Cookies from 'js-cookie';
import {
  COOKIE,
  COOKIE_LIFETIME_MS,
  COOKIE_NAMES,
  REFRESH_COOKIE_LIFETIME_MS,
  clearHostReferralCookies,
  clearSessionCookies,
  cookieAttributes,
  getCookie,
  hasAccessCookie,
  hasSessionHint,
  setCookie,
  setPreferredLocaleCookie,
  setSessionCookies,
} from '../cookies';
import { clearAllCookies, login } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

afterEach(() => {
  clearAllCookies();
  jest.restoreAllMocks();
});

function expiryOf(spy: jest.SpyInstance, name: string): number | undefined {
  const call = spy.mock.calls.find(([cookie]) => cookie === name) as [string, string, Cookies.CookieAttributes] | undefined;
  if (!call) throw new Error(`${name} was not written`);
  const expires = call[2].expires;
  return expires instanceof Date ? expires.getTime() : undefined;
}

describe('session cookies', () => {
  it('names all 20 cookies of the spec', () => {
    expect([...COOKIE_NAMES].sort()).toEqual(
      [
        'PSAccess',
        'PSRefresh',
        'PSUser',
        'PSUT',
        'PSmetro',
        'PSSK',
        'PSSKT',
        'preferred_locale',
        'initial_locale',
        'tm_ent',
        'promo',
        'promo-id',
        'PSAttrUrl',
        'PSAttrReferrer',
        'forterToken',
        'host-ref-promo',
        'host-ref-promo-user-id',
        'turls',
        'place_id',
        'ps_g_user',
      ].sort(),
    );
    expect(new Set(COOKIE_NAMES).size).toBe(20);
  });

  it('reads the access token from the same cookie the API client sends', () => {
    expect(COOKIE.PSAccess).toBe(ACCESS_TOKEN_COOKIE);
  });

  it('keeps preferred_locale for 6 hours and PSSK and PSSKT for 45 days', () => {
    expect(COOKIE_LIFETIME_MS.preferred_locale).toBe(6 * HOUR);
    expect(COOKIE_LIFETIME_MS.PSSK).toBe(45 * DAY);
    expect(COOKIE_LIFETIME_MS.PSSKT).toBe(45 * DAY);
  });

  it('writes cookies site-wide with SameSite=Lax, Secure only on https', () => {
    expect(cookieAttributes(undefined, { protocol: 'https:' })).toEqual({ path: '/', sameSite: 'Lax', secure: true });
    expect(cookieAttributes(undefined, { protocol: 'http:' })).toEqual({ path: '/', sameSite: 'Lax', secure: false });
    expect(cookieAttributes(1_000, { now: 5_000, protocol: 'http:' }).expires).toEqual(new Date(6_000));
    expect(cookieAttributes().secure).toBe(false);
  });

  it('stores the preferred locale for 6 hours in a readable cookie', () => {
    const spy = jest.spyOn(Cookies, 'set');
    const before = Date.now();
    setPreferredLocaleCookie('fr-FR');
    expect(document.cookie).toContain('preferred_locale=fr-FR');
    expect(expiryOf(spy, 'preferred_locale')).toBeGreaterThanOrEqual(before + 6 * HOUR);
    expect(expiryOf(spy, 'preferred_locale')).toBeLessThanOrEqual(Date.now() + 6 * HOUR);
  });

  it('stores a login: PSAccess for expires_in seconds and PSUser for the refresh lifetime, never a refresh token', () => {
    const spy = jest.spyOn(Cookies, 'set');
    const before = Date.now();
    setSessionCookies(login({ expires_in: 120 }));
    expect(getCookie('PSAccess')).toBe('access-1');
    expect(getCookie('PSUser')).toBe('u-guest');
    const access = expiryOf(spy, 'PSAccess') ?? 0;
    expect(access - before).toBeGreaterThanOrEqual(120_000);
    expect(access - Date.now()).toBeLessThanOrEqual(120_000);
    expect((expiryOf(spy, 'PSUser') ?? 0) - before).toBeGreaterThanOrEqual(REFRESH_COOKIE_LIFETIME_MS);
    expect(REFRESH_COOKIE_LIFETIME_MS).toBe(30 * DAY);
    expect(spy.mock.calls.map(([name]) => name)).not.toContain('PSRefresh');
    expect(document.cookie).not.toContain('PSRefresh');
  });

  it('does not store a refresh token even when an old API still puts one in the answer', () => {
    setSessionCookies({ ...login(), refresh_token: 'leaked-refresh' } as ReturnType<typeof login>);
    expect(document.cookie).not.toContain('leaked-refresh');
    expect(getCookie('PSRefresh')).toBeUndefined();
  });

  it('removes a script-readable PSRefresh an older version wrote, on sign-in and on sign-out', () => {
    setCookie('PSRefresh', 'legacy-1');
    setSessionCookies(login());
    expect(getCookie('PSRefresh')).toBeUndefined();
    setCookie('PSRefresh', 'legacy-2');
    clearSessionCookies();
    expect(document.cookie).not.toContain('legacy-2');
  });

  it('has a session hint while PSAccess or PSUser is present (PSUser outlives PSAccess like the refresh cookie)', () => {
    expect(hasSessionHint()).toBe(false);
    setCookie('PSUser', 'u-guest');
    expect(hasSessionHint()).toBe(true);
    clearSessionCookies();
    setCookie('PSAccess', 'token');
    expect(hasSessionHint()).toBe(true);
    clearSessionCookies();
    expect(hasSessionHint()).toBe(false);
  });

  it('refuses a login answer without an access token', () => {
    expect(() => setSessionCookies(login({ access_token: '' }))).toThrow('without an access_token');
    expect(hasAccessCookie()).toBe(false);
  });

  it('tells whether the access cookie is present', () => {
    expect(hasAccessCookie()).toBe(false);
    setCookie('PSAccess', 'token');
    expect(hasAccessCookie()).toBe(true);
    clearSessionCookies();
    expect(hasAccessCookie()).toBe(false);
  });

  it('clears only the session cookies on sign-out and only the host-referral ones on sign-in', () => {
    setSessionCookies(login());
    setCookie('preferred_locale', 'en-US');
    setCookie('host-ref-promo', '1');
    setCookie('host-ref-promo-user-id', 'u-9');
    clearSessionCookies();
    expect(['PSAccess', 'PSUser'].map((name) => getCookie(name as 'PSAccess'))).toEqual([undefined, undefined]);
    expect(getCookie('preferred_locale')).toBe('en-US');
    clearHostReferralCookies();
    expect(getCookie('host-ref-promo')).toBeUndefined();
    expect(getCookie('host-ref-promo-user-id')).toBeUndefined();
    expect(getCookie('preferred_locale')).toBe('en-US');
  });
});
