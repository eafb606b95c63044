import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { OPEN_REDIRECT_PAYLOADS } from '@hourspace/contracts/testing/open-redirect-payloads';
import { switchLocalePath } from '@hourspace/i18n';
import { loadPage } from '../navigation';

const SUITE = 'open redirect: mf-nav locale load';

function leaves(target: string): boolean {
  return target.startsWith('//') || target.includes('\\') || new URL(target, window.location.href).origin !== window.location.origin;
}

let loads = 0;
let offSite = 0;
afterAll(() => {
  recordFigure(SUITE, 'payloads (as the URL and as the path a locale switch builds)', OPEN_REDIRECT_PAYLOADS.length * 2);
  recordFigure(SUITE, 'page loads', loads);
  recordFigure(SUITE, 'off-site page loads', offSite);
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the locale selector loads only pages of this site', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('loads no off-site page for %j', (payload) => {
    const assign = jest.fn();
    const refused = jest.mocked(console.warn);
    loadPage(payload, assign);
    loadPage(switchLocalePath({ pathname: payload, search: '' }, 'fr-FR'), assign);
    // Each of the two loads either happened on this site or was refused with a warning.
    expect(assign.mock.calls.length + refused.mock.calls.length).toBe(2);
    for (const [target] of assign.mock.calls as [string][]) {
      loads += 1;
      if (leaves(target)) offSite += 1;
      expect(leaves(target)).toBe(false);
    }
  });

  it('loads the same page under another prefix', () => {
    const assign = jest.fn();
    loadPage('/fr/s/?q=loft', assign);
    expect(assign).toHaveBeenCalledWith('/fr/s/?q=loft');
  });
});
