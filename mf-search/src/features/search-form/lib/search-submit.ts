// The submit path (luxon date maths and the results URL), loaded on first use.
import { buildResultsUrl as buildSearchUrl, type SearchCriteria } from '../../../lib/search-url';

export { resolveSearch } from './resolve-search';

/** A suggestion of the gazetteer's points of interest (a park, a station, a landmark): 'poi:<slug>'. */
const POINT_OF_INTEREST = /^poi:[a-z0-9-]{1,60}$/;

/**
 * The results URL of a search. A point of interest chosen from the suggestions searches round
 * that point (`point_of_interest`, spec §3 location option; docs/decisions/search-map.md), and
 * the typed label stays in `location` for the page's form.
 */
export function buildResultsUrl(prefix: string, criteria: SearchCriteria): string {
  const url = buildSearchUrl(prefix, criteria);
  const placeId = criteria.location?.placeId;
  if (!placeId || !POINT_OF_INTEREST.test(placeId)) return url;
  return `${url}&point_of_interest=${encodeURIComponent(placeId)}`;
}
