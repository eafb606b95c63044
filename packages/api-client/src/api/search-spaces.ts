import * as v from 'valibot';
import type { QueryParams, Requester } from '../request';
import { ROUTES } from '../routes';

/** Spec §9: search size 30. */
export const SEARCH_PAGE_SIZE = 30;

/** One search result as a card shows it (also the space page's similar spaces). */
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
  /** Where the space is, for the results page's map (null: not on the map). */
  latitude: v.fallback(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))), null),
  longitude: v.fallback(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))), null),
  /** Kilometres from the searched point, when the search is round one. */
  distance_km: v.fallback(v.nullable(v.number()), null),
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

/** The map area a box search (`bbox_of_interest`) ran over, in degrees. */
const AreaSchema = v.object({ west: v.number(), south: v.number(), east: v.number(), north: v.number() });

/**
 * The answer's frame. Each result is checked on its own afterwards (`SpaceCardSchema`), so
 * one result a card cannot show is left out instead of failing the page.
 */
const SearchAnswerSchema = v.looseObject({ total: v.number(), results: v.array(v.unknown()) });

/** A page of results (spec §9: page size 30). */
export interface SearchPage {
  total: number;
  page: number;
  pageSize: number;
  /** The activity id the API resolved the search's activity to. */
  activity: string | null;
  /** Where the search is centred, with the place's name when it has one. */
  center: v.InferOutput<typeof CenterSchema> | null;
  /** The map area a box search ran over. */
  area: v.InferOutput<typeof AreaSchema> | null;
  results: SpaceCard[];
}

/**
 * The results URL's query parameters, passed through: activity, location / place_id / bbox /
 * lat,lng,radius, availability_interval ('lat,lng,start,end'), attendees, price_min,
 * price_max, instant_book, sort, page, locale.
 */
export type SearchSpacesQuery = QueryParams;

/**
 * Space search (extra route); public, so no token is sent. A result without a usable id or
 * title is left out with a warning.
 */
export async function searchSpaces(request: Requester, query: SearchSpacesQuery): Promise<SearchPage> {
  const answer = await request({ method: 'GET', path: ROUTES.searchSpaces, query, schema: SearchAnswerSchema });
  const extra = answer as { page?: unknown; pageSize?: unknown; activity?: unknown; center?: unknown; area?: unknown };
  const results = answer.results.flatMap((raw) => {
    const parsed = v.safeParse(SpaceCardSchema, raw);
    if (parsed.success) return [parsed.output];
    console.warn('[@hourspace/api-client] a search result was left out: it has no usable title or id', raw);
    return [];
  });
  const center = v.safeParse(CenterSchema, extra.center);
  const area = v.safeParse(AreaSchema, extra.area);
  return {
    total: Math.max(answer.total, 0),
    page: typeof extra.page === 'number' ? extra.page : Number(query.page ?? 1),
    pageSize: typeof extra.pageSize === 'number' && extra.pageSize > 0 ? extra.pageSize : SEARCH_PAGE_SIZE,
    activity: typeof extra.activity === 'string' ? extra.activity : null,
    center: center.success ? center.output : null,
    area: area.success ? area.output : null,
    results,
  };
}
