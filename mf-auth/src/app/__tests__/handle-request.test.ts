import { getBus } from '@hourspace/bus';
import { page } from '../../lib/page';
import { clearCookies, fakeApi, fakeDeps, grants } from '../../testing/fakes';
import { outcomeOfAuthRequest, outcomeOfPromoRequest } from '../handle-request';

beforeEach(() => {
  clearCookies();
  jest.spyOn(page, 'assign').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('an auth:open request', () => {
  it('opens the log-in modal with its type, err and dest', async () => {
    expect(await outcomeOfAuthRequest(fakeDeps(), { view: 'login', type: 'facebook', err: 'already-taken', dest: '/us/account' }, '')).toEqual({
      kind: 'show',
      view: { name: 'login', type: 'facebook', err: 'already-taken', dest: '/us/account' },
    });
  });

  it('drops a type that is not a sign-in method', async () => {
    expect(await outcomeOfAuthRequest(fakeDeps(), { view: 'login', type: 'myspace' }, '')).toEqual({ kind: 'show', view: { name: 'login' } });
  });

  it('opens the sign-up modal with its source and referral', async () => {
    expect(await outcomeOfAuthRequest(fakeDeps(), { view: 'signup', source: 'referral', ref: 'FRIEND42' }, '')).toEqual({
      kind: 'show',
      view: { name: 'signup', source: 'referral', ref: 'FRIEND42' },
    });
  });

  it('continues an Apple return from the address bar and removes its tokens from it', async () => {
    window.history.replaceState(null, '', '/us/#a=login&type=apple&social_access_token=code-1&provider_id=a-1&email=ada%40example.com');
    const api = fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ apple: true })) });
    const outcome = await outcomeOfAuthRequest(fakeDeps(api), { view: 'login', type: 'apple' });
    expect(window.location.hash).toBe('');
    expect(api.authenticate).toHaveBeenCalledWith(expect.objectContaining({ grant_type: 'social_login', provider: 'apple', social_access_token: 'code-1', provider_id: 'a-1' }));
    expect(outcome).toEqual({ kind: 'close' });
  });

  it("opens the log-in modal with Apple's failure message when Apple failed", async () => {
    window.history.replaceState(null, '', '/us/#a=login&type=apple&err=apple');
    expect(await outcomeOfAuthRequest(fakeDeps(), { view: 'login', type: 'apple' })).toEqual({ kind: 'show', view: { name: 'login', notice: { key: 'appleFailed' } } });
  });

  it("shows an Apple sign-up's message in the sign-up modal", async () => {
    window.history.replaceState(null, '', '/us/#a=signup&type=apple&social_access_token=c&provider_id=a-2');
    const api = fakeApi({ getGrants: jest.fn().mockRejectedValue(new Error('offline')) });
    expect(await outcomeOfAuthRequest(fakeDeps(api), { view: 'signup' })).toEqual({ kind: 'show', view: { name: 'signup', notice: { key: 'appleFailed' } } });
  });

  it('prefills the profile form from the signed-in profile', async () => {
    getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u', first_name: 'Erin', last_name: 'Example', avatar_url: 'http://x/a.png' } });
    expect(await outcomeOfAuthRequest(fakeDeps(), { view: 'complete-profile' }, '')).toEqual({
      kind: 'show',
      view: { name: 'complete-profile', prefill: { firstName: 'Erin', lastName: 'Example', avatarUrl: 'http://x/a.png' } },
    });
  });
});

describe('a promo:open request', () => {
  it('opens nothing for an unknown offer', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi();
    api.entitlements.getByExternalId.mockRejectedValue(new Error('404'));
    expect(await outcomeOfPromoRequest(fakeDeps(api), { source: 'nope' })).toEqual({ kind: 'stay' });
  });
});
