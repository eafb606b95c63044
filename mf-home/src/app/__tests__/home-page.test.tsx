import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@hourspace/ui/testing';
import type { Requester } from '@hourspace/api-client';
import { fakeHomeRequester } from '../../testing/home-fixtures';
import { installMatchMedia } from '@hourspace/ui/testing';
import { renderHome } from '../../testing/render-home';
import { Root } from '../root';

const SECTION_HEADINGS = [
  'activities heading',
  'blog heading',
  'cities heading',
  'hosts heading',
  'madeIn heading',
  'whyUs heading',
  'whereExtraordinary heading',
  'If walls could talk',
  'popularKeywords heading',
  'awards heading',
];

async function renderLoaded(options?: Parameters<typeof renderHome>[1]) {
  const utils = renderHome(<Root />, options);
  // The first render also compiles the lazily loaded sections: allow it time.
  await screen.findByRole('heading', { level: 2, name: 'awards heading' }, { timeout: 10_000 });
  return utils;
}

// Whole-page renders (and axe over them) are slow on a shared machine.
jest.setTimeout(20_000);

describe('the home page', () => {
  let media: { restore: () => void } | null = null;
  afterEach(() => {
    media?.restore();
    media = null;
  });

  it('has one h1 from the hero data and every section heading in spec order', async () => {
    await renderLoaded();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['intro heading']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTION_HEADINGS);
  });

  it('keeps the main landmark the platform keys on, with its build', async () => {
    await renderLoaded();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-remote', 'mf-home');
    expect(main).toHaveAttribute('data-build', '0.0.0-test');
  });

  it('shows the paragraph lines split on the newline marker', async () => {
    await renderLoaded();
    expect(screen.getByText('intro first line')).toBeInTheDocument();
    expect(screen.getByText('intro second line')).toBeInTheDocument();
  });

  it('offers a plain link to the search modal when the search form cannot be placed', async () => {
    await renderLoaded();
    const hero = screen.getByRole('region', { name: 'intro heading' });
    expect(within(hero).getByRole('link', { name: 'Find a space' })).toHaveAttribute('href', '/us/#a=search');
  });

  it('links the where-extraordinary button to the search hash on this page', async () => {
    await renderLoaded();
    const section = screen.getByRole('region', { name: 'whereExtraordinary heading' });
    expect(within(section).getByRole('link', { name: 'Find a space' })).toHaveAttribute('href', '/us/#a=search');
  });

  it('gives every image alt text', async () => {
    const { container } = await renderLoaded();
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.length).toBeGreaterThan(20);
    for (const img of images) expect(img.getAttribute('alt')?.trim()).toBeTruthy();
  });

  it('loads the first hero photo eagerly at high priority and every other photo lazily', async () => {
    const { container } = await renderLoaded();
    const [first, ...rest] = Array.from(container.querySelectorAll('img'));
    expect(first).toHaveAttribute('src', 'http://localhost:8120/v1/images/hero-one');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('lists a link per activity and the call to action', async () => {
    media = installMatchMedia({ width: 1280 });
    await renderLoaded();
    const list = screen.getByRole('list', { name: 'Browse by activity' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/us/plan/photo-shoot',
      '/us/plan/party',
      '/us/plan/meeting',
      '/us/plan/birthday-party',
      '/us/plan/video-shoot',
      '/us/plan/workshop',
      '/us/plan/corporate-event',
    ]);
    expect(screen.getByRole('link', { name: 'activities action' })).toHaveAttribute('href', '/us/activities');
  });

  it('sends a blog item without a link to /resources, under the locale prefix', async () => {
    await renderLoaded();
    const blog = screen.getByRole('region', { name: 'blog heading' });
    expect(within(blog).getByRole('link', { name: /Ten studio questions/ })).toHaveAttribute('href', '/us/resources');
    expect(within(blog).getByRole('link', { name: /How to plan an offsite/ })).toHaveAttribute('href', '/us/resources/offsite');
  });

  it('shows why-Hourspace as three numbered points', async () => {
    await renderLoaded();
    const why = screen.getByRole('region', { name: 'whyUs heading' });
    const points = within(within(why).getByRole('list')).getAllByRole('listitem');
    expect(points.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['Unique spaces', 'Hosts who care', 'Secure payments']);
  });

  it('shows the translated if-walls-could-talk stories while the API sends none', async () => {
    await renderLoaded();
    const walls = screen.getByRole('region', { name: 'If walls could talk' });
    expect(within(walls).getAllByRole('listitem')).toHaveLength(3);
    expect(within(walls).getByText('A converted chapel')).toBeInTheDocument();
  });

  it('keeps both awards artworks, each with its own alt text, for CSS to pick by width', async () => {
    await renderLoaded();
    const awards = screen.getByRole('region', { name: 'awards heading' });
    expect(within(awards).getByRole('img', { name: 'Trophy on a stage' }).closest('.desktopOnly')).not.toBeNull();
    expect(within(awards).getByRole('img', { name: 'Trophy' }).closest('.compactOnly')).not.toBeNull();
  });

  it('says when the sections cannot load and loads them on "Try again"', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = fakeHomeRequester({ '/v1/home/en-US/sections': new Error('offline') });
    const working = fakeHomeRequester();
    let fail = true;
    const request = ((spec: Parameters<Requester>[0]) => (fail ? failing(spec) : working(spec))) as Requester;
    renderHome(<Root />, { request });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this part of the page.");
    expect(screen.getByRole('heading', { level: 1, name: 'Book unique spaces by the hour' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'intro heading' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    error.mockRestore();
  });

  it('announces loading without an h1 until the hero data is there', async () => {
    let release!: () => void;
    const answers = fakeHomeRequester();
    const slow = ((spec: Parameters<Requester>[0]) =>
      spec.path.endsWith('/sections') ? new Promise((resolve) => (release = () => resolve(answers(spec)))) : answers(spec)) as Requester;
    renderHome(<Root />, { request: slow });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'intro heading' })).toBeInTheDocument();
  });

  it('has no accessibility violations on desktop and on a phone', async () => {
    media = installMatchMedia({ width: 1280 });
    const desktop = await renderLoaded();
    await expectNoAxeViolations(desktop.container);
    desktop.unmount();
    media.restore();
    media = installMatchMedia({ width: 390 });
    const phone = await renderLoaded();
    await expectNoAxeViolations(phone.container);
  }, 30_000);

  describe('on a screen where the sections below the first view are far down', () => {
    // Every observer on the page (the sections' and each carousel's), told the same thing.
    let observers: Array<{ callback: IntersectionObserverCallback; observed: Element[] }> = [];
    const notify = (near: boolean) => {
      for (const { callback, observed } of observers)
        callback(
          observed.map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    };
    beforeEach(() => {
      observers = [];
      class FarObserver {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback, observed: [] };
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.observed.push(element);
        }
        disconnect() {}
      }
      Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FarObserver });
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    it('shows the hero and activities, and renders the rest only when it comes near or the reader scrolls', async () => {
      renderHome(<Root />);
      expect(await screen.findByRole('heading', { level: 2, name: 'activities heading' })).toBeInTheDocument();
      await act(async () => notify(false));
      expect(screen.queryByRole('heading', { level: 2, name: 'blog heading' })).not.toBeInTheDocument();
      // What is watched is the reserved space below the activities.
      expect(observers.some(({ observed }) => observed.some((element) => element.firstElementChild?.classList.contains('reserve')))).toBe(true);
      act(() => void window.dispatchEvent(new Event('scroll')));
      expect(await screen.findByRole('heading', { level: 2, name: 'awards heading' }, { timeout: 10_000 })).toBeInTheDocument();
    });

    it('renders the rest once the observer says it is within reach', async () => {
      renderHome(<Root />);
      expect(await screen.findByRole('heading', { level: 2, name: 'activities heading' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'blog heading' })).not.toBeInTheDocument();
      await act(async () => notify(true));
      expect(await screen.findByRole('heading', { level: 2, name: 'blog heading' }, { timeout: 10_000 })).toBeInTheDocument();
    });
  });
});
