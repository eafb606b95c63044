import { getPopularKeywords as readPopularKeywords, type Requester } from '@hourspace/api-client';
import { toKeywordTabs, type KeywordTab } from '../section-model';

/** The popular keyword tabs of a locale's country (spec §3 Popular keyword). */
export async function getPopularKeywords(request: Requester, locale: string, prefix: string): Promise<KeywordTab[]> {
  const answer = await readPopularKeywords(request, locale);
  return toKeywordTabs(answer.keywords, prefix);
}
