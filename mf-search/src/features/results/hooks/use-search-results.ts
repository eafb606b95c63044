import { isApiError } from '@hourspace/api-client';
import { useRef } from 'react';
import { isRefusal, useSearchSpacesQuery, type SearchPage } from '../../../lib/api/search-spaces';

/** Why a search failed: the API's message for a query it refused, or nothing to say but "try again". */
export type SearchFailure = { kind: 'refused'; message: string; field: string | null } | { kind: 'unexpected' };

/** The results of the current query; the last page stays while the next one loads (`loading`: another query's). */
export interface SearchResultsState {
  page: SearchPage | null;
  loading: boolean;
  failure: SearchFailure | null;
  retry: () => void;
}

function failureOf(error: unknown): SearchFailure {
  if (isRefusal(error) && isApiError(error)) return { kind: 'refused', message: error.error_description ?? '', field: error.issues[0]?.field ?? null };
  return { kind: 'unexpected' };
}

/** Runs the search for `query` (null: not ready to search yet), dropping answers to older queries. */
export function useSearchResults(query: Record<string, string> | null): SearchResultsState {
  const result = useSearchSpacesQuery(query);
  // The last page shown stays under a failure too (the query only keeps it while loading).
  const lastPage = useRef<SearchPage | null>(null);
  if (result.data) lastPage.current = result.data;
  // The same search read again in the background (after a page rendered on request has loaded,
  // on focus) keeps the page as it is: no spinner, no count blanked for a moment.
  const refreshing = result.isFetching && result.isSuccess && !result.isPlaceholderData;
  const settled = query !== null && !result.isPending && (!result.isFetching || refreshing);
  return {
    page: result.data ?? lastPage.current,
    loading: !settled,
    failure: settled && result.isError ? failureOf(result.error) : null,
    retry: () => void result.refetch(),
  };
}
