import { useTranslation } from 'react-i18next';
import { DocumentSections, formatDay } from '../../../components/document-sections';
import { NotFoundCard, PageLayout, PageTitle, pageStyles } from '../../../components/page-layout';
import { PageWithoutData } from '../../../components/page-without-data';
import { useLegalDocumentQuery } from '../../../lib/api/get-legal-document';
import { homePath } from '../../../lib/links';
import { usePageLocale } from '../../../lib/use-page-locale';
import type { PageProps } from '../../../lib/page-props';

/** The legal document a route names: `/legal/terms`, `/legal/privacy`, `/legal/terms/:document`. */
export function legalSlug({ params, path }: PageProps): string {
  if (params.document) return params.document;
  return path.split('/').filter(Boolean).pop() ?? 'terms';
}

/** A legal document (spec §2 Legal): title, version and last-updated date, table of contents, sections. */
export function LegalPage(props: PageProps) {
  const { t } = useTranslation('mf-home');
  const { locale, prefix } = usePageLocale();
  const query = useLegalDocumentQuery(legalSlug(props));
  const document = query.data;
  if (!document) {
    return (
      <PageWithoutData
        query={query}
        notFound={
          <NotFoundCard title={t('pages.legal.notFound')} text={t('pages.legal.notFoundText')} backHref={`${homePath(prefix)}legal/terms`} backText={t('pages.legal.toTerms')} />
        }
      />
    );
  }
  return (
    <PageLayout>
      <article>
        <header>
          <PageTitle title={document.title}>{document.title}</PageTitle>
          <p className={pageStyles.meta}>{t('pages.legal.meta', { version: document.version, date: formatDay(document.updated, locale) })}</p>
          <p className={pageStyles.lead}>{document.summary}</p>
        </header>
        <DocumentSections sections={document.sections} />
      </article>
    </PageLayout>
  );
}
