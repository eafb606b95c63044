import { isApiError, type ApiClient } from '@hourspace/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useSearchApi, type SearchApi } from '../search-api';

/** Spec §9: search size 30. */
export const PAGE_SIZE = 30;

/** One result as a card shows it. */
export const SpaceCardSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  city: v.fallback(v.nullable(v.string()), null),
  state: v.fallback(v.nullable(v.string()), null),
  capacity: v.fallback(v.nullable(v.number()), null),
  hourly_price: v.fallback(v.nullable(v.number()), null),
  currency: v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), null),
  rating: v.fallback(v.nullable(v.number()), null),
  review_count: v.fallback(v.nullable(v.number()), null),
  instant_book: v.fallback(v.optional(v.boolean(), false), false),
  photo: v.fallback(
    v.nullable(
      v.object({
        url: v.string(),
        blurHash: v.fallback(v.nullable(v.string()), null),
        width: v.fallback(v.optional(v.number(), 4), 4),
        height: v.fallback(v.optional(v.number(), 3), 3),
      }),
    ),
    null,
  ),
});
export type SpaceCard = v.InferOutput<typeof SpaceCardSchema>;

const CenterSchema = v.object({ latitude: v.number(), longitude: v.number(), label: v.optional(v.string()) });

/** A page of results, as the results page uses it. */
export interface SearchPage {
  total: number;
  page: number;
  pageSize: number;
  /** The activity id the API resolved the search's activity to. */
  activity: string | null;
  /** Where the search is centred, with the place's name when it has one. */
  center: v.InferOutput<typeof CenterSchema> | null;
  results: SpaceCard[];
}

/**
 * Space search (30 a page). The query is the results URL's parameters as they are; a
 * result the page cannot show (no title) is dropped with a warning instead of failing
 * the page.
 */
export async function searchSpaces(client: ApiClient, query: Record<string, string>): Promise<SearchPage> {
  const answer = await client.searchSpaces(query);
  const extra = answer as { page?: unknown; pageSize?: unknown; activity?: unknown; center?: unknown };
  const results = answer.results.flatMap((raw) => {
    const parsed = v.safeParse(SpaceCardSchema, raw);
    if (parsed.success) return [parsed.output];
    console.warn('[mf-search] a search result was left out: it has no usable title or id', raw);
    return [];
  });
  const center = v.safeParse(CenterSchema, extra.center);
  return {
    total: Math.max(answer.total, 0),
    page: typeof extra.page === 'number' ? extra.page : Number(query.page ?? 1),
    pageSize: typeof extra.pageSize === 'number' && extra.pageSize > 0 ? extra.pageSize : PAGE_SIZE,
    activity: typeof extra.activity === 'string' ? extra.activity : null,
    center: center.success ? center.output : null,
    results,
  };
}

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
  return useQuery({ ...searchSpacesQuery(useSearchApi(), query ?? {}), enabled: query !== null, placeholderData: keepPreviousData });
}
