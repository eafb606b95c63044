import { PopularKeywordSchema, type Requester } from '@hourspace/api-client';
import * as v from 'valibot';
import { toKeywordTabs, type KeywordTab } from '../section-model';

/** The answer of GET /v1/keywords/popular/{locale}: the country's popular keywords. */
export const PopularKeywordsResponseSchema = v.object({
  locale: v.string(),
  country: v.optional(v.string()),
  keywords: v.array(PopularKeywordSchema),
});
export type PopularKeywordsResponse = v.InferOutput<typeof PopularKeywordsResponseSchema>;

/** Path of the popular keywords route (packages/api routes/content.ts). */
export const POPULAR_KEYWORDS_PATH = '/v1/keywords/popular/{locale}';

/** The popular keyword tabs of a locale's country (spec §3 Popular keyword). */
export async function getPopularKeywords(request: Requester, locale: string, prefix: string): Promise<KeywordTab[]> {
  const answer = await request({ method: 'GET', path: POPULAR_KEYWORDS_PATH.replace('{locale}', encodeURIComponent(locale)), schema: PopularKeywordsResponseSchema });
  return toKeywordTabs(answer.keywords, prefix);
}
