import { QueryClient, type DefaultOptions, type QueryKey, type Updater } from '@tanstack/react-query';

/**
 * The globalThis key of the page's QueryClient. Versioned with TanStack Query's major:
 * @tanstack/react-query is a shared singleton, so every remote on the page runs the same
 * copy, but a remote built against another major must not pick up a client it cannot drive.
 */
export const QUERY_CLIENT_GLOBAL_KEY = Symbol.for('hourspace.query-client.v5');

/**
 * Defaults for every query on the page. The remotes' reads used to run once and never
 * by themselves again: no automatic retries (each error state has a retry button instead),
 * no refetch on focus or reconnect. How long an answer stays fresh and cached is each
 * query's own option, next to its query function (`src/features/<feature>/api/`), never
 * a page-wide default, so a remote built with an older copy of this package cannot
 * change another remote's lifetimes.
 */
export const QUERY_DEFAULTS = {
  queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
  mutations: { retry: false },
} satisfies DefaultOptions;

/**
 * The page's one QueryClient, shared by every remote (docs/decisions/server-state.md):
 * made by whichever remote mounts first and kept on globalThis like the bus, so two
 * remotes asking for the same key share one request and one cached answer.
 */
export function getPageQueryClient(): QueryClient {
  const slot = globalThis as unknown as Record<symbol, QueryClient | undefined>;
  let client = slot[QUERY_CLIENT_GLOBAL_KEY];
  if (!client) {
    client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
    slot[QUERY_CLIENT_GLOBAL_KEY] = client;
  }
  return client;
}

/**
 * Writes what a mutation learnt into one cached query, after cancelling a read of that query
 * already on its way. Such a read may have been answered before the change was written: landing
 * after this write it would bring the old data back over it (an edited board name, a removed
 * space reappearing, a saved space's heart emptying again after a sign-up from it). A cancelled
 * read's answer is dropped; the query keeps the data written here.
 */
export async function writeQueryData<T>(client: QueryClient, queryKey: QueryKey, updater: Updater<T | undefined, T | undefined>): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, updater);
}
