import { getLocations, type Requester } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHomeApi } from '../home-api';
import { usePageLocale } from '../use-page-locale';

export const locationsKeys = {
  all: ['mf-home', 'locations'] as const,
  locale: (locale: string) => [...locationsKeys.all, locale] as const,
};

export function locationsQuery(request: Requester, locale: string) {
  return queryOptions({ queryKey: locationsKeys.locale(locale), queryFn: () => getLocations(request, locale), staleTime: 5 * 60_000 });
}

/** The page locale's locations list. */
export function useLocationsQuery() {
  const { locale } = usePageLocale();
  return useQuery(locationsQuery(useHomeApi(), locale));
}
