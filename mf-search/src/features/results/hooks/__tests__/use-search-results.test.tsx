/**
 * @jest-environment jsdom
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SearchApiProvider } from '../../../../lib/search-api';
import { fakeApi, resultsPage } from '../../../../testing/fake-api';
import { useSearchResults } from '../use-search-results';

type Page = ReturnType<typeof resultsPage>;

/** A search the test answers when it chooses. */
function deferred(): { promise: Promise<Page>; answer: (page: Page) => void } {
  let answer: (page: Page) => void = () => undefined;
  const promise = new Promise<Page>((resolve) => (answer = resolve));
  return { promise, answer };
}

function setup() {
  const api = fakeApi();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SearchApiProvider api={api}>{children}</SearchApiProvider>
    </QueryClientProvider>
  );
  return { api, client, wrapper };
}

describe('useSearchResults', () => {
  it('is loading for a new query, over the last page; not for the same query read again in the background', async () => {
    const { api, client, wrapper } = setup();
    const parties = resultsPage(30, 64, { activity: 'party' });
    const meetings = resultsPage(30, 12, { activity: 'meeting' });
    const first = deferred();
    api.searchSpaces.mockReturnValueOnce(first.promise);
    const { result, rerender } = renderHook(({ query }) => useSearchResults(query), { wrapper, initialProps: { query: { activity: 'party' } as Record<string, string> | null } });
    expect(result.current).toMatchObject({ page: null, loading: true, failure: null });
    await act(async () => first.answer(parties));
    await waitFor(() => expect(result.current).toMatchObject({ page: parties, loading: false }));

    // Another query: the last page stays, marked as loading, until its answer.
    const second = deferred();
    api.searchSpaces.mockReturnValueOnce(second.promise);
    rerender({ query: { activity: 'meeting' } });
    await waitFor(() => expect(api.searchSpaces).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ page: parties, loading: true });
    await act(async () => second.answer(meetings));
    await waitFor(() => expect(result.current).toMatchObject({ page: meetings, loading: false }));

    // The same query read again (a page's load, the window's focus): the page as it is, not loading.
    const again = deferred();
    api.searchSpaces.mockReturnValueOnce(again.promise);
    act(() => void client.invalidateQueries());
    await waitFor(() => expect(api.searchSpaces).toHaveBeenCalledTimes(3));
    expect(result.current).toMatchObject({ page: meetings, loading: false });
    await act(async () => again.answer(meetings));

    // Not ready to search: loading, nothing asked.
    rerender({ query: null });
    expect(result.current.loading).toBe(true);
    expect(api.searchSpaces).toHaveBeenCalledTimes(3);
  });

  it('keeps the last page under a failure, and is loading again while "Try again" reads it', async () => {
    const { api, wrapper } = setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.searchSpaces.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useSearchResults({ activity: 'party' }), { wrapper });
    await waitFor(() => expect(result.current.failure).toEqual({ kind: 'unexpected' }));
    expect(result.current.loading).toBe(false);
    const retried = deferred();
    api.searchSpaces.mockReturnValueOnce(retried.promise);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ loading: true, failure: null }));
    await act(async () => retried.answer(resultsPage(30, 64, { activity: 'party' })));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, failure: null }));
    error.mockRestore();
  });
});
