import * as v from 'valibot';
import { MESSAGES } from './messages';

/**
 * The space search's query (`GET /v1/spaces/search`), shared by the API that parses it and
 * the results page that builds it, so the two never disagree on a sort name or a limit.
 */

/** The sort orders of a search, as the API names them. */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'rating', 'distance'] as const;

/** A sort order; anything else is refused with the spec's invalid-value message. */
export const SearchSortSchema = v.picklist(SEARCH_SORTS, MESSAGES['value.invalid']);
export type SearchSort = v.InferOutput<typeof SearchSortSchema>;

/**
 * The query parameters a results page's URL carries and passes on to the API as they are (the
 * API reads `page_size` and `locale` too, which the page sets itself).
 */
export const SEARCH_PARAMS = [
  'activity',
  'location',
  'place_id',
  'bbox',
  'point_of_interest',
  'bbox_of_interest',
  'lat',
  'lng',
  'radius',
  'availability_interval',
  'attendees',
  'price_min',
  'price_max',
  'instant_book',
  'sort',
  'page',
] as const;

/** Spec §9: 30 results a page, at most; pages 1 to 1000. */
export const SEARCH_LIMITS = { pageSize: 30, maxPage: 1000 } as const;

/** The three kinds of place a search can be about (spec §3 location option `query`). */
export const LOCATION_QUERY_KINDS = ['location', 'point_of_interest', 'bbox_of_interest'] as const;
export type LocationQueryKind = (typeof LOCATION_QUERY_KINDS)[number];

/**
 * The largest map area a box search takes, in degrees: a region, not a continent. A bigger
 * box would sort most of the table for one page (docs/decisions/search-map.md); the map asks
 * the person to zoom in instead.
 */
export const BBOX_LIMITS = { maxLatSpan: 20, maxLngSpan: 40 } as const;

/** A map area in degrees, GeoJSON order; `west > east` crosses the antimeridian. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Degrees as plain decimals (no exponent, no hex): what a map and a URL write. */
const DECIMAL = /^-?\d{1,3}(\.\d{1,20})?$/;

function degrees(text: string): number | undefined {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : undefined;
}

/** Longitude span of a box, east of west (crossing the antimeridian when west > east). */
export function lngSpan(box: BoundingBox): number {
  return box.west <= box.east ? box.east - box.west : 360 - box.west + box.east;
}

/**
 * `bbox_of_interest`: 'west,south,east,north' in degrees. Four numbers, latitudes from -90 to
 * 90 and longitudes from -180 to 180, south below north, no bigger than {@link BBOX_LIMITS}.
 */
export const BboxOfInterestSchema = v.pipe(
  v.string(MESSAGES['search.bboxInvalid']),
  v.maxLength(120, MESSAGES['search.bboxInvalid']),
  v.rawTransform<string, BoundingBox>(({ dataset, addIssue, NEVER }) => {
    const parts = dataset.value.split(',').map(degrees);
    const [west, south, east, north] = parts;
    if (parts.length !== 4 || west === undefined || south === undefined || east === undefined || north === undefined) {
      addIssue({ message: MESSAGES['search.bboxInvalid'] });
      return NEVER;
    }
    if (Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180) {
      addIssue({ message: MESSAGES['search.coordinatesInvalid'] });
      return NEVER;
    }
    const box = { west, south, east, north };
    if (south >= north || west === east) {
      addIssue({ message: MESSAGES['search.bboxInvalid'] });
      return NEVER;
    }
    if (north - south > BBOX_LIMITS.maxLatSpan || lngSpan(box) > BBOX_LIMITS.maxLngSpan) {
      addIssue({ message: MESSAGES['search.bboxTooLarge'] });
      return NEVER;
    }
    return box;
  }),
);

/** `point_of_interest`: a gazetteer place id ('poi:…' for a landmark, 'gn:…' for a town). */
export const PointOfInterestSchema = v.pipe(v.string(MESSAGES['search.unknownLocation']), v.trim(), v.regex(/^(poi|gn):[a-z0-9-]{1,60}$/, MESSAGES['search.unknownLocation']));

/** `location`: free text the gazetteer geocodes. */
export const LocationTextSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES['search.unknownLocation']), v.maxLength(200, MESSAGES['search.unknownLocation']));

/** `radius` round a point, in kilometres. */
export const RadiusSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,3}(\.\d{1,3})?$/, MESSAGES['value.invalid']),
  v.transform(Number),
  v.minValue(0.1, MESSAGES['value.invalid']),
  v.maxValue(500, MESSAGES['value.invalid']),
);

/**
 * The place of a search, one of the three kinds (spec §3 location option), in one schema that
 * the API parses and the results page builds against. `query` names the kind.
 */
export const LocationQuerySchema = v.variant('query', [
  v.object({ query: v.literal('location'), location: LocationTextSchema }),
  v.object({ query: v.literal('point_of_interest'), point_of_interest: PointOfInterestSchema, radius: v.optional(RadiusSchema) }),
  v.object({ query: v.literal('bbox_of_interest'), bbox_of_interest: BboxOfInterestSchema }),
]);
export type LocationQuery = v.InferOutput<typeof LocationQuerySchema>;

/** The outcome of {@link parseLocationQuery}: the place, none, or the field to mark and its message. */
export type LocationQueryResult = { ok: true; query: LocationQuery | null } | { ok: false; field: string; message: string };

/**
 * Reads the place of a search from its parameters: the map area wins over a point, which wins
 * over typed text (a results URL keeps `location` for the form's label while the map or a
 * suggestion narrows it). Empty parameters count as absent.
 */
export function parseLocationQuery(get: (name: string) => string | undefined): LocationQueryResult {
  const present = (name: string) => {
    const value = get(name);
    return value !== undefined && value.trim() !== '' ? value : undefined;
  };
  const bbox = present('bbox_of_interest');
  const poi = present('point_of_interest');
  const location = present('location');
  const radius = present('radius');
  const input = bbox
    ? { query: 'bbox_of_interest', bbox_of_interest: bbox }
    : poi
      ? { query: 'point_of_interest', point_of_interest: poi, ...(radius ? { radius } : {}) }
      : location
        ? { query: 'location', location }
        : null;
  if (!input) return { ok: true, query: null };
  const parsed = v.safeParse(LocationQuerySchema, input, { abortPipeEarly: true });
  if (parsed.success) return { ok: true, query: parsed.output };
  const issue = parsed.issues[0];
  const field = issue?.path?.map((p) => String(p.key)).at(-1) ?? input.query;
  return { ok: false, field, message: issue?.message ?? MESSAGES['value.invalid'] };
}

/** A box as `bbox_of_interest` writes it, 5 decimals (about a metre). */
export function formatBbox(box: BoundingBox): string {
  const round = (n: number) => String(Math.round(n * 1e5) / 1e5);
  return [box.west, box.south, box.east, box.north].map(round).join(',');
}
