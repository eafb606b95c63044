import type { ApiClient } from '@hourspace/api-client';
import type { LocationChoice } from './get-place-predictions';

/** What to geocode: a prediction's place id, or text someone typed. */
export type GeocodeRequest = { placeId: string } | { address: string };

/**
 * Resolves a place to coordinates (spec §7 maps service). Null when the service knows no
 * such place: the form then says "We don't recognize that location".
 */
export async function geocodeLocation(client: ApiClient, request: GeocodeRequest, locale: string): Promise<LocationChoice | null> {
  if ('address' in request && request.address.trim() === '') return null;
  const query = 'placeId' in request ? { place_id: request.placeId, locale } : { address: request.address.trim().slice(0, 200), locale };
  const found = await client.geocode(query);
  if (!found) return null;
  const label = found.formatted_address.trim();
  return { query: label, label, latitude: found.geometry.location.lat, longitude: found.geometry.location.lng, placeId: found.place_id };
}
