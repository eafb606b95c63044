import { getFees, type Requester } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHomeApi } from '../home-api';

export const feesKeys = { all: ['mf-home', 'fees'] as const };

export function feesQuery(request: Requester) {
  return queryOptions({ queryKey: feesKeys.all, queryFn: () => getFees(request), staleTime: 5 * 60_000 });
}

/** The marketplace's fees. */
export function useFeesQuery() {
  return useQuery(feesQuery(useHomeApi()));
}
