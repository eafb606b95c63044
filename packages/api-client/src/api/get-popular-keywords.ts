import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';

/** A popular keyword tab (spec §3). */
export const PopularKeywordSchema = v.looseObject({
  keyword: v.string(),
  dropdown_plural: v.nullish(v.string()),
  display_keyword_plural: v.nullish(v.string()),
  locations: v.array(v.looseObject({ city: v.string(), state: v.nullish(v.string()), permalink: v.string() })),
});
export type PopularKeyword = v.InferOutput<typeof PopularKeywordSchema>;

/** The popular keywords of a locale's country. */
export const PopularKeywordsSchema = v.looseObject({
  locale: v.string(),
  country: v.string(),
  keywords: v.array(PopularKeywordSchema),
});
export type PopularKeywords = v.InferOutput<typeof PopularKeywordsSchema>;

/** Popular keywords of the locale's country (extra route). */
export async function getPopularKeywords(request: Requester, locale: string): Promise<PopularKeywords> {
  return request({ method: 'GET', path: fillPath(ROUTES.popularKeywords, { locale }), schema: PopularKeywordsSchema });
}
