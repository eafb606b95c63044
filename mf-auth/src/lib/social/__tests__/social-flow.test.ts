import { page } from '../../page';
import { apiError, clearCookies, fakeApi, fakeDeps, grants, profileAnswer } from '../../../testing/fakes';
import type { SocialIdentity } from '../../views';
import { continueWithSocial, socialEmailSignup } from '../social-flow';

const google: SocialIdentity = {
  provider: 'google',
  token: 'go_token',
  tokenType: 'access_token',
  providerId: 'g-1',
  email: 'nora@example.com',
  firstName: 'Nora',
  lastName: 'Newman',
  pictureUrl: 'http://localhost:8120/dev/google/photos/g-1.png',
};
const facebookNoEmail: SocialIdentity = { provider: 'facebook', token: 'fb_token', providerId: 'f-1', firstName: 'Felix', lastName: 'Noemail' };
const signup = { intent: 'signup' as const, unsubscribe: false };
const login = { intent: 'login' as const, unsubscribe: false };

/** The image service's answer for a fetched picture. */
const storedImage = { public_id: 'av_1', secure_url: 'http://localhost:8120/v1/images/av_1', avatar_url: 'http://localhost:8120/v1/images/av_1/100x100' };

beforeEach(() => {
  clearCookies();
  jest.spyOn(page, 'assign').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('continuing with a social provider', () => {
  it('logs in a person whose provider account is linked', async () => {
    const deps = fakeDeps(fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ google: true })) }));
    expect(await continueWithSocial(deps, google, login)).toEqual({ kind: 'close' });
    expect(deps.api.getGrants).toHaveBeenCalledWith({ google_id: 'g-1' });
    expect(deps.api.authenticate).toHaveBeenCalledWith(
      expect.objectContaining({ grant_type: 'social_login', provider: 'google', social_access_token: 'go_token', provider_id: 'g-1' }),
    );
  });

  it('shows Welcome back to a Facebook sign-up that finds the account', async () => {
    const facebook: SocialIdentity = { ...facebookNoEmail, email: 'fiona@example.com' };
    const deps = fakeDeps(fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ facebook: true })) }));
    expect(await continueWithSocial(deps, facebook, signup)).toEqual({ kind: 'show', view: { name: 'welcome-back', identity: facebook } });
    expect(deps.api.authenticate).not.toHaveBeenCalled();
  });

  it('asks for an email when Facebook gave none, with the Facebook message', async () => {
    const deps = fakeDeps();
    expect(await continueWithSocial(deps, facebookNoEmail, signup)).toEqual({
      kind: 'show',
      view: { name: 'social-email', identity: facebookNoEmail, unsubscribe: false, notice: { key: 'facebookNoEmail' } },
    });
  });

  it('tells a log-in without a matching account that there is no match', async () => {
    expect(await continueWithSocial(fakeDeps(), facebookNoEmail, login)).toEqual({ kind: 'notice', notice: { key: 'noMatch' } });
    expect(await continueWithSocial(fakeDeps(), google, login)).toEqual({ kind: 'notice', notice: { key: 'noMatch' } });
  });

  it("sends a sign-up whose email has another method's account to the log-in modal with that type", async () => {
    const getGrants = jest
      .fn()
      .mockResolvedValueOnce(grants())
      .mockResolvedValueOnce(grants({ email: true }));
    const deps = fakeDeps(fakeApi({ getGrants }));
    expect(await continueWithSocial(deps, google, signup)).toEqual({
      kind: 'show',
      view: { name: 'login', type: 'email', email: 'nora@example.com', notice: { key: 'otherMethod.email' } },
    });
    expect(getGrants).toHaveBeenLastCalledWith({ username: 'nora@example.com' });
  });

  it('names the other method on a log-in', async () => {
    const getGrants = jest
      .fn()
      .mockResolvedValueOnce(grants())
      .mockResolvedValueOnce(grants({ apple: true }));
    expect(await continueWithSocial(fakeDeps(fakeApi({ getGrants })), google, login)).toEqual({ kind: 'notice', notice: { key: 'differentMethod', values: { method: 'apple' } } });
  });

  it('signs up a new Google person with a photo and full names and skips the profile form', async () => {
    const api = fakeApi({
      fetchImage: jest.fn().mockResolvedValue(storedImage),
      getProfile: jest.fn().mockResolvedValue(profileAnswer({ email_verified: true, first_name: 'Nora', last_name: 'Newman' })),
      updateProfile: jest.fn().mockResolvedValue(profileAnswer({ email_verified: true, avatar_url: storedImage.avatar_url })),
    });
    const deps = fakeDeps(api);
    const refresh = jest.fn();
    deps.bus.handle('session:refresh', refresh);
    expect(await continueWithSocial(deps, google, signup)).toEqual({ kind: 'show', view: { name: 'welcome' } });
    expect(api.signup).toHaveBeenCalledWith(
      expect.objectContaining({
        grant_type: 'social_signup',
        provider: 'google',
        provider_id: 'g-1',
        social_access_token: 'go_token',
        username: 'nora@example.com',
        first_name: 'Nora',
        last_name: 'Newman',
        social_data: { email: 'nora@example.com', first_name: 'Nora', last_name: 'Newman' },
      }),
    );
    expect(api.fetchImage).toHaveBeenCalledWith(google.pictureUrl);
    expect(api.updateProfile).toHaveBeenCalledWith({ avatar_url: storedImage.avatar_url });
    expect(refresh).toHaveBeenCalled();
  });

  it('opens the profile form for a new Google person without a photo or with a one-letter name', async () => {
    const short: SocialIdentity = { provider: 'google', token: 't', providerId: 'g-3', email: 'al@example.com', firstName: 'A', lastName: 'B' };
    const deps = fakeDeps();
    expect(await continueWithSocial(deps, short, signup)).toEqual({ kind: 'show', view: { name: 'complete-profile', signup: true, prefill: {} } });
    expect(deps.api.signup).toHaveBeenCalledWith(expect.not.objectContaining({ first_name: 'A' }));
  });

  it('opens the prefilled profile form for a new Facebook person with an email', async () => {
    const facebook: SocialIdentity = { ...facebookNoEmail, email: 'freya@example.com', firstName: 'Freya', lastName: 'Fresh' };
    expect(await continueWithSocial(fakeDeps(), facebook, signup)).toEqual({
      kind: 'show',
      view: { name: 'complete-profile', signup: true, prefill: { firstName: 'Freya', lastName: 'Fresh' } },
    });
  });

  it('keeps going to the profile form when the picture cannot be stored', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const deps = fakeDeps(fakeApi({ fetchImage: jest.fn().mockRejectedValue(apiError(400, 'validation', 'Please upload your profile photo again.')) }));
    expect(await continueWithSocial(deps, google, signup)).toEqual({
      kind: 'show',
      view: { name: 'complete-profile', signup: true, prefill: { firstName: 'Nora', lastName: 'Newman' } },
    });
  });

  it('sends a new Apple person through the email form, even with an email', async () => {
    const apple: SocialIdentity = { provider: 'apple', token: 'code-1', tokenType: 'code', providerId: 'a-1', email: 'x@privaterelay.appleid.com' };
    const api = fakeApi();
    expect(await continueWithSocial(fakeDeps(api), apple, signup)).toEqual({ kind: 'show', view: { name: 'social-email', identity: apple, unsubscribe: false } });
    expect(api.getGrants).toHaveBeenCalledWith({ apple_id: 'a-1' });
  });

  it("opens the log-in modal with err=already-taken when the sign-up answers 'Username in use'", async () => {
    const deps = fakeDeps(fakeApi({ signup: jest.fn().mockRejectedValue(apiError(400, 'Username in use')) }));
    expect(await continueWithSocial(deps, google, signup)).toEqual({
      kind: 'show',
      view: { name: 'login', err: 'already-taken', email: 'nora@example.com', notice: { key: 'alreadyAssociated', values: { email: 'nora@example.com' } } },
    });
  });

  it("shows the provider's failure message when its sign-up fails otherwise", async () => {
    const deps = fakeDeps(fakeApi({ signup: jest.fn().mockRejectedValue(apiError(400, 'Invalid grant: social token is invalid', 'invalid_social_token')) }));
    expect(await continueWithSocial(deps, google, signup)).toEqual({ kind: 'notice', notice: { key: 'googleFailed' } });
  });
});

describe('the social email form', () => {
  it('says an email with a password account is taken', async () => {
    const deps = fakeDeps(fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ email: true })) }));
    expect(await socialEmailSignup(deps, facebookNoEmail, 'taken@example.com', false)).toEqual({ kind: 'notice', notice: { key: 'emailTakenLogin' } });
  });

  it("names the method of an email's other account", async () => {
    const deps = fakeDeps(fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ google: true })) }));
    expect(await socialEmailSignup(deps, facebookNoEmail, 'g@example.com', false)).toEqual({ kind: 'notice', notice: { key: 'accountExistsWith', values: { method: 'google' } } });
  });

  it('signs up with the typed email when it is free', async () => {
    const deps = fakeDeps();
    const outcome = await socialEmailSignup(deps, facebookNoEmail, 'felix@example.com', true);
    expect(deps.api.signup).toHaveBeenCalledWith(
      expect.objectContaining({
        grant_type: 'social_signup',
        provider: 'facebook',
        username: 'felix@example.com',
        unsubscribe: true,
        social_data: { first_name: 'Felix', last_name: 'Noemail' },
      }),
    );
    expect(outcome).toEqual({ kind: 'show', view: { name: 'complete-profile', signup: true, prefill: { firstName: 'Felix', lastName: 'Noemail' } } });
  });
});
