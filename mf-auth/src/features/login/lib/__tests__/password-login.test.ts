import { ApiErrorCode } from '@hourspace/api-client';
import { COOKIE, getCookie, setCookie } from '@hourspace/session';
import { page } from '../../../../lib/page';
import { apiError, clearCookies, fakeApi, fakeDeps, grants, profileAnswer } from '../../../../testing/fakes';
import { passwordLogin } from '../password-login';

const input = { email: 'erin@example.com', password: 'Secret-1' };
const withEmail = (overrides: Record<string, jest.Mock> = {}) => fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ email: true })), ...overrides });

let assign: jest.SpyInstance;
beforeEach(() => {
  clearCookies();
  assign = jest.spyOn(page, 'assign').mockImplementation(() => {});
  jest.spyOn(page, 'url').mockReturnValue(new URL('http://localhost:8080/us/s/?q=loft#a=login'));
});
afterEach(() => jest.restoreAllMocks());

describe('password log-in', () => {
  it('asks a person without an account to sign up', async () => {
    expect(await passwordLogin(fakeDeps(), input)).toEqual({ kind: 'notice', notice: { key: 'noAccount' } });
  });

  it('names the method of an account that has no password', async () => {
    const deps = fakeDeps(fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ apple: true })) }));
    expect(await passwordLogin(deps, input)).toEqual({ kind: 'notice', notice: { key: 'differentMethod', values: { method: 'apple' } } });
    expect(deps.api.authenticate).not.toHaveBeenCalled();
  });

  it.each([
    ['Invalid Password', apiError(400, 'Invalid Password', 'Email and password combination is incorrect.'), 'invalidPassword'],
    ['an invalid grant', apiError(400, 'Invalid grant: user credentials are invalid', 'no_account'), 'invalidPair'],
    ['an inactive account', apiError(400, 'Invalid grant: account is inactive', 'inactive_account'), 'inactive'],
    ['an aggressive password reset', apiError(400, 'Password reset required', 'aggressive_password_reset'), 'passwordReset'],
    ['a status above 400', apiError(500, 'Internal Server Error'), 'unexpected'],
    ['an answer that is not JSON', apiError(200, 'Invalid JSON', undefined, ApiErrorCode.INVALID_JSON), 'unexpected'],
    ['any other error', apiError(400, 'something_else'), 'loginFailed'],
  ])('maps %s to its spec message', async (_name, error, key) => {
    const deps = fakeDeps(withEmail({ authenticate: jest.fn().mockRejectedValue(error) }));
    expect(await passwordLogin(deps, input)).toEqual({ kind: 'notice', notice: { key } });
  });

  it('signs in, records the login, stores preferred_locale and clears the host-referral cookies', async () => {
    setCookie(COOKIE.hostRefPromo, 'x');
    const deps = fakeDeps(withEmail());
    const tracked = jest.fn();
    deps.bus.on('analytics:track', tracked);
    const outcome = await passwordLogin(deps, input);
    expect(outcome).toEqual({ kind: 'close' });
    expect(deps.api.authenticate).toHaveBeenCalledWith(expect.objectContaining({ grant_type: 'password', signin: true }));
    expect(getCookie(COOKIE.PSAccess)).toBe('access-1');
    expect(getCookie(COOKIE.preferredLocale)).toBe('en-US');
    expect(getCookie(COOKIE.hostRefPromo)).toBeUndefined();
    expect(tracked).toHaveBeenCalledWith({ event: 'login recorded', properties: { method: 'email', ssoid: 'user-1' } });
    expect(deps.bus.getState('session')?.navState).toBe('NAV_LOGGED_IN_GUEST');
    expect(deps.api.getExperience).toHaveBeenCalledWith({ name: 'terms', trigger: 'sign-in' });
  });

  it('asks a host without a verified phone for it after closing', async () => {
    const deps = fakeDeps(withEmail({ getProfile: jest.fn().mockResolvedValue(profileAnswer({ is_host: true, phone_verified: false })) }));
    expect(await passwordLogin(deps, input)).toEqual({ kind: 'close', then: { name: 'phone' } });
  });

  it('sends a person with pending terms to /updated-terms, keeping this URL in turls', async () => {
    const deps = fakeDeps(withEmail({ getExperience: jest.fn().mockResolvedValue({ data: [{ name: 'terms' }] }) }));
    expect(await passwordLogin(deps, input)).toEqual({ kind: 'left' });
    expect(getCookie(COOKIE.turls)).toBe('/us/s/?q=loft');
    expect(assign).toHaveBeenCalledWith('/us/updated-terms');
  });

  it('follows a same-site dest and ignores one on another site', async () => {
    const deps = fakeDeps(withEmail());
    expect(await passwordLogin(deps, { ...input, dest: '/us/account' })).toEqual({ kind: 'left' });
    expect(assign).toHaveBeenCalledWith('/us/account');
    assign.mockClear();
    expect(await passwordLogin(deps, { ...input, dest: '//evil.example/steal' })).toEqual({ kind: 'close' });
    expect(assign).not.toHaveBeenCalled();
  });

  it("moves to the profile's locale prefix when it differs", async () => {
    const deps = fakeDeps(withEmail({ getProfile: jest.fn().mockResolvedValue(profileAnswer({ preferred_locale: 'de-DE' })) }));
    expect(await passwordLogin(deps, input)).toEqual({ kind: 'left' });
    expect(assign).toHaveBeenCalledWith('/de/s/?q=loft');
    expect(getCookie(COOKIE.preferredLocale)).toBe('de-DE');
  });

  it('keeps going when the terms check fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const deps = fakeDeps(withEmail({ getExperience: jest.fn().mockRejectedValue(apiError(500, 'boom')) }));
    expect(await passwordLogin(deps, input)).toEqual({ kind: 'close' });
  });

  it('undoes the sign-in and says so when the profile cannot be read', async () => {
    const deps = fakeDeps(withEmail({ getProfile: jest.fn().mockRejectedValue(apiError(503, 'Service Unavailable')) }));
    expect(await passwordLogin(deps, input)).toEqual({ kind: 'notice', notice: { key: 'unexpected' } });
    expect(getCookie(COOKIE.PSAccess)).toBeUndefined();
  });
});
