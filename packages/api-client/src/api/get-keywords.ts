import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';

/** A full activity (spec §3). */
export const ActivitySchema = v.looseObject({
  id: v.union([v.string(), v.number()]),
  dropdown: v.string(),
  use_subtype: v.nullish(v.string()),
  use_type: v.nullish(v.string()),
  display_use_type: v.nullish(v.string()),
  /** The search query this activity runs. */
  query: v.nullish(v.string()),
  dropdown_plural: v.nullish(v.string()),
  display_keyword_plural: v.nullish(v.string()),
});
export type Activity = v.InferOutput<typeof ActivitySchema>;

export const KeywordsSchema = v.array(ActivitySchema);
export type Keywords = v.InferOutput<typeof KeywordsSchema>;

/** GET /v1/env/keywords/{locale} with the basic key: the activity keywords of a locale. */
export async function getKeywords(request: Requester, locale: string): Promise<Keywords> {
  return request({ method: 'GET', path: fillPath(ROUTES.keywords, { locale }), auth: 'basic', schema: KeywordsSchema });
}
