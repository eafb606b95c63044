import type { ApiClient } from '@hourspace/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchFormApi, type SearchFormApi } from '../search-api';

/** A place the location field can hold (spec §3 location option). */
export interface LocationChoice {
  /** The text the results URL carries for it. */
  query: string;
  /** What the field shows. */
  label: string;
  latitude?: number;
  longitude?: number;
  /** The maps service's id, when it came from a prediction. */
  placeId?: string;
}

/** Place predictions limited to geocode types (spec §5), as location choices. */
export async function getPlacePredictions(client: ApiClient, input: string, locale: string): Promise<LocationChoice[]> {
  const text = input.trim().slice(0, 200);
  if (text === '') return [];
  const predictions = await client.getPlacePredictions({ input: text, locale, types: 'geocode' });
  return predictions.flatMap(({ place_id, description, latitude, longitude }) => {
    const label = description.trim();
    if (label === '') return [];
    const point = typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : {};
    return [{ query: label, label, placeId: place_id, ...point }];
  });
}

/** Query keys of place predictions, under the remote's name. */
export const placePredictionsKeys = {
  all: ['mf-search', 'place-predictions'] as const,
  text: (input: string, locale: string) => [...placePredictionsKeys.all, locale, input] as const,
};

/** Asked for each (debounced) text and never kept once the field moves on, as before. */
export function placePredictionsQuery(api: Pick<SearchFormApi, 'placePredictions'>, input: string, locale: string) {
  return queryOptions({
    queryKey: placePredictionsKeys.text(input, locale),
    queryFn: () =>
      api.placePredictions(input, locale).catch((error: unknown) => {
        console.error('[mf-search] place predictions failed', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Place predictions for `input` while `enabled`. The last list stays while the next one
 * loads, so the list does not flicker; an answer to older text never replaces a newer one.
 */
export function usePlacePredictionsQuery(input: string, locale: string, enabled: boolean) {
  return useQuery({ ...placePredictionsQuery(useSearchFormApi(), input, locale), enabled, placeholderData: keepPreviousData });
}
