import { FIRST_SCREEN_URL_ATTRIBUTE } from '@hourspace/contracts';
import { placeServerMarkup } from '@hourspace/remote/testing';
import type { renderFirstScreen } from '../server/first-screen';

const ENVIRONMENT = { mode: 'development', apiOrigin: 'http://api.test', basicKey: 'k' } as never;

/**
 * The page as `release serve` answers it: the markup `render` (mf-search's server build) made for
 * the address, its data beside it, and the address it was rendered for on the container
 * (docs/decisions/request-time-ssr.md). Returns the container, for the page to hydrate.
 */
export async function pageRenderedFor(render: typeof renderFirstScreen, url: string): Promise<HTMLElement> {
  const screen = await render({ app: 'search', locale: 'en-US', prefix: 'us', path: url.replace(/^\/us/, '').split('?')[0]!, url, environment: ENVIRONMENT });
  const container = placeServerMarkup('search', screen!);
  container.setAttribute(FIRST_SCREEN_URL_ATTRIBUTE, url);
  return container;
}

/** What React said of a hydration that did not match, among a console spy's calls. */
export const hydrationMessages = (spy: jest.SpyInstance): unknown[][] => spy.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])));
