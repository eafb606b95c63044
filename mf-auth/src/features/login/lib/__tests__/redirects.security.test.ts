import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { ISSUE_REDIRECT_PAYLOADS, OPEN_REDIRECT_PAYLOADS } from '@hourspace/contracts/testing/open-redirect-payloads';
import { COOKIE, getCookie } from '@hourspace/session';
import { passwordLogin } from '../password-login';
import { clearCookies, fakeApi, fakeDeps, grants, profileAnswer } from '../../../../testing/fakes';
import { page, safeDestination } from '../../../../lib/page';
import { startAppleSignIn } from '../../../../lib/social/apple';

const SUITE = 'open redirect: mf-auth dest, locale switch, turls, reqFromPath';
const SITE = 'http://localhost:8080';
const input = { email: 'erin@example.com', password: 'Secret-1' };
const withEmail = (overrides: Record<string, jest.Mock> = {}) => fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ email: true })), ...overrides });

/** Whether a browser on `base` leaves the site when given `target` (a path read as `//host` does). */
function leaves(target: string | undefined, base = window.location.href): boolean {
  if (target === undefined) return false;
  return target.startsWith('//') || target.includes('\\') || new URL(target, base).origin !== new URL(base).origin;
}

/** The page on the site whose path is the payload (`http://localhost:8080//evil.example`), when there is one. */
function pageAt(payload: string): URL | null {
  if (!payload.startsWith('/')) return null;
  try {
    const url = new URL(`${SITE}${payload}`);
    return url.origin === SITE ? url : null;
  } catch {
    return null;
  }
}

let assign: jest.SpyInstance;
let moves = 0;
let offSite = 0;
function record(target: string, base?: string) {
  moves += 1;
  if (leaves(target, base)) offSite += 1;
}

beforeEach(() => {
  clearCookies();
  assign = jest.spyOn(page, 'assign').mockImplementation(() => {});
  jest.spyOn(page, 'url').mockReturnValue(new URL(`${SITE}/us/s/?q=loft#a=login`));
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => {
  recordFigure(SUITE, 'payloads × paths (dest, safeDestination, locale switch, turls, reqFromPath)', OPEN_REDIRECT_PAYLOADS.length * 5);
  recordFigure(SUITE, 'page moves and stored return paths checked', moves);
  recordFigure(SUITE, 'off-site moves or return paths', offSite);
});

describe('mf-auth never sends the page off the site', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('safeDestination keeps nothing off-site from %j', (payload) => {
    for (const base of [window.location.href, `${SITE}/us/`]) {
      const target = safeDestination(payload, base);
      expect(leaves(target, base)).toBe(false);
    }
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('a log-in with dest %j stays on the site', async (payload) => {
    const outcome = await passwordLogin(fakeDeps(withEmail()), { ...input, dest: payload });
    // Either one same-site page load, or none and the modal closes where the reader is.
    expect(assign.mock.calls.length).toBeLessThanOrEqual(1);
    const [target] = (assign.mock.calls as [string][]).map(([t]) => t);
    if (target === undefined) expect(outcome).toEqual({ kind: 'close' });
    else {
      record(target);
      expect(leaves(target)).toBe(false);
    }
  });

  it.each(ISSUE_REDIRECT_PAYLOADS)('a log-in with the issue payload %j closes the modal and goes nowhere', async (payload) => {
    expect(await passwordLogin(fakeDeps(withEmail()), { ...input, dest: payload })).toEqual({ kind: 'close' });
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(OPEN_REDIRECT_PAYLOADS.filter((p) => pageAt(p) !== null))('the locale switch after a log-in on the page %j stays on the site', async (payload) => {
    const here = pageAt(payload)!;
    jest.spyOn(page, 'url').mockReturnValue(here);
    const deps = fakeDeps(withEmail({ getProfile: jest.fn().mockResolvedValue(profileAnswer({ preferred_locale: 'en-US' })) }), { prefix: 'fr', locale: 'fr-FR' });
    const outcome = await passwordLogin(deps, input);
    // The account's language differs from the page's: the switch loads one same-site page,
    // or, when the page's own address is unsafe, none and the modal closes.
    expect(assign.mock.calls.length).toBeLessThanOrEqual(1);
    const [target] = (assign.mock.calls as [string][]).map(([t]) => t);
    if (target === undefined) expect(outcome).toMatchObject({ kind: 'close' });
    else {
      expect(outcome).toEqual({ kind: 'left' });
      record(target, here.href);
      expect(leaves(target, here.href)).toBe(false);
    }
  });

  it.each(OPEN_REDIRECT_PAYLOADS.filter((p) => pageAt(p) !== null))('turls keeps a same-site return path when the page is %j', async (payload) => {
    const here = pageAt(payload)!;
    jest.spyOn(page, 'url').mockReturnValue(here);
    await passwordLogin(fakeDeps(withEmail({ getExperience: jest.fn().mockResolvedValue({ data: [{ name: 'terms' }] }) })), input);
    const turls = getCookie(COOKIE.turls);
    expect(turls).toBeDefined();
    record(turls!, here.href);
    expect(leaves(turls, here.href)).toBe(false);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.filter((p) => pageAt(p) !== null))('Apple gets a same-site reqFromPath when the page is %j', async (payload) => {
    const here = pageAt(payload)!;
    jest.spyOn(page, 'url').mockReturnValue(here);
    const api = fakeApi({
      appleConnect: jest
        .fn()
        .mockResolvedValue({ stateCode: 's', clientId: 'c', redirectUri: 'https://site/cb', authorizeUrl: 'http://localhost:8120/dev/apple/auth/authorize?state=s' }),
    });
    await startAppleSignIn(api, { intent: 'login' });
    const { reqFromPath } = (api.appleConnect as jest.Mock).mock.calls[0][0] as { reqFromPath: string };
    record(reqFromPath, here.href);
    expect(leaves(reqFromPath, here.href)).toBe(false);
  });
});
