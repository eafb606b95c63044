import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationChoice } from '../../../lib/api/get-place-predictions';
import { useLocationPrefillQuery } from '../../../lib/api/get-location-prefill';
import { recallPlace } from '../../../lib/recent-places';
import { useSearchFormApi } from '../../../lib/search-api';

/** Case, spaces and commas aside, the same place text: 'new york, ny' is 'New York,  NY'. */
function samePlaceText(a: string, b: string): boolean {
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s,]+/g, ' ')
      .trim();
  return key(a) === key(b);
}

/**
 * The place a results URL's `location` names, as the API labels it, so the form and the
 * phone's summary show 'New York, NY' rather than the URL's lower-cased 'new york, ny'
 * (docs/decisions/phone-layout-and-text-zoom.md). In order: the place this tab picked
 * (recent places), the locale's own place when the text is its query (the environment's
 * `location_prefill`), else the gazetteer's answer for the text (`/v1/maps/geocode`). The
 * choice keeps the URL's text as its query, so searching again runs the same search.
 * `place` is null when none of them knows the text (or a lookup failed): the URL's text is
 * shown then. `ready` is false while a lookup runs.
 */
export function useSearchedPlace(locationText: string, locale: string): { ready: boolean; place: LocationChoice | null } {
  const api = useSearchFormApi();
  const text = locationText.trim();
  const recalled = text === '' ? undefined : recallPlace(text);
  const prefill = useLocationPrefillQuery(locale, text !== '' && !recalled);
  const prefillPlace = prefill.data && (samePlaceText(prefill.data.query, text) || samePlaceText(prefill.data.label, text)) ? prefill.data : null;
  const geocodeWanted = text !== '' && !recalled && !prefill.isPending && !prefillPlace;
  const geocoded = useQuery({
    ...queryOptions({
      queryKey: ['mf-search', 'searched-place', locale, text.toLowerCase()] as const,
      queryFn: () => api.geocode({ address: text }, locale),
      staleTime: Infinity,
      retry: false,
    }),
    enabled: geocodeWanted,
  });

  if (text === '') return { ready: true, place: null };
  if (recalled) return { ready: true, place: recalled };
  if (prefill.isPending) return { ready: false, place: null };
  if (prefillPlace) return { ready: true, place: { ...prefillPlace, query: text } };
  if (geocoded.isPending) return { ready: false, place: null };
  return { ready: true, place: geocoded.data ? { ...geocoded.data, query: text } : null };
}
