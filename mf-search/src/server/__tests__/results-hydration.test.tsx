/**
 * @jest-environment jsdom
 */
import { createRemoteLifecycles, FIRST_SCREEN_URL_ATTRIBUTE, getPageQueryClient } from '@hourspace/remote';
import { startApplication } from '@hourspace/remote/testing';
import { runOutsideAct } from '@hourspace/ui/testing';
import { waitFor } from '@testing-library/react';
import { fakeApi, resultsPage } from '../../testing/fake-api';
import { at, resetPage } from '../../testing/navigation';
import { hydrationMessages, pageRenderedFor } from '../../testing/server-markup';

// The server build's reads and the page's go through `createSearchApi`: the test's fake API answers both.
const api = fakeApi();
jest.mock('../../app/default-search-api', () => {
  const { withApi } = jest.requireActual<typeof import('../../app/search-form-api')>('../../app/search-form-api');
  return { createSearchApi: () => api, defaultSearchApi: () => api, withSearchApi: (Root: never) => withApi(Root, () => api, 'withSearchApi') };
});

import { definition } from '../../app/definition';
import { renderFirstScreen } from '../first-screen';

// single-spa and React's scheduler run here as in a page, not inside act().
runOutsideAct();

const URL_ = '/us/s/?activity=party&location=new+york%2C+ny';

/** A phone: every `(max-width: …)` query matches, every `(min-width: …)` one does not. */
function onAPhone(): void {
  window.matchMedia = ((query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as never;
}

const firstCardTitle = (container: HTMLElement) => container.querySelector('[data-testid="space-card"] h2 a');

beforeEach(() => {
  resetPage();
  onAPhone();
  api.searchSpaces.mockResolvedValue(resultsPage(30, 64, { activity: 'party' }));
});
afterEach(() => {
  delete (window as { WebGL2RenderingContext?: unknown }).WebGL2RenderingContext;
  document.body.replaceChildren();
  document.head.replaceChildren();
  getPageQueryClient().clear();
});

describe('the results page rendered on request, in the page', () => {
  it('is hydrated by the same build: the same nodes, no hydration warning, no second read of the results', async () => {
    at(URL_);
    const container = await pageRenderedFor(renderFirstScreen, URL_);
    const heading = container.querySelector('h1');
    const title = firstCardTitle(container);
    const photo = container.querySelector('img[src="https://img.example/1.jpg"]');
    expect(heading).toHaveTextContent('Party spaces near New York City');
    expect(title).toHaveTextContent('Sunlit Loft 1');
    // The map is no part of the markup, nor its button, which a browser with WebGL 2 shows once hydrated.
    expect(container.querySelector('[data-testid="map-toggle"]')).toBeNull();
    Object.assign(window, { WebGL2RenderingContext: class {} });
    api.searchSpaces.mockClear();
    api.activities.mockClear();
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    // The page is still loading (the photo): its data is read again after the load only.
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

    const lifecycles = createRemoteLifecycles(definition);
    const app = await startApplication(lifecycles, 'search', container);
    await app.mount();
    // Hydrated, not replaced: the page's controls come alive on the same nodes.
    await waitFor(() => expect(container).not.toHaveAttribute(FIRST_SCREEN_URL_ATTRIBUTE));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('h1')).toBe(heading);
    expect(firstCardTitle(container)).toBe(title);
    expect(container.querySelector('img[src="https://img.example/1.jpg"]')).toBe(photo);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    // Hydrated, then the parts that are the page's only: the map's button (the map itself once asked for).
    await waitFor(() => expect(container.querySelector('[data-testid="map-toggle"]')).not.toBeNull(), { timeout: 3000 });
    expect(container.querySelector('[data-testid="results-map"]')).toBeNull();
    expect(hydrationMessages(warn)).toEqual([]);
    expect(hydrationMessages(error)).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
    // The page's QueryClient had the results from the data block: the page did not ask again before its load.
    expect(api.searchSpaces).not.toHaveBeenCalled();
    expect(api.activities).not.toHaveBeenCalled();
    readyState.mockRestore();
    const count = container.querySelector('[aria-live="polite"]');
    expect(count?.textContent).not.toBe('');
    let answer: (page: ReturnType<typeof resultsPage>) => void = () => undefined;
    api.searchSpaces.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(api.searchSpaces).toHaveBeenCalledTimes(1));
    // While the same search is read again, the page stays as it is: not busy, its count not blanked
    // (an empty line for a moment moved the list under a scrolled phone).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(count?.textContent);
    answer(resultsPage(30, 64, { activity: 'party' }));
    // The same answer changes nothing on screen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstCardTitle(container)).toBe(title);
    await app.unmount();
  });

  it('is rendered afresh, not hydrated, when the page is at another address than the markup was rendered for', async () => {
    at('/us/s/?activity=meeting&location=new+york%2C+ny');
    const container = await pageRenderedFor(renderFirstScreen, URL_);
    const heading = container.querySelector('h1');
    api.searchSpaces.mockResolvedValue(resultsPage(30, 64, { activity: 'meeting' }));
    api.searchSpaces.mockClear();
    const lifecycles = createRemoteLifecycles(definition);
    const app = await startApplication(lifecycles, 'search', container);
    await app.mount();
    await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Meeting spaces near New York City'));
    expect(container.querySelector('h1')).not.toBe(heading);
    expect(api.searchSpaces).toHaveBeenCalledWith(expect.objectContaining({ activity: 'meeting' }));
    await app.unmount();
  });

  it('is hydrated with the search line of a dated search, its date written in the markup, whose chunks the page had not loaded', async () => {
    const dated = `${URL_}&availability_interval=40.71,-74.0,2030-03-01T10:00:00,2030-03-01T14:00:00`;
    at(dated);
    const container = await pageRenderedFor(renderFirstScreen, dated);
    const summary = container.querySelector('[aria-haspopup="dialog"]');
    // The date as the phone's line writes it (luxon, loaded ahead of the render: preload-page.test.ts).
    expect(summary).toHaveTextContent('Party · New York · Mar 1, 10:00 AM - 2:00 PM');
    // The page's own copy of the modules, as in a browser: the server's render loaded none of its lazy parts.
    jest.resetModules();
    const page = {
      definition: jest.requireActual<typeof import('../../app/definition')>('../../app/definition').definition,
      createRemoteLifecycles: jest.requireActual<typeof import('@hourspace/remote')>('@hourspace/remote').createRemoteLifecycles,
    };
    const error = jest.spyOn(console, 'error');
    const warn = jest.spyOn(console, 'warn');
    const lifecycles = page.createRemoteLifecycles(page.definition);
    const app = await startApplication(lifecycles, 'search', container);
    await app.mount();
    await waitFor(() => expect(container).not.toHaveAttribute(FIRST_SCREEN_URL_ATTRIBUTE));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('[aria-haspopup="dialog"]')).toBe(summary);
    expect(summary).toHaveTextContent('Party · New York · Mar 1, 10:00 AM - 2:00 PM');
    expect(hydrationMessages(warn)).toEqual([]);
    expect(hydrationMessages(error)).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
    await app.unmount();
  });
});
