import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

/** One account page: the `<main>` landmark this remote renders in `#hs-main`, its heading first. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main-content" data-remote="mf-account" className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
