import { getArticles, type Requester } from '@hourspace/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useHomeApi } from '../home-api';
import { usePageLocale } from '../use-page-locale';

export const articlesKeys = {
  all: ['mf-home', 'articles'] as const,
  page: (locale: string, category: string | null, page: number) => [...articlesKeys.all, locale, category ?? 'all', page] as const,
};

export function articlesQuery(request: Requester, locale: string, category: string | null, page: number) {
  return queryOptions({ queryKey: articlesKeys.page(locale, category, page), queryFn: () => getArticles(request, locale, category, page), staleTime: 5 * 60_000 });
}

/** The page locale's blog index page; the last page stays shown while the next one loads. */
export function useArticlesQuery(category: string | null, page: number) {
  const { locale } = usePageLocale();
  return useQuery({ ...articlesQuery(useHomeApi(), locale, category, page), placeholderData: keepPreviousData });
}
