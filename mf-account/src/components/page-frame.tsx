import { usePageHeadingFocus, usePageTitle } from '@hourspace/ui';
import { useRef, type ReactNode } from 'react';
import styles from './page-frame.module.css';

/**
 * One account page: the `<main>` landmark this remote renders in `#hs-main`, its heading first.
 * The heading titles the document and takes focus after an in-page navigation
 * (docs/decisions/accessibility-and-languages.md).
 */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  usePageHeadingFocus(heading, window.location.pathname);
  return (
    <main id="main-content" data-remote="mf-account" className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {children}
    </main>
  );
}
