import type { Requester } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHomeRequester } from '../home-api';
import { FeesSchema, type Fees } from './public-content-schemas';

export const feesKeys = { all: ['mf-home', 'fees'] as const };

/** The guest service fee and host fee percentages (GET /v1/fees). */
export function getFees(request: Requester): Promise<Fees> {
  return request({ method: 'GET', path: '/v1/fees', auth: 'none', schema: FeesSchema });
}

export function feesQuery(request: Requester) {
  return queryOptions({ queryKey: feesKeys.all, queryFn: () => getFees(request), staleTime: 5 * 60_000 });
}

/** The marketplace's fees. */
export function useFeesQuery() {
  return useQuery(feesQuery(useHomeRequester()));
}
