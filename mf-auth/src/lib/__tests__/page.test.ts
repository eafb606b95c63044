import { clearAuthHash, safeDestination, sitePath } from '../page';

describe('clearing the auth hash', () => {
  it('removes an auth hash action and keeps the path and query', () => {
    window.history.replaceState(null, '', '/us/s/?q=loft#a=signup&source=nav');
    clearAuthHash();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/us/s/?q=loft');
  });

  it('leaves any other hash alone', () => {
    window.history.replaceState(null, '', '/us/#a=search');
    clearAuthHash();
    expect(window.location.hash).toBe('#a=search');
    window.history.replaceState(null, '', '/us/#reviews');
    clearAuthHash();
    expect(window.location.hash).toBe('#reviews');
  });
});

describe('a safe destination', () => {
  const base = 'http://localhost:8080/us/';
  it('keeps a path on this site', () => {
    expect(safeDestination('/us/account?tab=1#x', base)).toBe('/us/account?tab=1#x');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '', undefined])('refuses %p', (dest) => {
    expect(safeDestination(dest, base)).toBeUndefined();
  });
});

describe('a site path', () => {
  it('puts the locale prefix first', () => {
    expect(sitePath('de', '/legal/terms')).toBe('/de/legal/terms');
    expect(sitePath('', 'legal/terms')).toBe('/legal/terms');
  });
});
