import { getPopularKeywords as readPopularKeywords, type Requester } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePageLocale } from '../use-page-locale';
import { useHomeApi } from '../home-api';
import { toKeywordTabs, type KeywordTab } from '../section-model';

/** Query keys of the popular keyword tabs, under the remote's name. */
export const popularKeywordsKeys = {
  all: ['mf-home', 'popular-keywords'] as const,
  locale: (locale: string, prefix: string) => [...popularKeywordsKeys.all, locale, prefix] as const,
};

/** The popular keyword tabs of a locale's country (spec §3 Popular keyword). */
export async function getPopularKeywords(request: Requester, locale: string, prefix: string): Promise<KeywordTab[]> {
  const answer = await readPopularKeywords(request, locale);
  return toKeywordTabs(answer.keywords, prefix);
}

/** Loaded once per page and kept across remounts; a failed load is loaded again on the next mount or "Try again". */
export function popularKeywordsQuery(request: Requester, locale: string, prefix: string) {
  return queryOptions({
    queryKey: popularKeywordsKeys.locale(locale, prefix),
    queryFn: () =>
      getPopularKeywords(request, locale, prefix).catch((error: unknown) => {
        console.error(`[mf-home] loading the home keywords for ${locale} failed`, error);
        throw error;
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The page locale's popular keyword tabs. */
export function usePopularKeywordsQuery() {
  const { locale, prefix } = usePageLocale();
  return useQuery(popularKeywordsQuery(useHomeApi(), locale, prefix));
}
