import { parseLocalePath } from '@hourspace/i18n';
import { AttendeesSchema, SEARCH_LIMITS, SEARCH_PARAMS, SEARCH_SORTS, translateMessage, type MessageLanguage, type SearchSort } from '@hourspace/validation';
import * as v from 'valibot';
import { PAGE_SIZE } from '../../../lib/api/search-spaces';

/** The sort orders the search offers, the API's names (@hourspace/validation's search query). */
export const SORTS = SEARCH_SORTS;
export type Sort = SearchSort;

/** The API accepts pages 1 to 1000. */
export const MAX_PAGE = SEARCH_LIMITS.maxPage;

/** Which page this is: the results of a search, or a popular keyword's plan page. */
export interface ResultsRoute {
  kind: 'search' | 'plan';
  /** The plan page's keyword (an activity id such as 'photo-shoot'). */
  keyword: string | null;
  params: URLSearchParams;
}

/** Reads `{prefix}/s/?…` or `{prefix}/plan/{keyword}?…`. */
export function readResultsRoute(pathname: string, search: string): ResultsRoute {
  const { rest } = parseLocalePath(pathname);
  const plan = /^\/plan\/([^/?#]+)\/?$/.exec(rest);
  let keyword: string | null = null;
  if (plan?.[1]) {
    try {
      keyword = decodeURIComponent(plan[1]).trim().slice(0, 100) || null;
    } catch {
      // A malformed escape in a hand-typed URL: take the segment as it is.
      keyword = plan[1].slice(0, 100);
    }
  }
  return { kind: keyword ? 'plan' : 'search', keyword, params: new URLSearchParams(search) };
}

/** The page number the URL asks for, 1 when it asks for none or nonsense. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/**
 * The API query for a results page: the URL's parameters, the plan keyword as the
 * activity, and for a plan page without a place, the locale's default place.
 */
export function apiQueryFor(route: ResultsRoute, locale: string, defaultLocation: string | null): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of SEARCH_PARAMS) {
    const value = route.params.get(name)?.trim();
    if (value) query[name] = value.slice(0, 200);
  }
  if (route.kind === 'plan' && route.keyword) {
    query.activity ??= route.keyword;
    if (!hasPlace(route.params) && defaultLocation) query.location = defaultLocation;
  }
  const page = pageOf(route.params);
  if (page > 1) query.page = String(page);
  else delete query.page;
  query.page_size = String(PAGE_SIZE);
  query.locale = locale;
  return query;
}

/** Whether a plan page must wait for the locale's default place before searching. */
export function needsDefaultLocation(route: ResultsRoute): boolean {
  return route.kind === 'plan' && !hasPlace(route.params);
}

/** The parameters that say where a search is (any of the three place kinds, or the older forms). */
const PLACE_PARAMS = ['location', 'point_of_interest', 'bbox_of_interest', 'place_id', 'bbox', 'lat', 'availability_interval'] as const;

function hasPlace(params: URLSearchParams): boolean {
  return PLACE_PARAMS.some((name) => (params.get(name)?.trim() ?? '') !== '');
}

/** The filter form's values, as text (what the inputs hold). */
export interface Filters {
  attendees: string;
  priceMin: string;
  priceMax: string;
  instantBook: boolean;
}

/** The filters a results URL carries. */
export function readFilters(params: URLSearchParams): Filters {
  return {
    attendees: params.get('attendees') ?? '',
    priceMin: params.get('price_min') ?? '',
    priceMax: params.get('price_max') ?? '',
    instantBook: params.get('instant_book') === 'true' || params.get('instant_book') === '1',
  };
}

/** How many filters are on, for the "Filters (2)" count. */
export function activeFilterCount(filters: Filters): number {
  return [filters.attendees.trim() !== '', filters.priceMin.trim() !== '' || filters.priceMax.trim() !== '', filters.instantBook].filter(Boolean).length;
}

/** Problems of a filter form, by field: spec messages for attendees, the remote's own keys for prices. */
export interface FilterIssues {
  attendees?: string;
  priceMin?: 'filters.priceInvalid';
  priceMax?: 'filters.priceInvalid' | 'filters.priceOrder';
}

/** The highest hourly price the API filters on. */
export const MAX_PRICE = 1_000_000;

function price(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE ? n : undefined;
}

/**
 * Checks the filter form. Attendees is optional here, but a number given follows the
 * spec §5 rule (1 to 100,000, message in the page's language); prices are amounts from 0
 * and the maximum is not below the minimum.
 */
export function checkFilters(filters: Filters, language: MessageLanguage): FilterIssues {
  const issues: FilterIssues = {};
  if (filters.attendees.trim() !== '') {
    const parsed = v.safeParse(AttendeesSchema, filters.attendees, { abortPipeEarly: true });
    if (!parsed.success) issues.attendees = translateMessage(parsed.issues[0]?.message ?? '', language);
  }
  const min = price(filters.priceMin);
  const max = price(filters.priceMax);
  if (min === undefined) issues.priceMin = 'filters.priceInvalid';
  if (max === undefined) issues.priceMax = 'filters.priceInvalid';
  else if (typeof min === 'number' && typeof max === 'number' && max < min) issues.priceMax = 'filters.priceOrder';
  return issues;
}

/**
 * The URL search string with some parameters changed (null removes one). Any change but
 * the page itself goes back to page 1: the old page number means nothing for new results.
 */
export function changeParams(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!('page' in changes)) next.delete('page');
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}

/** The filter values as URL parameters (numbers normalised, empty ones removed). */
export function filterParams(filters: Filters): Record<string, string | null> {
  const number = (text: string) => (text.trim() === '' ? null : String(Number(text.trim().replace(',', '.'))));
  return {
    attendees: number(filters.attendees),
    price_min: number(filters.priceMin),
    price_max: number(filters.priceMax),
    instant_book: filters.instantBook ? 'true' : null,
  };
}
