import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { navigateToUrl } from 'single-spa';
import { navigate } from '../navigate';
import { safeHref, sameSiteTarget } from '../redirect';
import { ISSUE_REDIRECT_PAYLOADS, OPEN_REDIRECT_PAYLOADS, SAME_SITE_TARGETS, SITE_ORIGIN } from '../testing/open-redirect-payloads';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const SUITE = 'open redirect: sameSiteTarget, safeHref, navigate';

/** Where a browser on the site goes when `target` is assigned to `location`. */
function landsOn(target: string): URL {
  return new URL(target, `${SITE_ORIGIN}/us/`);
}

/** A result is safe when it is null or a path that a browser resolves on the site, never `//host`. */
function staysOnSite(target: string | null): boolean {
  if (target === null) return true;
  return target.startsWith('/') && !target.startsWith('//') && !target.includes('\\') && landsOn(target).origin === SITE_ORIGIN;
}

describe('sameSiteTarget against open-redirect payloads', () => {
  afterAll(() => {
    recordFigure(SUITE, 'payloads', OPEN_REDIRECT_PAYLOADS.length);
    recordFigure(SUITE, 'payloads refused by sameSiteTarget', OPEN_REDIRECT_PAYLOADS.filter((p) => sameSiteTarget(p, SITE_ORIGIN) === null).length);
    recordFigure(SUITE, 'payloads that left the site (sameSiteTarget)', OPEN_REDIRECT_PAYLOADS.filter((p) => !staysOnSite(sameSiteTarget(p, SITE_ORIGIN))).length);
    recordFigure(SUITE, 'payloads that left the site as a same-site link (safeHref)', OPEN_REDIRECT_PAYLOADS.filter((p) => !isSafeLink(safeHref(p, SITE_ORIGIN))).length);
  });

  it('has at least 25 payloads, the six of the issue among them', () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(25);
    for (const payload of ISSUE_REDIRECT_PAYLOADS) expect(OPEN_REDIRECT_PAYLOADS).toContain(payload);
  });

  it.each(ISSUE_REDIRECT_PAYLOADS)('refuses the issue payload %j, which resolves to a path read as //evil.example', (payload) => {
    expect(sameSiteTarget(payload, SITE_ORIGIN)).toBeNull();
    expect(sameSiteTarget(payload, `${SITE_ORIGIN}/us/account`)).toBeNull();
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('never sends the browser off the site for %j', (payload) => {
    const target = sameSiteTarget(payload, SITE_ORIGIN);
    expect(staysOnSite(target)).toBe(true);
    expect(staysOnSite(sameSiteTarget(payload, `${SITE_ORIGIN}/us/s/?q=loft`))).toBe(true);
    // The payload once more decoded (a hash parameter is read with one decoding) is no better.
    expect(staysOnSite(sameSiteTarget(decodeURIComponentSafe(payload), SITE_ORIGIN))).toBe(true);
  });

  it.each(SAME_SITE_TARGETS)('keeps the same-site target %j as %j', (value, expected) => {
    expect(sameSiteTarget(value, SITE_ORIGIN)).toBe(expected);
  });

  it('refuses empty, non-string, bare relative and over-long values', () => {
    for (const value of ['', '   ', undefined, null, 42, {}, 'account', '#a=login', `/${'a'.repeat(2100)}`]) expect(sameSiteTarget(value, SITE_ORIGIN)).toBeNull();
  });

  it('refuses everything when the origin is not a usable URL', () => {
    expect(sameSiteTarget('/us/', 'not a url')).toBeNull();
    expect(sameSiteTarget('/us/', 'data:text/plain,x')).toBeNull();
  });
});

function isSafeLink(href: string | null): boolean {
  if (href === null) return true;
  if (/^https?:\/\//i.test(href)) {
    const url = new URL(href);
    return url.username === '' && url.password === '';
  }
  return staysOnSite(href);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

describe('safeHref, the link check', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('gives %j an http(s) or same-site href, or none', (payload) => {
    const href = safeHref(payload, SITE_ORIGIN);
    expect(isSafeLink(href)).toBe(true);
    if (href !== null) expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
  });

  it('keeps http(s) links to other sites, normalised, and site paths', () => {
    expect(safeHref('https://help.hourspace.com/hc/en-us', SITE_ORIGIN)).toBe('https://help.hourspace.com/hc/en-us');
    expect(safeHref(' HTTPS://Example.com ', SITE_ORIGIN)).toBe('https://example.com/');
    expect(safeHref('/us/plan/yoga', SITE_ORIGIN)).toBe('/us/plan/yoga');
  });

  it('refuses links with userinfo, other schemes and bare relative values', () => {
    for (const value of ['https://user:pw@example.com/', 'mailto:a@b.c', 'ftp://example.com/', 'file:///etc/passwd', 'blob:http://localhost:8080/x', 'plan/yoga', '', null]) {
      expect(safeHref(value, SITE_ORIGIN)).toBeNull();
    }
  });
});

describe('navigate, the remotes wrapper', () => {
  const win = globalThis as unknown as { window?: { location: { href: string } } };
  beforeAll(() => {
    win.window = { location: { href: `${SITE_ORIGIN}/us/` } };
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => {
    delete win.window;
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('hands single-spa only a same-site target for %j', (payload) => {
    jest.mocked(navigateToUrl).mockClear();
    navigate(payload);
    for (const [url] of jest.mocked(navigateToUrl).mock.calls) expect(staysOnSite(url as string)).toBe(true);
  });

  it('follows a same-site path', () => {
    jest.mocked(navigateToUrl).mockClear();
    navigate('/us/s/?q=loft');
    expect(navigateToUrl).toHaveBeenCalledWith('/us/s/?q=loft');
  });
});
