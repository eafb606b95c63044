/**
 * @jest-environment node
 */
import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import { pageTitle } from '@hourspace/ui';
import messages from '../../i18n/en.json';
import { CATALOGUE, fakeApi, resultsPage, space } from '../../testing/fake-api';

// The server build's reads go through `createSearchApi`: the test's fake API answers them.
const api = fakeApi();
jest.mock('../../app/default-search-api', () => ({ ...jest.requireActual('../../app/default-search-api'), createSearchApi: () => api }));

import { renderFirstScreen } from '../first-screen';

const ENVIRONMENT = { mode: 'development', apiOrigin: 'http://api.test', basicKey: 'k' } as never;
const input = (url: string) => ({ app: 'search', locale: 'en-US', prefix: 'us', path: url.replace(/^\/us/, '').split('?')[0]!, url, environment: ENVIRONMENT });
const keysOf = (screen: { state: unknown }) => (screen.state as { queries: Array<{ queryKey: unknown }> }).queries.map((query) => query.queryKey);
const SEARCH = '/us/s/?activity=party&location=new+york%2C+ny';
/** An English message with its values in (en.json has no formatters). */
const message = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]!);
const party = CATALOGUE.find((activity) => activity.id === 'party')!;

// The search as the API answers it for a party in New York.
beforeEach(() => api.searchSpaces.mockResolvedValue(resultsPage(30, 64, { activity: 'party' })));
afterEach(() => jest.clearAllMocks());

describe('the results page rendered on request, in Node (no window)', () => {
  it('has the heading, the first card with its title and price, and the first photo hinted first in the markup', async () => {
    const screen = await renderFirstScreen(input(SEARCH));
    expect(screen).not.toBeNull();
    expect(screen!.html).toMatch(/<h1[^>]*>Party spaces near New York City<\/h1>/);
    expect(screen!.html).toContain('1–30 of 64 spaces');
    expect(screen!.html).toContain('>Sunlit Loft 1</a>');
    expect(screen!.html).toContain('$101 / hour');
    // The phone's search line, with the place as the API names it.
    expect(screen!.html).toContain('Party · New York · Anytime');
    // React hoists the LCP photo's hint to the front, where `release serve` moves it into the head.
    expect(screen!.html).toMatch(/^<link rel="preload" as="image" href="https:\/\/img\.example\/1\.jpg" fetchPriority="high"\/>/);
    expect(screen!.html).toMatch(/<img[^>]*src="https:\/\/img\.example\/1\.jpg"[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(screen!.html.match(/fetchPriority="high"/g)).toHaveLength(2);
    expect(screen!.html).not.toMatch(/<img[^>]*src="https:\/\/img\.example\/2\.jpg"[^>]*fetchPriority/);
    // No map, nor its button: the server has no WebGL (they come after hydration).
    expect(screen!.html).not.toContain('data-testid="results-map"');
    expect(screen!.html).not.toContain('data-testid="map-toggle"');
    expect(screen!.html).not.toContain('aria-busy="true"');
    // The page's query, under the page's key.
    const query = { activity: 'party', location: 'new york, ny', page_size: '30', locale: 'en-US' };
    expect(api.searchSpaces).toHaveBeenCalledWith(query);
    expect(keysOf(screen!)).toEqual(
      expect.arrayContaining([
        ['mf-search', 'search-spaces', query],
        ['mf-search', 'activities', 'en-US'],
        ['mf-search', 'location-prefill', 'en-US'],
      ]),
    );
    // Below 744 px only: a wider screen lays the bar and the map out otherwise.
    expect(screen!.media).toBe('(max-width: 743.98px)');
    expect(renderFirstScreen.routes).toEqual(['/space/:id/*', '/s', '/s/*', '/plan/:keyword']);
  });

  it('names the page’s <title> as the page does once hydrated: its heading, with the activity and the place the search found', async () => {
    const place = resultsPage(30, 64, { activity: 'party' }).center!.label!;
    const heading = message(messages.results.titleActivityPlace, { activity: party.label, place });
    const screen = await renderFirstScreen(input(SEARCH));
    expect(screen!.title).toBe(pageTitle(heading));
    expect(screen!.html).toContain(`>${heading}</h1>`);

    api.searchSpaces.mockResolvedValueOnce(resultsPage(2, 2, { activity: 'party', results: [space(7), space(8)] }));
    const plan = await renderFirstScreen(input('/us/plan/party'));
    expect(plan!.title).toBe(pageTitle(message(messages.results.planTitleNear, { keyword: party.plural!, place })));
  });

  it('looks the place up when it is not the locale’s own, as the page does', async () => {
    const screen = await renderFirstScreen(input('/us/s?activity=party&location=brooklyn'));
    expect(api.geocode).toHaveBeenCalledWith({ address: 'brooklyn' }, 'en-US');
    expect(keysOf(screen!)).toContainEqual(['mf-search', 'searched-place', 'en-US', 'brooklyn']);
  });

  it('renders a plan page with the locale’s own place as its search', async () => {
    api.searchSpaces.mockResolvedValueOnce(resultsPage(2, 2, { activity: 'party', results: [space(7), space(8)] }));
    const screen = await renderFirstScreen(input('/us/plan/party'));
    expect(api.searchSpaces).toHaveBeenCalledWith({ activity: 'party', location: 'New York, NY', page_size: '30', locale: 'en-US' });
    expect(screen!.html).toMatch(/<h1[^>]*>Party Venues near New York City<\/h1>/);
    expect(screen!.html).toMatch(/^<link rel="preload" as="image" href="https:\/\/img\.example\/7\.jpg" fetchPriority="high"\/>/);
    expect(screen!.media).toBe('(max-width: 743.98px)');
  });

  it('renders the empty state of a search without results', async () => {
    api.searchSpaces.mockResolvedValueOnce(resultsPage(0, 0));
    const screen = await renderFirstScreen(input('/us/s?activity=party&location=new+york'));
    expect(screen!.html).toContain('No spaces match this search');
    expect(screen!.html).not.toContain('rel="preload"');
  });

  it('fails when the search fails, refused or not: the page shows its own message', async () => {
    api.searchSpaces.mockRejectedValueOnce(new ApiError(ApiErrorCode.HTTP, 'Bad Request', { status: 400, error_description: 'Invalid date' }));
    await expect(renderFirstScreen(input('/us/s?activity=party&availability_interval=nonsense'))).rejects.toThrow(/reads failed/);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.searchSpaces.mockRejectedValueOnce(new Error('the API is down'));
    await expect(renderFirstScreen(input('/us/s?activity=party'))).rejects.toThrow(/reads failed/);
    expect(logged).toHaveBeenCalledWith('[mf-search] the search failed', expect.any(Error));
    logged.mockRestore();
  });
});
