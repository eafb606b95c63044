import { isApiError, type ApiClient } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useSearchApi, type SearchApi } from '../search-api';
import { SpaceCardSchema } from './search-spaces';

const PhotoSchema = v.object({ url: v.string(), blurHash: v.fallback(v.nullable(v.string()), null), width: v.fallback(v.number(), 4), height: v.fallback(v.number(), 3) });

/** The space page's data (GET /v1/spaces/{id}). */
export const SpaceDetailSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  description: v.fallback(v.string(), ''),
  city: v.fallback(v.string(), ''),
  state: v.fallback(v.string(), ''),
  country: v.fallback(v.string(), ''),
  neighbourhood: v.fallback(v.string(), ''),
  capacity: v.number(),
  hourly_price: v.number(),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  min_hours: v.fallback(v.number(), 1),
  opens_at: v.number(),
  closes_at: v.number(),
  instant_book: v.fallback(v.boolean(), false),
  rating: v.fallback(v.number(), 0),
  review_count: v.fallback(v.number(), 0),
  activities: v.fallback(v.array(v.string()), []),
  included: v.fallback(v.array(v.string()), []),
  house_rules: v.fallback(v.array(v.string()), []),
  cancellation_policy: v.fallback(v.picklist(['flexible', 'moderate', 'strict']), 'flexible'),
  photos: v.fallback(v.array(PhotoSchema), []),
  host: v.fallback(
    v.nullable(
      v.object({ id: v.string(), first_name: v.string(), avatar_url: v.fallback(v.nullable(v.string()), null), power_host: v.fallback(v.boolean(), false), joined: v.string() }),
    ),
    null,
  ),
  reviews: v.fallback(
    v.array(
      v.object({
        id: v.number(),
        author_name: v.string(),
        rating: v.number(),
        body: v.string(),
        created_at: v.string(),
        host_response: v.fallback(v.nullable(v.string()), null),
        responded_at: v.fallback(v.nullable(v.string()), null),
      }),
    ),
    [],
  ),
  similar: v.fallback(v.array(SpaceCardSchema), []),
  /** Extras the host offers with the space, priced per booking or per hour (major units of `currency`). */
  add_ons: v.fallback(
    v.array(v.object({ id: v.number(), name: v.string(), description: v.fallback(v.string(), ''), price: v.number(), unit: v.picklist(['booking', 'hour']) })),
    [],
  ),
});
export type SpaceDetail = v.InferOutput<typeof SpaceDetailSchema>;

/** GET /v1/spaces/{id} through the client's request helper. */
export async function getSpace(client: ApiClient, id: string): Promise<SpaceDetail> {
  return client.request({ method: 'GET', path: `/v1/spaces/${encodeURIComponent(id)}`, schema: SpaceDetailSchema });
}

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
