/**
 * @jest-environment node
 */
import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import messages from '../../i18n/en.json';
import { fakeApi, spaceDetail } from '../../testing/fake-api';

// The server build's reads go through `createSearchApi`: the test's fake API answers them.
const api = fakeApi();
jest.mock('../../app/default-search-api', () => ({ ...jest.requireActual('../../app/default-search-api'), createSearchApi: () => api }));

import { renderFirstScreen } from '../first-screen';

const ENVIRONMENT = { mode: 'development', apiOrigin: 'http://api.test', basicKey: 'k' } as never;
const input = (url: string) => ({ app: 'search', locale: 'en-US', prefix: 'us', path: url.replace(/^\/us/, '').split('?')[0]!, url, environment: ENVIRONMENT });

afterEach(() => jest.clearAllMocks());

describe('the space page rendered on request, in Node (no window)', () => {
  it('has its title, price and first photo in the markup, requested by the parser first, and the reads it was rendered from', async () => {
    const screen = await renderFirstScreen(input('/us/space/5/sunlit-loft-5'));
    expect(screen).not.toBeNull();
    expect(screen!.html).toMatch(/<h1[^>]*>Sunlit Loft 5<\/h1>/);
    expect(screen!.html).toContain('$120 / hour');
    expect(screen!.html).toMatch(/<img[^>]*src="https:\/\/img\.example\/5-1\.jpg"/);
    // React hoists the LCP photo's hint to the front, where `release serve` moves it into the head.
    expect(screen!.html).toMatch(/^<link rel="preload" as="image" href="https:\/\/img\.example\/5-1\.jpg" fetchPriority="high"\/>/);
    expect(screen!.html).not.toContain('aria-busy="true"');
    expect(api.space).toHaveBeenCalledWith('5');
    const keys = (screen!.state as { queries: Array<{ queryKey: unknown }> }).queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['mf-search', 'space', '5'],
        ['mf-search', 'activities', 'en-US'],
      ]),
    );
    expect(renderFirstScreen.routes).toContain('/space/:id/*');
    // The booking panel's tray: the markup is the first render below the nav breakpoint only.
    expect(screen!.media).toBe('(max-width: 991.98px)');
    // The page's <title>, as SpacePage sets it: the space's, not the loading one.
    expect(screen!.title).toBe('Sunlit Loft 5 · Hourspace');
    expect(screen!.title).not.toContain(messages.space.loading);
  });

  it('renders nothing for a space that is not there, and for paths that are neither a space nor a results page', async () => {
    api.space.mockRejectedValueOnce(new ApiError(ApiErrorCode.HTTP, 'Not Found', { status: 404 }));
    expect(await renderFirstScreen(input('/us/space/404/gone'))).toBeNull();
    expect(await renderFirstScreen(input('/us/space/abc/x'))).toBeNull();
    // The activities page matches `/plan/:keyword` but is rendered in the page; the results page is results-server-render.test.tsx's.
    expect(await renderFirstScreen(input('/us/plan/activities'))).toBeNull();
    expect(await renderFirstScreen(input('/us/host'))).toBeNull();
    // Compose-time rendering (no address) never renders the space page.
    expect(await renderFirstScreen({ ...input('/us/space/5/x'), url: undefined })).toBeNull();
  });

  it('fails when a read fails otherwise: half a first screen is worse than none', async () => {
    api.space.mockRejectedValue(new Error('the API is down'));
    await expect(renderFirstScreen(input('/us/space/7/x'))).rejects.toThrow(/reads failed/);
    api.space.mockImplementation(async (id: string) => spaceDetail(Number(id)));
  });

  it('escapes what the API says: a hostile title is text, never markup', async () => {
    api.space.mockResolvedValueOnce(spaceDetail(8, { title: '</h1><script>alert(1)</script>' }));
    const screen = await renderFirstScreen(input('/us/space/8/x?q=%3Cscript%3E'));
    expect(screen!.html).not.toContain('<script>alert(1)</script>');
    expect(screen!.html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // The document title is the text itself: `release serve` escapes it as it writes the <title>.
    expect(screen!.title).toBe('</h1><script>alert(1)</script> · Hourspace');
  });
});
