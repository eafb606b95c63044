import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

const LatLngSchema = v.looseObject({ lat: v.number(), lng: v.number() });

/** A geocoding result, shaped like the maps service's. */
export const GeocodeResultSchema = v.looseObject({
  place_id: v.string(),
  formatted_address: v.string(),
  types: v.nullish(v.array(v.string())),
  geometry: v.looseObject({
    location: LatLngSchema,
    viewport: v.nullish(v.looseObject({ northeast: LatLngSchema, southwest: LatLngSchema })),
  }),
  address_components: v.nullish(v.array(v.looseObject({ long_name: v.string(), short_name: v.string(), types: v.array(v.string()) }))),
});
export type GeocodeResult = v.InferOutput<typeof GeocodeResultSchema>;
export const GeocodeAnswerSchema = v.looseObject({ status: v.string(), results: v.array(GeocodeResultSchema) });

/** A prediction's place_id, free text, or 'lat,lng' (reverse); plus the answer's locale. */
export type GeocodeQuery = ({ place_id: string } | { address: string } | { latlng: string }) & { locale?: string };

/** Geocodes a place (extra route): the best result, or null when nothing matched. */
export async function getGeocode(request: Requester, query: GeocodeQuery): Promise<GeocodeResult | null> {
  const answer = await request({ method: 'GET', path: ROUTES.geocode, query: { ...query }, schema: GeocodeAnswerSchema });
  return answer.results[0] ?? null;
}
