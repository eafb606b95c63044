import { parseHashAction, shouldRun, toBusRequest } from '../hash-actions';

describe('hash actions', () => {
  it('reads a login with its provider type, error and same-site destination', () => {
    expect(parseHashAction('#a=login&type=google&err=already-taken&dest=/us/account')).toEqual({ action: 'login', type: 'google', err: 'already-taken', dest: '/us/account' });
  });

  it('drops a destination that leaves the site', () => {
    expect(parseHashAction('#a=login&dest=https://evil.example')).toEqual({ action: 'login' });
    expect(parseHashAction('#a=login&dest=//evil.example/x')).toEqual({ action: 'login' });
  });

  it('keeps the sign-up sources of the spec and drops unknown ones', () => {
    for (const source of ['nav', 'log', 'add', 'host', 'hostf', 'fav', 'fav-space', 'msg', 'fee', 'feec']) {
      expect(parseHashAction(`#a=signup&source=${source}`)).toEqual({ action: 'signup', source });
    }
    expect(parseHashAction('#a=signup&source=<script>')).toEqual({ action: 'signup' });
  });

  it('reads search and promo, and refuses a promo without its source', () => {
    expect(parseHashAction('#a=search')).toEqual({ action: 'search' });
    expect(parseHashAction('#a=promo&source=spring')).toEqual({ action: 'promo', source: 'spring' });
    expect(parseHashAction('#a=promo')).toBeNull();
  });

  it('reads the popular-activities action, which takes no parameters', () => {
    expect(parseHashAction('#a=activities')).toEqual({ action: 'activities' });
    expect(parseHashAction('#a=activities&source=<script>')).toEqual({ action: 'activities' });
  });

  it('turns ?ref= into a referral sign-up when there is no hash action', () => {
    expect(parseHashAction('', '?ref=ABC')).toEqual({ action: 'signup', source: 'referral', ref: 'ABC' });
    expect(parseHashAction('#a=search', '?ref=ABC')).toEqual({ action: 'search' });
  });

  it('ignores anything else', () => {
    expect(parseHashAction('#section-2')).toBeNull();
    expect(parseHashAction('#a=delete-account')).toBeNull();
    expect(parseHashAction('')).toBeNull();
  });

  it('runs login and sign-up only without an access cookie, search and promo always', () => {
    expect(shouldRun({ action: 'login' }, false)).toBe(true);
    expect(shouldRun({ action: 'login' }, true)).toBe(false);
    expect(shouldRun({ action: 'signup' }, true)).toBe(false);
    expect(shouldRun({ action: 'search' }, true)).toBe(true);
    expect(shouldRun({ action: 'activities' }, true)).toBe(true);
    expect(shouldRun({ action: 'activities' }, false)).toBe(true);
    expect(shouldRun({ action: 'promo', source: 'x' }, true)).toBe(true);
  });

  it('maps each action to its bus request', () => {
    expect(toBusRequest({ action: 'signup', source: 'nav' })).toEqual({ topic: 'auth:open', payload: { view: 'signup', source: 'nav' } });
    expect(toBusRequest({ action: 'login', type: 'email', dest: '/us/' })).toEqual({ topic: 'auth:open', payload: { view: 'login', type: 'email', dest: '/us/' } });
    expect(toBusRequest({ action: 'search' })).toEqual({ topic: 'search:open', payload: { source: 'hash' } });
    expect(toBusRequest({ action: 'activities' })).toEqual({ topic: 'search:activities', payload: { source: 'hash' } });
    expect(toBusRequest({ action: 'promo', source: 'p1' })).toEqual({ topic: 'promo:open', payload: { source: 'p1' } });
  });
});
