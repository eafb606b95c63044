import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../components/document-sections';
import type { ArticleSummary } from '@hourspace/api-client';
import { homePath } from '../../../lib/links';
import { usePageLocale } from '../../../lib/use-page-locale';
import styles from './resources.module.css';

/** An article's page under the locale prefix: `/us/resources/dinner-party-for-20`. */
export function articleHref(prefix: string, slug: string): string {
  return `${homePath(prefix)}resources/${encodeURIComponent(slug)}`;
}

/** The blog index under the locale prefix, of a category and page: `/de/resources?category=events&page=2`. */
export function resourcesHref(prefix: string, category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${homePath(prefix)}resources${query ? `?${query}` : ''}`;
}

/** An article in a list: its category, title (the link), excerpt, date and reading time. */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('mf-home');
  const { locale, prefix } = usePageLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <span className={styles.label}>{article.category_label}</span>
      <Heading className={styles.cardTitle}>
        <a href={articleHref(prefix, article.slug)}>{article.title}</a>
      </Heading>
      <p className={styles.excerpt}>{article.excerpt}</p>
      <p className={styles.small}>{t('pages.resources.byline', { date: formatDay(article.published, locale), minutes: article.minutes })}</p>
    </article>
  );
}
