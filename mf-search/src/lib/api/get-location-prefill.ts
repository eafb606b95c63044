import type { ApiClient } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchFormApi, type SearchFormApi } from '../search-api';
import type { LocationChoice } from './get-place-predictions';

/**
 * The location the form starts with for a locale (spec §7: GET /v1/env/web/{locale},
 * field `location_prefill`); null when the environment gives none or an unusable one.
 */
export async function getLocationPrefill(client: ApiClient, locale: string): Promise<LocationChoice | null> {
  const env = await client.getEnv(locale);
  const prefill = env.location_prefill;
  const query = prefill?.query?.trim() || prefill?.label?.trim();
  if (!prefill || !query) return null;
  const { latitude, longitude } = prefill;
  const hasPoint = typeof latitude === 'number' && typeof longitude === 'number' && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return { query, label: prefill.label?.trim() || query, ...(hasPoint ? { latitude, longitude } : {}) };
}

/** Query keys of the location prefill, under the remote's name. */
export const locationPrefillKeys = {
  all: ['mf-search', 'location-prefill'] as const,
  locale: (locale: string) => [...locationPrefillKeys.all, locale] as const,
};

/**
 * Fetched once per page and locale, shared by every form and the plan page (never stale,
 * never collected); a failure (spec §8: logged only) is not kept, so the next use tries again.
 */
export function locationPrefillQuery(api: Pick<SearchFormApi, 'locationPrefill'>, locale: string) {
  return queryOptions({
    queryKey: locationPrefillKeys.locale(locale),
    queryFn: () =>
      api.locationPrefill(locale).catch((error: unknown) => {
        console.error('[mf-search] the location prefill could not be loaded', error);
        throw error;
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The locale's default location, asked only while `enabled`. */
export function useLocationPrefillQuery(locale: string, enabled = true) {
  return useQuery({ ...locationPrefillQuery(useSearchFormApi(), locale), enabled });
}
