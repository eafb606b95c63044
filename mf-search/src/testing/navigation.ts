import { getBus } from '@hourspace/bus';
import { navigateToUrl } from 'single-spa';

/** Puts the page at `url` without a navigation, as if the visitor had opened it there. */
export function at(url: string): void {
  window.history.replaceState(null, '', url);
}

/**
 * A page as a test starts it: logged out, session storage empty, and `window.scrollTo` a mock
 * (jsdom has no scrolling).
 */
export function resetPage(): void {
  window.scrollTo = jest.fn();
  window.sessionStorage.clear();
  getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
}

/**
 * Makes single-spa's `navigateToUrl` do what the shell's does: a history push and a popstate.
 * The test file mocks it first (`jest.mock('single-spa', …)`, which jest hoists there only);
 * the mock is returned to inspect.
 */
export function navigateLikeTheShell(): jest.Mock {
  return jest
    .mocked(navigateToUrl)
    .mockReset()
    .mockImplementation((url) => {
      window.history.pushState(null, '', String(url));
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
}
