import * as v from 'valibot';
import type { QueryParams, Requester } from '../request';
import { ROUTES } from '../routes';

/** One search result. */
export const SpaceSchema = v.looseObject({
  id: v.union([v.string(), v.number()]),
  title: v.string(),
  city: v.nullish(v.string()),
  state: v.nullish(v.string()),
  country: v.nullish(v.string()),
  latitude: v.number(),
  longitude: v.number(),
  capacity: v.nullish(v.number()),
  /** In major units of `currency`. */
  hourly_price: v.number(),
  currency: v.string(),
  rating: v.nullish(v.number()),
  review_count: v.nullish(v.number()),
  instant_book: v.nullish(v.boolean()),
  photo: v.looseObject({ url: v.string(), blurHash: v.nullish(v.string()), width: v.nullish(v.number()), height: v.nullish(v.number()) }),
  activities: v.nullish(v.array(v.string())),
  distance_km: v.nullish(v.number()),
});
export type Space = v.InferOutput<typeof SpaceSchema>;

/** A page of results (spec §9: page size 30). */
export const SearchResultsSchema = v.looseObject({
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  activity: v.nullish(v.string()),
  center: v.nullish(v.looseObject({ latitude: v.number(), longitude: v.number(), radius_km: v.nullish(v.number()), label: v.nullish(v.string()) })),
  results: v.array(SpaceSchema),
});
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>;

/**
 * The results URL's query parameters, passed through: activity, location / place_id / bbox /
 * lat,lng,radius, availability_interval ('lat,lng,start,end'), attendees, price_min,
 * price_max, instant_book, sort, page, locale.
 */
export type SearchSpacesQuery = QueryParams;

/** Space search (extra route); public, so no token is sent. */
export async function searchSpaces(request: Requester, query: SearchSpacesQuery): Promise<SearchResults> {
  return request({ method: 'GET', path: ROUTES.searchSpaces, query, schema: SearchResultsSchema });
}
