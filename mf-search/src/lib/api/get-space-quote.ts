import { QUOTE_PROBLEMS, type CancellationTerms, type QuoteRequest, type SpaceQuote } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchApi, type SearchApi } from '../search-api';

/** A quote carries `instant` and the policy's dates for its hours (`cancellation`, docs/decisions/checkout-flow.md). */
export type { CancellationTerms, QuoteRequest, SpaceQuote };

/** What the quote can say of the chosen hours, and the request's capacity refusal: each has its words under space.book.problems. */
export const HOURS_PROBLEMS: readonly string[] = [...QUOTE_PROBLEMS, 'capacity'];

export const spaceQuoteKeys = {
  all: ['mf-search', 'space-quote'] as const,
  one: (r: QuoteRequest) => [...spaceQuoteKeys.all, r.spaceId, r.startsAt, r.endsAt, (r.addOns ?? []).join(',')] as const,
};

/** Each choice of hours is priced once; the conflict check is fresh for 30 s. */
export function spaceQuoteQuery(api: Pick<SearchApi, 'spaceQuote'>, request: QuoteRequest) {
  return queryOptions({ queryKey: spaceQuoteKeys.one(request), queryFn: () => api.spaceQuote(request), staleTime: 30_000, retry: 1 });
}

export function useSpaceQuoteQuery(request: QuoteRequest | null) {
  const api = useSearchApi();
  return useQuery({ ...spaceQuoteQuery(api, request ?? { spaceId: '', startsAt: '', endsAt: '' }), enabled: request !== null });
}
