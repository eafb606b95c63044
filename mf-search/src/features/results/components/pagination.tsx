import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './results.module.css';

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - (sorted[i - 1] ?? page) > 1 ? (['gap', page] as const) : ([page] as const)));
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  current: number;
  last: number;
  /** The URL of a page (real links: they open in a new tab and work without script). */
  hrefFor: (page: number) => string;
  onGo: (page: number) => void;
}

/** Previous, numbered pages and next, as links; the current page is marked. */
export function Pagination({ current, last, hrefFor, onGo }: PaginationProps) {
  const { t } = useTranslation('mf-search');
  if (last <= 1) return null;
  const link = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onGo(page);
  };
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {current > 1 ? (
        <a className={styles.pageStep} href={hrefFor(current - 1)} rel="prev" onClick={link(current - 1)}>
          {t('pagination.previous')}
        </a>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled="true">
          {t('pagination.previous')}
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(current, last).map((page, i) =>
          page === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className={styles.pageLink}
                href={hrefFor(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page })}
                onClick={link(page)}
              >
                {page}
              </a>
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <a className={styles.pageStep} href={hrefFor(current + 1)} rel="next" onClick={link(current + 1)}>
          {t('pagination.next')}
        </a>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled="true">
          {t('pagination.next')}
        </span>
      )}
    </nav>
  );
}
