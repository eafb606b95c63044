import { isApiError } from '@hourspace/api-client';
import { useEffect, useState } from 'react';
import { useSearchApi } from '../../app/search-api';
import type { SearchPage } from './api/search-spaces';

/** Why a search failed: the API's message for a query it refused, or nothing to say but "try again". */
export type SearchFailure = { kind: 'refused'; message: string; field: string | null } | { kind: 'unexpected' };

/** The results of the current query; the last page stays while the next one loads. */
export interface SearchResultsState {
  page: SearchPage | null;
  loading: boolean;
  failure: SearchFailure | null;
  retry: () => void;
}

/** Runs the search for `query` (null: not ready to search yet), dropping answers to older queries. */
export function useSearchResults(query: Record<string, string> | null): SearchResultsState {
  const api = useSearchApi();
  const key = query ? JSON.stringify(query) : null;
  const [state, setState] = useState<{ key: string | null; page: SearchPage | null; failure: SearchFailure | null }>({ key: null, page: null, failure: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    api.searchSpaces(JSON.parse(key) as Record<string, string>).then(
      (page) => live && setState({ key, page, failure: null }),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 400 && error.error_description) {
          setState((s) => ({ key, page: s.page, failure: { kind: 'refused', message: error.error_description ?? '', field: error.issues[0]?.field ?? null } }));
        } else {
          console.error('[mf-search] the search failed', error);
          setState((s) => ({ key, page: s.page, failure: { kind: 'unexpected' } }));
        }
      },
    );
    return () => {
      live = false;
    };
  }, [api, key, attempt]);

  const settled = state.key === key && key !== null;
  return {
    page: state.page,
    loading: !settled,
    failure: settled ? state.failure : null,
    retry: () => {
      // Unsettle the current key, so the page shows it is searching again.
      setState((s) => ({ ...s, key: null }));
      setAttempt((n) => n + 1);
    },
  };
}
