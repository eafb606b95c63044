import type { Requester } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHomeRequester } from '../home-api';
import { usePageLocale } from '../use-page-locale';
import { isNotFound } from './get-legal-document';
import { ArticleSchema, type Article } from './public-content-schemas';

export const articleKeys = {
  all: ['mf-home', 'article'] as const,
  article: (locale: string, slug: string) => [...articleKeys.all, locale, slug] as const,
};

/** One blog article (GET /v1/resources/{locale}/{slug}). */
export function getArticle(request: Requester, locale: string, slug: string): Promise<Article> {
  return request({ method: 'GET', path: `/v1/resources/${encodeURIComponent(locale)}/${encodeURIComponent(slug)}`, auth: 'none', schema: ArticleSchema });
}

export function articleQuery(request: Requester, locale: string, slug: string) {
  return queryOptions({
    queryKey: articleKeys.article(locale, slug),
    queryFn: () => getArticle(request, locale, slug),
    staleTime: 5 * 60_000,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

/** The page locale's article `slug`. */
export function useArticleQuery(slug: string) {
  const { locale } = usePageLocale();
  return useQuery(articleQuery(useHomeRequester(), locale, slug));
}
