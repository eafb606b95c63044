import type { Requester } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHomeRequester } from '../home-api';
import { usePageLocale } from '../use-page-locale';
import { LocationsSchema, type Locations } from './public-content-schemas';

export const locationsKeys = {
  all: ['mf-home', 'locations'] as const,
  locale: (locale: string) => [...locationsKeys.all, locale] as const,
};

/** Every city the marketplace serves, grouped by country (GET /v1/locations/{locale}). */
export function getLocations(request: Requester, locale: string): Promise<Locations> {
  return request({ method: 'GET', path: `/v1/locations/${encodeURIComponent(locale)}`, auth: 'none', schema: LocationsSchema });
}

export function locationsQuery(request: Requester, locale: string) {
  return queryOptions({ queryKey: locationsKeys.locale(locale), queryFn: () => getLocations(request, locale), staleTime: 5 * 60_000 });
}

/** The page locale's locations list. */
export function useLocationsQuery() {
  const { locale } = usePageLocale();
  return useQuery(locationsQuery(useHomeRequester(), locale));
}
