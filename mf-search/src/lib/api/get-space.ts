import { isApiError, type SpaceDetail } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchApi, type SearchApi } from '../search-api';

export type { SpaceDetail };

export const spaceKeys = {
  all: ['mf-search', 'space'] as const,
  one: (id: string) => [...spaceKeys.all, id] as const,
};

/** A space page's data, kept a minute (the page is often reopened from results). */
export function spaceQuery(api: Pick<SearchApi, 'space'>, id: string) {
  return queryOptions({
    queryKey: spaceKeys.one(id),
    queryFn: () => api.space(id),
    staleTime: 60_000,
    // A space that is not there (4xx) is not asked for again; a failure is, once.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function useSpaceQuery(id: string) {
  return useQuery(spaceQuery(useSearchApi(), id));
}
