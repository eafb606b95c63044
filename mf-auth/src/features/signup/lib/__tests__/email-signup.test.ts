import { COOKIE, getCookie, setCookie } from '@hourspace/session';
import { ApiErrorCode } from '@hourspace/api-client';
import { page } from '../../../../lib/page';
import { apiError, clearCookies, fakeApi, fakeDeps, grants, loginAnswer } from '../../../../testing/fakes';
import { emailSignup } from '../email-signup';

const input = { email: 'erin@example.com', password: 'Hourspace1', unsubscribe: true };

beforeEach(() => {
  clearCookies();
  jest.spyOn(page, 'assign').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('email sign-up', () => {
  it('creates the account when the grants check finds none, signs in and opens the profile form', async () => {
    setCookie(COOKIE.PSAttrUrl, 'http://localhost:8080/us/?token=secret&utm_source=x');
    const deps = fakeDeps();
    const outcome = await emailSignup(deps, input);
    expect(deps.api.getGrants).toHaveBeenCalledWith({ username: 'erin@example.com' });
    expect(deps.api.signup).toHaveBeenCalledWith(
      expect.objectContaining({
        grant_type: 'signup',
        username: 'erin@example.com',
        password: 'Hourspace1',
        unsubscribe: true,
        preferred_locale: 'en-US',
        attr_url: '/us/?utm_source=x',
      }),
    );
    expect(getCookie(COOKIE.PSAccess)).toBe('access-1');
    expect(outcome).toEqual({ kind: 'show', view: { name: 'complete-profile', signup: true } });
  });

  it('sends a remembered promo as entitlement_id', async () => {
    setCookie(COOKIE.promoId, 'ent-42');
    const deps = fakeDeps();
    await emailSignup(deps, input);
    expect(deps.api.signup).toHaveBeenCalledWith(expect.objectContaining({ entitlement_id: 'ent-42' }));
  });

  it('logs in with the same credentials when the email already has a password account', async () => {
    const deps = fakeDeps(fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ email: true })) }));
    const outcome = await emailSignup(deps, input);
    expect(deps.api.signup).not.toHaveBeenCalled();
    expect(deps.api.authenticate).toHaveBeenCalledWith(expect.objectContaining({ grant_type: 'password', username: 'erin@example.com', password: 'Hourspace1' }));
    expect(outcome).toEqual({ kind: 'close' });
  });

  it("says the email is taken when that log-in's password is wrong", async () => {
    const deps = fakeDeps(
      fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ email: true })), authenticate: jest.fn().mockRejectedValue(apiError(400, 'Invalid Password')) }),
    );
    expect(await emailSignup(deps, input)).toEqual({ kind: 'notice', notice: { key: 'emailTakenReset' } });
  });

  it("opens the log-in modal with the other provider's type when the account uses Google", async () => {
    const deps = fakeDeps(fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ google: true })) }));
    expect(await emailSignup(deps, input)).toEqual({
      kind: 'show',
      view: { name: 'login', type: 'google', email: 'erin@example.com', notice: { key: 'otherMethod.google' } },
    });
  });

  it("tries a log-in when the sign-up answers 'Username in use'", async () => {
    const deps = fakeDeps(fakeApi({ signup: jest.fn().mockRejectedValue(apiError(400, 'Username in use')) }));
    const outcome = await emailSignup(deps, input);
    expect(deps.api.authenticate).toHaveBeenCalled();
    expect(outcome).toEqual({ kind: 'close' });
  });

  it('shows the validation message the API answered', async () => {
    const deps = fakeDeps(fakeApi({ signup: jest.fn().mockRejectedValue(apiError(400, 'validation', 'Please enter a valid email.')) }));
    expect(await emailSignup(deps, input)).toEqual({ kind: 'notice', notice: { key: 'validation', text: 'Please enter a valid email.' } });
  });

  it('shows the unexpected-error message for a status above 400 or an answer that is not JSON', async () => {
    const busy = fakeDeps(fakeApi({ getGrants: jest.fn().mockRejectedValue(apiError(429, 'Too Many Requests')) }));
    expect(await emailSignup(busy, input)).toEqual({ kind: 'notice', notice: { key: 'unexpected' } });
    const garbled = fakeDeps(fakeApi({ signup: jest.fn().mockRejectedValue(apiError(200, 'Invalid JSON', undefined, ApiErrorCode.INVALID_JSON)) }));
    expect(await emailSignup(garbled, input)).toEqual({ kind: 'notice', notice: { key: 'unexpected' } });
  });

  it('says the password must be reset when the log-in answers so', async () => {
    const deps = fakeDeps(
      fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ email: true })), authenticate: jest.fn().mockResolvedValue(loginAnswer({ aggressivePasswordReset: true })) }),
    );
    expect(await emailSignup(deps, input)).toEqual({ kind: 'notice', notice: { key: 'passwordReset' } });
  });
});
