import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { ISSUE_REDIRECT_PAYLOADS, OPEN_REDIRECT_PAYLOADS } from '@hourspace/contracts/testing/open-redirect-payloads';
import { isAllowedRedirectUri, returnPath } from '../src/lib/redirects';

const SUITE = 'open redirect: API reqFromPath and OAuth redirect_uri';
const SITE = 'http://localhost:8080';
const ORIGINS = [SITE, 'http://localhost:8082'];

/** Where the browser goes when the API answers `${SITE}${path}` (Apple's return) or a redirect_uri. */
function leaves(url: string, allowed: readonly string[] = [SITE]): boolean {
  const parsed = new URL(url);
  return !allowed.includes(parsed.origin) || parsed.pathname.startsWith('//');
}

let allowedForeign = 0;
let offSiteReturns = 0;
afterAll(() => {
  recordFigure(SUITE, 'payloads × paths (reqFromPath, redirect_uri, redirect_uri on the site)', OPEN_REDIRECT_PAYLOADS.length * 3);
  recordFigure(SUITE, 'Apple returns off the site', offSiteReturns);
  recordFigure(SUITE, 'foreign redirect_uri allowed', allowedForeign);
});

describe("the API's redirects use the one check", () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('brings Apple back to the site for reqFromPath %j', (payload) => {
    const back = `${SITE}${returnPath(SITE, payload)}#a=login&type=apple`;
    if (leaves(back)) offSiteReturns += 1;
    expect(leaves(back)).toBe(false);
  });

  it.each(ISSUE_REDIRECT_PAYLOADS)('brings Apple back to / for the issue payload %j', (payload) => {
    expect(returnPath(SITE, payload)).toBe('/');
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('allows redirect_uri %j only on an allowed origin', (payload) => {
    for (const uri of [payload, `${SITE}${payload}`]) {
      if (!isAllowedRedirectUri(ORIGINS, uri)) continue;
      if (leaves(uri, ORIGINS)) allowedForeign += 1;
      expect(leaves(uri, ORIGINS)).toBe(false);
    }
  });

  it('keeps same-site return paths and the allowed callbacks', () => {
    expect(returnPath(SITE, '/us/s/?q=loft')).toBe('/us/s/?q=loft');
    expect(returnPath(SITE, undefined)).toBe('/');
    expect(isAllowedRedirectUri(ORIGINS, `${SITE}/google-callback`)).toBe(true);
    expect(isAllowedRedirectUri(ORIGINS, 'http://localhost:8082/google-callback')).toBe(true);
    expect(isAllowedRedirectUri(ORIGINS, '/google-callback')).toBe(false);
    expect(isAllowedRedirectUri(ORIGINS, 'http://localhost:8083/google-callback')).toBe(false);
  });
});
