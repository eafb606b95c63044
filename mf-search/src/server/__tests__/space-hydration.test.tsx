/**
 * @jest-environment jsdom
 */
import { createRemoteLifecycles, FIRST_SCREEN_URL_ATTRIBUTE, getPageQueryClient } from '@hourspace/remote';
import { startApplication } from '@hourspace/remote/testing';
import { runOutsideAct } from '@hourspace/ui/testing';
import { waitFor } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api';
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

const URL_ = '/us/space/5/sunlit-loft-5';

beforeEach(() => resetPage());
afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  getPageQueryClient().clear();
});

describe('the space page rendered on request, in the page', () => {
  it('is hydrated by the same build: the same nodes, no hydration warning, no second read of the space', async () => {
    at(URL_);
    const container = await pageRenderedFor(renderFirstScreen, URL_);
    const heading = container.querySelector('h1');
    const photo = container.querySelector('img[src="https://img.example/5-1.jpg"]');
    expect(heading).toHaveTextContent('Sunlit Loft 5');
    api.space.mockClear();
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    // The page is still loading (the photo): its data is read again after the load only
    // (docs/decisions/request-time-ssr.md). jsdom's own document has loaded already.
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

    const lifecycles = createRemoteLifecycles(definition);
    const app = await startApplication(lifecycles, 'search', container);
    await app.mount();
    // Hydrated, not replaced: the booking panel's controls come alive on the same nodes.
    await waitFor(() => expect(container.querySelector('h1')).toBe(heading));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('img[src="https://img.example/5-1.jpg"]')).toBe(photo);
    expect(container).not.toHaveAttribute(FIRST_SCREEN_URL_ATTRIBUTE);
    expect(hydrationMessages(warn)).toEqual([]);
    expect(hydrationMessages(error)).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
    // The page's QueryClient had the space from the data block: the page did not ask again before its load.
    expect(api.space).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(api.space).toHaveBeenCalledTimes(1));
    // The same answer read again changes nothing on screen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('img[src="https://img.example/5-1.jpg"]')).toBe(photo);
    await app.unmount();
  });

  it('is rendered afresh, not hydrated, when the page is at another address than the markup was rendered for', async () => {
    at('/us/space/6/sunlit-loft-6');
    const container = await pageRenderedFor(renderFirstScreen, URL_);
    const heading = container.querySelector('h1');
    const lifecycles = createRemoteLifecycles(definition);
    const app = await startApplication(lifecycles, 'search', container);
    await app.mount();
    await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Sunlit Loft 6'));
    expect(container.querySelector('h1')).not.toBe(heading);
    await app.unmount();
  });
});
