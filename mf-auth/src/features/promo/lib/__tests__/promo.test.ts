import { COOKIE, getCookie, setCookie } from '@hourspace/session';
import { apiError, clearCookies, fakeApi } from '../../../../testing/fakes';
import { attachPromoIfNeeded, loadPromo } from '../promo';

const entitlement = (end: string) => ({
  _id: 'ent-1',
  external_id: 'welcome10',
  end,
  actions: [{ modal_title: 'Welcome to Hourspace', modal_subtitle: 'Enjoy 10% off', modal_btn_text: 'Find a space' }],
});

beforeEach(() => clearCookies());

/** A fake client whose entitlement calls answer (or fail) as given. */
function promoApi(calls: { getByExternalId?: () => Promise<unknown>; getAttachments?: () => Promise<unknown> }) {
  const api = fakeApi();
  if (calls.getByExternalId) api.entitlements.getByExternalId.mockImplementation(calls.getByExternalId);
  if (calls.getAttachments) api.entitlements.getAttachments.mockImplementation(calls.getAttachments);
  return api;
}

describe('the promo', () => {
  it('loads the offer of the link and remembers it in the promo cookies', async () => {
    const api = promoApi({ getByExternalId: () => Promise.resolve(entitlement('2099-01-01T00:00:00.000Z')) });
    expect(await loadPromo({ api }, 'welcome10')).toEqual({
      externalId: 'welcome10',
      entitlementId: 'ent-1',
      title: 'Welcome to Hourspace',
      subtitle: 'Enjoy 10% off',
      buttonText: 'Find a space',
      expired: false,
    });
    expect(api.entitlements.getByExternalId).toHaveBeenCalledWith('welcome10');
    expect(getCookie(COOKIE.promo)).toBe('welcome10');
    expect(getCookie(COOKIE.promoId)).toBe('ent-1');
  });

  it("asks for the offer's texts in the page's locale", async () => {
    const api = promoApi({ getByExternalId: () => Promise.resolve(entitlement('2099-01-01T00:00:00.000Z')) });
    await loadPromo({ api, locale: 'de-DE' }, 'welcome10');
    expect(api.entitlements.getByExternalId).toHaveBeenCalledWith('welcome10', 'de-DE');
  });

  it('shows an ended offer without remembering it', async () => {
    const api = promoApi({ getByExternalId: () => Promise.resolve(entitlement('2020-01-01T00:00:00.000Z')) });
    expect((await loadPromo({ api }, 'old'))?.expired).toBe(true);
    expect(getCookie(COOKIE.promoId)).toBeUndefined();
  });

  it('opens nothing for an unknown offer', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadPromo({ api: promoApi({ getByExternalId: () => Promise.reject(apiError(404, 'Not Found')) }) }, 'nope')).toBeNull();
  });

  it('attaches the remembered offer when the user does not have it, then forgets it', async () => {
    setCookie(COOKIE.promoId, 'ent-1');
    const api = promoApi({ getAttachments: () => Promise.resolve([{ entitlement_id: 'ent-other', ns: 'profiles', key: 'SSOid', value: 'u' }]) });
    expect(await attachPromoIfNeeded({ api }, 'u')).toBe(true);
    expect(api.entitlements.attach).toHaveBeenCalledWith({ entitlement_id: 'ent-1', ns: 'profiles', key: 'SSOid', value: 'u' });
    expect(getCookie(COOKIE.promoId)).toBeUndefined();
  });

  it('does not attach an offer the user already has', async () => {
    setCookie(COOKIE.promoId, 'ent-1');
    const api = promoApi({ getAttachments: () => Promise.resolve([{ entitlement_id: 'ent-1', ns: 'profiles', key: 'SSOid', value: 'u' }]) });
    await attachPromoIfNeeded({ api }, 'u');
    expect(api.entitlements.attach).not.toHaveBeenCalled();
  });

  it('keeps the cookie to try again when attaching fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    setCookie(COOKIE.promoId, 'ent-1');
    const api = promoApi({ getAttachments: () => Promise.reject(apiError(500, 'boom')) });
    expect(await attachPromoIfNeeded({ api }, 'u')).toBe(false);
    expect(getCookie(COOKIE.promoId)).toBe('ent-1');
  });
});
