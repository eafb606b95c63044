import { currentPageName } from '../pages-root';

describe("mf-auth's page routes (its registry entry)", () => {
  it.each([
    ['/us/signin', 'signin'],
    ['/de/app/password-reset', 'password-reset'],
    ['/fr-ca/updated-terms', 'updated-terms'],
    ['/us/referrals', 'referrals'],
  ])('names the page of %s', (pathname, page) => {
    expect(currentPageName(pathname)).toBe(page);
  });

  it.each(['/us/', '/us/app/ps', '/us/signin/extra', '/us/profile'])('owns no page at %s', (pathname) => {
    expect(currentPageName(pathname)).toBeNull();
  });
});
