import { createApiClient, type ApiClient } from '@hourspace/api-client';
import { createContext, useContext, type ReactNode } from 'react';
import { geocodeLocation, type GeocodeRequest } from '../features/search-form/api/geocode-location';
import { getActivities, type ActivityChoice } from '../features/search-form/api/get-activities';
import { getLocationPrefill } from '../features/search-form/api/get-location-prefill';
import { getPlacePredictions, type LocationChoice } from '../features/search-form/api/get-place-predictions';
import { searchSpaces, type SearchPage } from '../features/results/api/search-spaces';

/** Every call this remote makes, behind one seam so component tests can answer them. */
export interface SearchApi {
  activities(locale: string): Promise<ActivityChoice[]>;
  locationPrefill(locale: string): Promise<LocationChoice | null>;
  placePredictions(input: string, locale: string): Promise<LocationChoice[]>;
  geocode(request: GeocodeRequest, locale: string): Promise<LocationChoice | null>;
  searchSpaces(query: Record<string, string>): Promise<SearchPage>;
}

/**
 * The API through the shared client. Locale data barely changes within a visit, so the
 * catalogue and the prefill are fetched once per locale and shared by the hero, the modal
 * and the results page; a failed fetch is forgotten so the next use tries again.
 */
export function createSearchApi(client: ApiClient): SearchApi {
  const once = <T,>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };
  const activities = new Map<string, Promise<ActivityChoice[]>>();
  const prefills = new Map<string, Promise<LocationChoice | null>>();
  return {
    activities: (locale) => once(activities, locale, () => getActivities(client, locale)),
    locationPrefill: (locale) => once(prefills, locale, () => getLocationPrefill(client, locale)),
    placePredictions: (input, locale) => getPlacePredictions(client, input, locale),
    geocode: (request, locale) => geocodeLocation(client, request, locale),
    searchSpaces: (query) => searchSpaces(client, query),
  };
}

let pageApi: SearchApi | null = null;

/** The page's API: one per page load, shared by every part of this remote on the page. */
function defaultSearchApi(): SearchApi {
  pageApi ??= createSearchApi(createApiClient());
  return pageApi;
}

const SearchApiContext = createContext<SearchApi | null>(null);

/** Overrides the API for a subtree (tests, the standalone dev mount). */
export function SearchApiProvider({ api, children }: { api: SearchApi; children: ReactNode }) {
  return <SearchApiContext.Provider value={api}>{children}</SearchApiContext.Provider>;
}

/** The API this tree calls. */
export function useSearchApi(): SearchApi {
  return useContext(SearchApiContext) ?? defaultSearchApi();
}
