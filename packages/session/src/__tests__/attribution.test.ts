import { clearPromo, promoNeedsAttaching, readAttribution, readEntitlementId, readForterToken, readPromo, recordAttribution, setPromo } from '../attribution';
import { setCookie } from '../cookies';
import { clearAllCookies } from './helpers';

afterEach(clearAllCookies);

describe('attribution and promo cookies', () => {
  it('records the first landing only and reads it back for the sign-up payload', () => {
    recordAttribution({ url: 'http://localhost/us/?utm_source=news', referrer: 'https://news.example/' });
    recordAttribution({ url: 'http://localhost/us/later', referrer: 'https://other.example/' });
    expect(readAttribution()).toEqual({ attr_url: '/us/?utm_source=news', attr_referrer: 'https://news.example/' });
  });

  it('keeps only the landing path and its UTM parameters: no other query, no fragment', () => {
    recordAttribution({
      url: 'http://localhost:8080/us/app/password-reset?token=secret&utm_source=x&utm_medium=email&utm_campaign=spring&ref=abc#a=login&dest=/us/',
      referrer: 'https://mail.example/inbox?session=s3cr3t#msg',
    });
    const cookies = `${document.cookie} ${decodeURIComponent(document.cookie)}`;
    expect(cookies).not.toContain('secret');
    expect(cookies).not.toContain('s3cr3t');
    expect(cookies).not.toContain('ref=abc');
    expect(cookies).not.toContain('a=login');
    expect(readAttribution()).toEqual({ attr_url: '/us/app/password-reset?utm_source=x&utm_medium=email&utm_campaign=spring', attr_referrer: 'https://mail.example/inbox' });
  });

  it('sends only the path for a landing with a secret and a UTM source, and nothing else of the query', () => {
    recordAttribution({ url: 'http://localhost/us/?token=secret&utm_source=x' });
    expect(readAttribution()).toEqual({ attr_url: '/us/?utm_source=x' });
    expect(document.cookie).not.toContain('secret');
  });

  it('keeps a UTM look-alike out (only the UTM set itself)', () => {
    recordAttribution({ url: 'http://localhost/us/?utm_token=secret&utm_content=hero' });
    expect(readAttribution()).toEqual({ attr_url: '/us/?utm_content=hero' });
  });

  it('cuts down a whole landing URL an older version stored before sending it', () => {
    setCookie('PSAttrUrl', 'http://localhost/us/?token=secret&utm_source=x#frag');
    setCookie('PSAttrReferrer', 'https://news.example/a?b=c');
    expect(readAttribution()).toEqual({ attr_url: '/us/?utm_source=x', attr_referrer: 'https://news.example/a' });
  });

  it('leaves out an empty referrer', () => {
    recordAttribution({ url: 'http://localhost/', referrer: '' });
    expect(readAttribution()).toEqual({ attr_url: '/' });
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
