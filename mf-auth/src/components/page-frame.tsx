import { Spinner, usePageHeadingFocus, usePageTitle } from '@hourspace/ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-frame.module.css';

/**
 * One auth page: the `<main>` landmark this remote renders in the main slot, a card at most
 * 480 px wide (full width at 390 px), its heading first. `busy`: the page's code or data is
 * still loading.
 */
export function PageFrame({ title, intro, busy, children }: { title?: string; intro?: string; busy?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('mf-auth');
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  // One key per address: focus moves to the heading on an in-page arrival, not when the page's data lands.
  usePageHeadingFocus(heading, window.location.pathname);
  return (
    <main id="main-content" data-remote="mf-auth" className={styles.page} aria-busy={busy ? true : undefined}>
      <div className={styles.card}>
        {title && (
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {busy ? <Spinner label={t('pages.loading')} /> : children}
      </div>
    </main>
  );
}
