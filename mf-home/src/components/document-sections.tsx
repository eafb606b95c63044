import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSection } from '@hourspace/api-client';
import styles from './document-sections.module.css';
import { dateTimeFormat } from '@hourspace/i18n';

/**
 * A document's sections as React elements (plain text from the API, never HTML): a table of
 * contents with in-page links beside (desktop) or above (390 px) the sections, each an h2
 * with its anchor id.
 */
export function DocumentSections({ sections, withContents = true }: { sections: readonly DocumentSection[]; withContents?: boolean }) {
  const { t } = useTranslation('mf-home');
  const tocId = useId();
  useScrollToHash(sections);
  const body = (
    <div className={styles.body}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.blocks.map((block, index) =>
            typeof block === 'string' ? (
              <p key={index}>{block}</p>
            ) : (
              <ul key={index}>
                {block.list.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
  if (!withContents) return body;
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby={tocId}>
        <h2 id={tocId} className={styles.tocHeading}>
          {t('pages.contents')}
        </h2>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {body}
    </div>
  );
}

/**
 * The browser scrolls to `#anchor` when the document loads, before the sections exist: once
 * they render, bring the named section into view (`/legal/privacy#california-privacy`).
 */
function useScrollToHash(sections: readonly DocumentSection[]) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || !sections.some((section) => section.id === id)) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [sections]);
}

/** A `YYYY-MM-DD` date as the locale writes it ("November 17, 2026"). */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
