import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** A place prediction, shaped like the maps service's autocomplete answer. */
export const PlacePredictionSchema = v.looseObject({
  place_id: v.string(),
  description: v.string(),
  structured_formatting: v.nullish(v.looseObject({ main_text: v.string(), secondary_text: v.nullish(v.string()) })),
  types: v.nullish(v.array(v.string())),
  latitude: v.nullish(v.number()),
  longitude: v.nullish(v.number()),
});
export type PlacePrediction = v.InferOutput<typeof PlacePredictionSchema>;
export const PlacePredictionsSchema = v.looseObject({ status: v.string(), predictions: v.array(PlacePredictionSchema) });

export interface PlacePredictionQuery {
  /** The typed text. */
  input: string;
  locale?: string;
  /** Geocode types only (spec §5); default 'geocode'. */
  types?: 'geocode' | '(cities)' | '(regions)' | 'locality';
  /** e.g. 'country:us'. */
  components?: string;
}

/** Location suggestions from the maps service (extra route); an empty list for no match. */
export async function getPlacePredictions(request: Requester, query: PlacePredictionQuery): Promise<PlacePrediction[]> {
  const answer = await request({
    method: 'GET',
    path: ROUTES.placePredictions,
    query: { input: query.input, locale: query.locale, types: query.types, components: query.components },
    schema: PlacePredictionsSchema,
  });
  return answer.predictions;
}
