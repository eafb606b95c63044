import { getArticle, type Requester } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHomeApi } from '../home-api';
import { usePageLocale } from '../use-page-locale';
import { isNotFound } from './get-legal-document';

export const articleKeys = {
  all: ['mf-home', 'article'] as const,
  article: (locale: string, slug: string) => [...articleKeys.all, locale, slug] as const,
};

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
  return useQuery(articleQuery(useHomeApi(), locale, slug));
}
