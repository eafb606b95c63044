import { clearPromo, promoNeedsAttaching, readAttribution, readEntitlementId, readForterToken, readPromo, recordAttribution, setPromo } from '../attribution';
import { setCookie } from '../cookies';
import { clearAllCookies } from './helpers';

afterEach(clearAllCookies);

describe('attribution and promo cookies', () => {
  it('records the first landing only and reads it back for the sign-up payload', () => {
    recordAttribution({ url: 'http://localhost/us/?utm_source=news', referrer: 'https://news.example/' });
    recordAttribution({ url: 'http://localhost/us/later', referrer: 'https://other.example/' });
    expect(readAttribution()).toEqual({ attr_url: 'http://localhost/us/?utm_source=news', attr_referrer: 'https://news.example/' });
  });

  it('leaves out an empty referrer', () => {
    recordAttribution({ url: 'http://localhost/', referrer: '' });
    expect(readAttribution()).toEqual({ attr_url: 'http://localhost/' });
  });

  it('reads nothing when no attribution was recorded', () => {
    expect(readAttribution()).toEqual({});
  });

  it('prefers tm_ent over the promo entitlement as the sign-up entitlement_id', () => {
    expect(readEntitlementId()).toBeUndefined();
    setPromo({ externalId: 'spring', entitlementId: 'ent-promo' });
    expect(readEntitlementId()).toBe('ent-promo');
    setCookie('tm_ent', 'ent-link');
    expect(readEntitlementId()).toBe('ent-link');
  });

  it('stores, reads and clears the promo cookies', () => {
    setPromo({ externalId: 'spring', entitlementId: 'ent-1' });
    expect(readPromo()).toEqual({ externalId: 'spring', entitlementId: 'ent-1' });
    setPromo({ externalId: 'summer' });
    expect(readPromo()).toEqual({ externalId: 'summer' });
    clearPromo();
    expect(readPromo()).toEqual({});
  });

  it('asks to attach the promo entitlement only when the user does not have it yet', () => {
    expect(promoNeedsAttaching([])).toBe(false);
    setPromo({ externalId: 'spring', entitlementId: 'ent-1' });
    expect(promoNeedsAttaching(['ent-0'])).toBe(true);
    expect(promoNeedsAttaching(['ent-0', 'ent-1'])).toBe(false);
  });

  it('reads the fraud-check token', () => {
    expect(readForterToken()).toBeUndefined();
    setCookie('forterToken', 'ft-1');
    expect(readForterToken()).toBe('ft-1');
  });
});
