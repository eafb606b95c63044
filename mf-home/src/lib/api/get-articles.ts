import type { Requester } from '@hourspace/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useHomeRequester } from '../home-api';
import { usePageLocale } from '../use-page-locale';
import { ArticleIndexSchema, type ArticleIndex } from './public-content-schemas';

export const articlesKeys = {
  all: ['mf-home', 'articles'] as const,
  page: (locale: string, category: string | null, page: number) => [...articlesKeys.all, locale, category ?? 'all', page] as const,
};

/** One page of the blog index, of one category or all (GET /v1/resources/{locale}). */
export function getArticles(request: Requester, locale: string, category: string | null, page: number): Promise<ArticleIndex> {
  return request({
    method: 'GET',
    path: `/v1/resources/${encodeURIComponent(locale)}`,
    auth: 'none',
    query: { category: category ?? undefined, page: page > 1 ? page : undefined },
    schema: ArticleIndexSchema,
  });
}

export function articlesQuery(request: Requester, locale: string, category: string | null, page: number) {
  return queryOptions({ queryKey: articlesKeys.page(locale, category, page), queryFn: () => getArticles(request, locale, category, page), staleTime: 5 * 60_000 });
}

/** The page locale's blog index page; the last page stays shown while the next one loads. */
export function useArticlesQuery(category: string | null, page: number) {
  const { locale } = usePageLocale();
  return useQuery({ ...articlesQuery(useHomeRequester(), locale, category, page), placeholderData: keepPreviousData });
}
