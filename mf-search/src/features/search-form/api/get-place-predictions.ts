import type { ApiClient } from '@hourspace/api-client';

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
