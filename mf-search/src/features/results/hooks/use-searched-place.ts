import { useHydrated } from '@hourspace/ui';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LocationChoice } from '../../../lib/api/get-place-predictions';
import { locationPrefillQuery, useLocationPrefillQuery } from '../../../lib/api/get-location-prefill';
import { recallPlace } from '../../../lib/recent-places';
import { useSearchFormApi, type SearchFormApi } from '../../../lib/search-api';

/** Case, spaces and commas aside, the same place text: 'new york, ny' is 'New York,  NY'. */
function samePlaceText(a: string, b: string): boolean {
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s,]+/g, ' ')
      .trim();
  return key(a) === key(b);
}

/** Whether the locale's prefilled place is the one `text` names (by the text it was asked with, or its label). */
function prefillNames(prefill: { query: string; label: string }, text: string): boolean {
  return samePlaceText(prefill.query, text) || samePlaceText(prefill.label, text);
}

/** The gazetteer's answer for a results URL's place text (never stale: a place's name does not change within a visit). */
export function searchedPlaceQuery(api: Pick<SearchFormApi, 'geocode'>, locale: string, text: string) {
  return queryOptions({
    queryKey: ['mf-search', 'searched-place', locale, text.toLowerCase()] as const,
    queryFn: () => api.geocode({ address: text }, locale),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The reads {@link useSearchedPlace} makes for `locationText` in a page that has never searched
 * (nothing recalled), into `client`: how the server renders the results page's bar on request
 * (docs/decisions/request-time-ssr.md).
 */
export async function loadSearchedPlace(client: QueryClient, api: Pick<SearchFormApi, 'locationPrefill' | 'geocode'>, locale: string, locationText: string): Promise<void> {
  const text = locationText.trim();
  if (text === '') return;
  const prefill = await client.fetchQuery(locationPrefillQuery(api, locale)).catch(() => undefined);
  if (prefill === undefined || (prefill && prefillNames(prefill, text))) return;
  await client.prefetchQuery(searchedPlaceQuery(api, locale, text));
}

/**
 * The place a results URL's `location` names, as the API labels it, so the form and the
 * phone's summary show 'New York, NY' rather than the URL's lower-cased 'new york, ny'
 * (docs/decisions/phone-layout-and-text-zoom.md). In order: the place this tab picked
 * (recent places), the locale's own place when the text is its query (the environment's
 * `location_prefill`), else the gazetteer's answer for the text (`/v1/maps/geocode`). The
 * choice keeps the URL's text as its query, so searching again runs the same search.
 * `place` is null when none of them knows the text (or a lookup failed): the URL's text is
 * shown then. `ready` is false while a lookup runs. The place this tab picked is not read while
 * hydrating markup rendered on request (the server cannot know it), only once hydrated.
 */
export function useSearchedPlace(locationText: string, locale: string): { ready: boolean; place: LocationChoice | null } {
  const api = useSearchFormApi();
  const text = locationText.trim();
  const hydrated = useHydrated();
  const recalled = text === '' || !hydrated ? undefined : recallPlace(text);
  const prefill = useLocationPrefillQuery(locale, text !== '' && !recalled);
  const prefillPlace = prefill.data && prefillNames(prefill.data, text) ? prefill.data : null;
  const geocodeWanted = text !== '' && !recalled && !prefill.isPending && !prefillPlace;
  const geocoded = useQuery({ ...searchedPlaceQuery(api, locale, text), enabled: geocodeWanted });

  if (text === '') return { ready: true, place: null };
  if (recalled) return { ready: true, place: recalled };
  if (prefill.isPending) return { ready: false, place: null };
  if (prefillPlace) return { ready: true, place: { ...prefillPlace, query: text } };
  if (geocoded.isPending) return { ready: false, place: null };
  return { ready: true, place: geocoded.data ? { ...geocoded.data, query: text } : null };
}
