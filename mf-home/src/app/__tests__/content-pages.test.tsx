import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBus } from '@hourspace/bus';
import { renderHome } from '../../testing/render-home';
import { ARTICLES, LOCATIONS, PRIVACY, TERMS, articleIndex, fakePageRequester, notFoundError } from '../../testing/page-fixtures';
import { Root, currentRoute } from '../root';

/** Renders the remote's root at a page address, with a fake API. */
function renderAt(url: string, answer: (path: string, query: Record<string, unknown>) => unknown) {
  window.history.replaceState(null, '', url);
  const request = fakePageRequester(answer);
  renderHome(<Root />, { request });
  return { request };
}

const api = (path: string, query: Record<string, unknown>): unknown => {
  if (path === '/v1/legal/en-US/terms') return TERMS;
  if (path === '/v1/legal/en-US/privacy') return PRIVACY;
  if (path.startsWith('/v1/legal/en-US/')) return notFoundError();
  if (path === '/v1/resources/en-US') return articleIndex(query);
  if (path.startsWith('/v1/resources/en-US/')) {
    const slug = path.split('/').pop();
    const found = ARTICLES.find((article) => article.slug === slug);
    if (!found) return notFoundError();
    return {
      ...found,
      locale: 'en-US',
      sections: [{ id: 'why', heading: 'Start with why', blocks: ['Decide what the day must achieve.'] }],
      related: ARTICLES.filter((a) => a !== found).slice(0, 2),
    };
  }
  if (path === '/v1/locations/en-US') return LOCATIONS;
  if (path === '/v1/fees') return { guest_service_fee_percent: 10, host_fee_percent: 15 };
  return undefined;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('routes', () => {
  it('names the page of every content route, with its parameters, and the home page otherwise', () => {
    expect(currentRoute('/us/legal/terms')).toMatchObject({ page: 'legal', path: '/legal/terms' });
    expect(currentRoute('/de/legal/terms/fees-overview')).toMatchObject({ page: 'legal', params: { document: 'fees-overview' } });
    expect(currentRoute('/fr/resources/dinner-party-for-20')).toMatchObject({ page: 'article', params: { slug: 'dinner-party-for-20' } });
    expect(currentRoute('/us/venues/locations').page).toBe('locations');
    expect(currentRoute('/us/host').page).toBe('host');
    expect(currentRoute('/us/').page).toBe('home');
  });
});

describe('legal pages', () => {
  it('shows a skeleton, then the document: title, version and date, a table of contents and its sections', async () => {
    renderAt('/us/legal/terms', api);
    expect(screen.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Version 2 · Last updated November 17, 2026')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: '2. Payments and fees' })).toHaveAttribute('href', '#payments');
    expect(screen.getByRole('heading', { level: 2, name: '2. Payments and fees' }).closest('section')).toHaveAttribute('id', 'payments');
    expect(screen.getByText('Second point').tagName).toBe('LI');
    expect(document.title).toBe('Terms of Service · Hourspace');
  });

  it('reads the document a nested route names', async () => {
    const { request } = renderAt('/us/legal/terms/cancellation-policy', (path) =>
      path === '/v1/legal/en-US/cancellation-policy' ? { ...TERMS, slug: 'cancellation-policy', title: 'Cancellation Policy' } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation Policy' })).toBeInTheDocument();
    expect(request.calls.map((call) => call.path)).toEqual(['/v1/legal/en-US/cancellation-policy']);
  });

  it('scrolls #california-privacy into view once the privacy policy has rendered', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderAt('/us/legal/privacy#california-privacy', api);
      await screen.findByRole('heading', { level: 2, name: '7. California privacy rights' });
      await waitFor(() => expect(scrolled).toEqual(['california-privacy']));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('says a document is unknown (404) without offering a retry', async () => {
    renderAt('/us/legal/terms/no-such-thing', api);
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that document" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Terms of Service' })).toHaveAttribute('href', '/us/legal/terms');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the error card when the API fails, and loads again on "Try again"', async () => {
    // The document's query tries twice more after a second and two (get-legal-document.ts):
    // the test's clock moves through those waits rather than sitting through them.
    jest.useFakeTimers();
    try {
      let fail = true;
      renderAt('/us/legal/terms', (path, query) => (fail ? new Error('offline') : api(path, query)));
      const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
      fail = false;
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(retry);
      expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the blog', () => {
  it('lists the first page with its categories and paging links under the locale prefix', async () => {
    renderAt('/us/resources', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(4);
    expect(within(articles[0] as HTMLElement).getByRole('link', { name: 'How to plan an offsite' })).toHaveAttribute('href', '/us/resources/plan-a-memorable-offsite');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'Production' })).toHaveAttribute('href', '/us/resources?category=production');
    expect(within(categories).queryByRole('link', { name: 'Host stories' })).toBeNull();
    const paging = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(paging).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/us/resources?page=2');
  });

  it('reads the category and page from the address', async () => {
    const { request } = renderAt('/us/resources?page=2', api);
    expect(await screen.findByRole('link', { name: 'Hybrid meetings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/us/resources');
    expect(request.calls[0]).toEqual({ path: '/v1/resources/en-US', query: { page: 2 } });
  });

  it('filters by category', async () => {
    renderAt('/us/resources?category=production', api);
    await screen.findByRole('link', { name: 'Natural light' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Production' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows an article with its sections and what to read next', async () => {
    renderAt('/us/resources/dinner-party-for-20', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dinner for 20' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Start with why' })).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Read next' });
    expect(within(next).getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'All articles' })[0]).toHaveAttribute('href', '/us/resources');
  });

  it('says an article is unknown', async () => {
    renderAt('/us/resources/nope', api);
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that article" })).toBeInTheDocument();
  });
});

describe('locations', () => {
  it('groups every city by country, each linking to its search', async () => {
    renderAt('/us/venues/locations', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    const germany = screen.getByRole('region', { name: 'Germany' });
    expect(within(germany).getByRole('link', { name: 'Spaces in Berlin, Berlin' })).toHaveAttribute('href', '/us/s/?location=berlin%2C%20berlin');
    expect(within(screen.getByRole('region', { name: 'United States' })).getAllByRole('link')).toHaveLength(2);
  });

  it('drops a city whose link is not a site path', async () => {
    renderAt('/us/venues/locations', (path) =>
      path === '/v1/locations/en-US'
        ? { countries: [{ country: 'US', name: 'United States', cities: [{ id: 'x', name: 'Evil', region: '', href: 'javascript:alert(1)' }, LOCATIONS.countries[0]?.cities[0]] }] }
        : undefined,
    );
    await screen.findByRole('link', { name: 'Spaces in New York, New York' });
    expect(screen.queryByText('Evil')).toBeNull();
  });
});

describe('the host landing', () => {
  it('explains hosting, shows the earnings example with the API’s host fee, and opens sign-up with source=host', async () => {
    renderAt('/us/host', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'List your space on Hourspace' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '1. List your space' })).toBeInTheDocument();
    expect(await screen.findByText('Host fee (15%)')).toBeInTheDocument();
    expect(screen.getByTestId('host-payout')).toHaveTextContent('$1,530');
    for (const cta of screen.getAllByRole('link', { name: 'List your space' })) expect(cta).toHaveAttribute('href', '/us/host#a=signup&source=host');
    await userEvent.click(screen.getByText('What does it cost to list my space?'));
    expect(screen.getByText(/Nothing. Hourspace takes a host fee/)).toBeVisible();
  });

  it('sends a signed-in person to add a space', async () => {
    getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u1' } });
    try {
      renderAt('/us/host', api);
      await waitFor(() => expect(screen.getAllByRole('link', { name: 'List your space' })[0]).toHaveAttribute('href', '/us/app/ps'));
    } finally {
      getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
    }
  });
});
