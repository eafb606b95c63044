import { useTranslation } from 'react-i18next';
import { DocumentSections, formatDay } from '../../../components/document-sections';
import { NotFoundCard, PageLayout, PageTitle, pageStyles } from '../../../components/page-layout';
import { PageWithoutData } from '../../../components/page-without-data';
import type { PageProps } from '../../../lib/page-props';
import { useArticleQuery } from '../../../lib/api/get-article';
import { usePageLocale } from '../../../lib/use-page-locale';
import { ArticleCard, resourcesHref } from './article-card';
import styles from './resources.module.css';

/** One blog article (`/resources/:slug`): the one each home blog carousel item links to. */
export function ArticlePage({ params }: PageProps) {
  const { t } = useTranslation('mf-home');
  const { locale, prefix } = usePageLocale();
  const query = useArticleQuery(params.slug ?? '');
  const article = query.data;
  if (!article) {
    return (
      <PageWithoutData
        query={query}
        notFound={
          <NotFoundCard title={t('pages.article.notFound')} text={t('pages.article.notFoundText')} backHref={resourcesHref(prefix, null)} backText={t('pages.article.back')} />
        }
      />
    );
  }
  return (
    <PageLayout>
      <a className={styles.back} href={resourcesHref(prefix, null)}>
        {t('pages.article.back')}
      </a>
      <article>
        <header>
          <a className={styles.label} href={resourcesHref(prefix, article.category)}>
            {article.category_label}
          </a>
          <PageTitle title={article.title}>{article.title}</PageTitle>
          <p className={pageStyles.meta}>{t('pages.resources.byline', { date: formatDay(article.published, locale), minutes: article.minutes })}</p>
          <p className={pageStyles.lead}>{article.excerpt}</p>
        </header>
        <DocumentSections sections={article.sections} withContents={false} />
      </article>
      {article.related.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={styles.relatedHeading}>
            {t('pages.article.related')}
          </h2>
          <ul className={styles.grid}>
            {article.related.map((related) => (
              <li key={related.slug}>
                <ArticleCard article={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageLayout>
  );
}
