import { usePageHeadingFocus, usePageTitle, VisuallyHidden } from '@hourspace/ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CtaLink } from './cta-link';
import styles from './page-layout.module.css';

/** The frame of a content page: one column with the house margins. */
export function PageLayout({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.page} ${className}` : styles.page}>{children}</div>;
}

/**
 * A content page's h1: it names the document (`document.title` follows it) and takes focus
 * after an in-page navigation (docs/decisions/accessibility-and-languages.md), not on the first page of a visit.
 */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  usePageHeadingFocus(ref, title);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}

/** What a content page shows while its data loads: the shape of a title and a few paragraphs. */
export function PageSkeleton() {
  const { t } = useTranslation('mf-home');
  return (
    <PageLayout>
      <div className={styles.skeleton} aria-busy="true" data-testid="page-skeleton">
        <VisuallyHidden>{t('pages.loading')}</VisuallyHidden>
        <div className={`${styles.bone} ${styles.boneTitle}`} />
        <div className={styles.bone} />
        <div className={styles.bone} />
        <div className={`${styles.bone} ${styles.boneShort}`} />
        <div className={styles.bone} />
        <div className={`${styles.bone} ${styles.boneShort}`} />
      </div>
    </PageLayout>
  );
}

/** The card of a document or article the API does not know (404): says so and offers the way back. */
export function NotFoundCard({ title, text, backHref, backText }: { title: string; text: string; backHref: string; backText: string }) {
  usePageTitle(title);
  return (
    <PageLayout>
      <div className={styles.notFound} role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
        <CtaLink href={backHref} text={backText} variant="secondary" />
      </div>
    </PageLayout>
  );
}

export { styles as pageStyles };
