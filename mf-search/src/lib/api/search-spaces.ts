import { isApiError, SEARCH_PAGE_SIZE, type SearchPage, type SpaceCard } from '@hourspace/api-client';
import { useHydrated } from '@hourspace/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchApi, type SearchApi } from '../search-api';

export type { SearchPage, SpaceCard };

/** Spec §9: search size 30. */
export const PAGE_SIZE = SEARCH_PAGE_SIZE;

/** Query keys of a search, under the remote's name: the results URL's parameters. */
export const searchSpacesKeys = {
  all: ['mf-search', 'search-spaces'] as const,
  query: (query: Record<string, string>) => [...searchSpacesKeys.all, query] as const,
};

/** A search the API refused (400 with a message): said on the page, not logged. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && Boolean(error.error_description);
}

/** Run for each query the page shows, not kept once it moves on (the page never cached searches). */
export function searchSpacesQuery(api: Pick<SearchApi, 'searchSpaces'>, query: Record<string, string>) {
  return queryOptions({
    queryKey: searchSpacesKeys.query(query),
    queryFn: () =>
      api.searchSpaces(query).catch((error: unknown) => {
        if (!isRefusal(error)) console.error('[mf-search] the search failed', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The results of `query` (null: not ready to search yet); the last page stays while the next one loads. */
export function useSearchSpacesQuery(query: Record<string, string> | null) {
  const hydrated = useHydrated();
  return useQuery({
    ...searchSpacesQuery(useSearchApi(), query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    // Hydrating markup rendered on request, the results are the ones the markup shows (from its
    // data block), read again after the page's load (refreshServerState): a read on mount would
    // show the page as loading, which the markup does not (docs/decisions/request-time-ssr.md).
    // Elsewhere the search runs on mount as it always did (its answers are stale at once).
    refetchOnMount: hydrated,
  });
}
