import { getLegalDocument, isApiError, type Requester } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHomeApi } from '../home-api';
import { usePageLocale } from '../use-page-locale';

export const legalDocumentKeys = {
  all: ['mf-home', 'legal'] as const,
  document: (locale: string, slug: string) => [...legalDocumentKeys.all, locale, slug] as const,
};

/** Whether an error is the API's 404 (an unknown document or article): not worth a retry. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function legalDocumentQuery(request: Requester, locale: string, slug: string) {
  return queryOptions({
    queryKey: legalDocumentKeys.document(locale, slug),
    queryFn: () => getLegalDocument(request, locale, slug),
    staleTime: 5 * 60_000,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

/** The page locale's legal document `slug`. */
export function useLegalDocumentQuery(slug: string) {
  const { locale } = usePageLocale();
  return useQuery(legalDocumentQuery(useHomeApi(), locale, slug));
}
