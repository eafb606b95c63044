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
