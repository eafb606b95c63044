import { useTranslation } from 'react-i18next';
import { PageLayout, PageTitle, pageStyles } from '../../../components/page-layout';
import { PageWithoutData } from '../../../components/page-without-data';
import { useArticlesQuery } from '../../../lib/api/get-articles';
import { usePageLocale } from '../../../lib/use-page-locale';
import { useCurrentUrl } from '@hourspace/ui';
import { ArticleCard, resourcesHref } from './article-card';
import styles from './resources.module.css';

/** The category and page the address asks for (`?category=events&page=2`); a page that is not a positive whole number is 1. */
export function readIndexQuery(search: string): { category: string | null; page: number } {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const page = Number(params.get('page') ?? '1');
  return { category: category && /^[a-z-]{1,40}$/.test(category) ? category : null, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

/** The blog (spec §2 Content): categories, one page of articles, and links to the other pages. */
export function ResourcesPage() {
  const { t } = useTranslation('mf-home');
  const { prefix } = usePageLocale();
  const { search } = useCurrentUrl();
  const { category, page } = readIndexQuery(search);
  const query = useArticlesQuery(category, page);
  const index = query.data;
  if (!index) return <PageWithoutData query={query} title={t('pages.resources.title')} />;
  const current = index.categories.find((entry) => entry.id === index.category);
  return (
    <PageLayout>
      <PageTitle title={current ? `${current.label} · ${t('pages.resources.title')}` : t('pages.resources.title')}>{t('pages.resources.title')}</PageTitle>
      <p className={pageStyles.lead}>{t('pages.resources.lead')}</p>
      <nav className={styles.categories} aria-label={t('pages.resources.categories')}>
        <ul className={styles.chips}>
          <li>
            <a className={styles.chip} href={resourcesHref(prefix, null)} aria-current={index.category === null ? 'page' : undefined}>
              {t('pages.resources.all')}
            </a>
          </li>
          {index.categories
            .filter((entry) => entry.count > 0)
            .map((entry) => (
              <li key={entry.id}>
                <a className={styles.chip} href={resourcesHref(prefix, entry.id)} aria-current={index.category === entry.id ? 'page' : undefined}>
                  {entry.label}
                </a>
              </li>
            ))}
        </ul>
      </nav>
      {index.articles.length === 0 ? (
        <p className={styles.empty}>
          {t('pages.resources.empty')} <a href={resourcesHref(prefix, null)}>{t('pages.resources.all')}</a>
        </p>
      ) : (
        <ul className={styles.grid} aria-busy={query.isPlaceholderData || undefined}>
          {index.articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      {index.pages > 1 ? (
        <nav className={styles.paging} aria-label={t('pages.resources.paging')}>
          <ul className={styles.pages}>
            {index.page > 1 ? (
              <li>
                <a href={resourcesHref(prefix, index.category, index.page - 1)} rel="prev">
                  {t('pages.resources.previous')}
                </a>
              </li>
            ) : null}
            {Array.from({ length: index.pages }, (_, i) => i + 1).map((number) => (
              <li key={number}>
                <a
                  href={resourcesHref(prefix, index.category, number)}
                  aria-current={number === index.page ? 'page' : undefined}
                  aria-label={t('pages.resources.pageN', { page: number })}
                >
                  {number}
                </a>
              </li>
            ))}
            {index.page < index.pages ? (
              <li>
                <a href={resourcesHref(prefix, index.category, index.page + 1)} rel="next">
                  {t('pages.resources.next')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </PageLayout>
  );
}
