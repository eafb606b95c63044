import type { ReactNode } from 'react';
import { isNotFound } from '../lib/api/get-legal-document';
import { LoadFailed } from './load-failed';
import { PageLayout, PageSkeleton, PageTitle } from './page-layout';

/** The part of a content page's query that decides what it shows before its data. */
interface PageQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * What a content page read by one query shows while it has no data: `notFound` when the API
 * answered 404 (pages that have such a card), the error card with a retry once the read has
 * failed and stopped retrying (under `title`, for pages that have one without their data), and
 * the skeleton while it loads.
 */
export function PageWithoutData({ query, title, notFound }: { query: PageQuery; title?: string; notFound?: ReactNode }) {
  if (notFound !== undefined && query.isError && isNotFound(query.error)) return notFound;
  if (query.isError && !query.isFetching) {
    return (
      <PageLayout>
        {title === undefined ? null : <PageTitle title={title}>{title}</PageTitle>}
        <LoadFailed onRetry={() => void query.refetch()} />
      </PageLayout>
    );
  }
  return <PageSkeleton />;
}
