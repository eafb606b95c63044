import { QueryClient, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { getPageQueryClient, QUERY_CLIENT_GLOBAL_KEY } from '../query-client';
import { renderWithProviders } from '../testing';

afterEach(() => {
  delete (globalThis as unknown as Record<symbol, unknown>)[QUERY_CLIENT_GLOBAL_KEY];
});

describe("the page's QueryClient", () => {
  it('is made once and kept on the versioned globalThis key, so every remote meets the same cache', () => {
    const first = getPageQueryClient();
    expect(getPageQueryClient()).toBe(first);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('hourspace.query-client.v5')]).toBe(first);
  });

  it('adopts a client another remote already put on the page', () => {
    const other = new QueryClient();
    (globalThis as unknown as Record<symbol, unknown>)[QUERY_CLIENT_GLOBAL_KEY] = other;
    expect(getPageQueryClient()).toBe(other);
  });

  it('never retries or refetches by itself: error states and their retry buttons decide', () => {
    const options = getPageQueryClient().getDefaultOptions();
    expect(options.queries).toEqual(expect.objectContaining({ retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false }));
    expect(options.mutations).toEqual(expect.objectContaining({ retry: false }));
  });
});

describe('the test render', () => {
  function Reader({ load }: { load: () => Promise<string> }) {
    const query = useQuery({ queryKey: ['test', 'value'], queryFn: load });
    return <p>{query.isPending ? 'loading' : query.isError ? 'failed' : query.data}</p>;
  }

  it('gives every render a fresh cache, so one test never sees another one’s answers', async () => {
    renderWithProviders(<Reader load={async () => 'first'} />, { namespace: 'x', messages: {} });
    expect(await screen.findByText('first')).toBeInTheDocument();
    document.body.innerHTML = '';
    const load = jest.fn(async () => 'second');
    renderWithProviders(<Reader load={load} />, { namespace: 'x', messages: {} });
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed query, so the error state shows at once', async () => {
    const load = jest.fn(async (): Promise<string> => Promise.reject(new Error('offline')));
    renderWithProviders(<Reader load={load} />, { namespace: 'x', messages: {} });
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
