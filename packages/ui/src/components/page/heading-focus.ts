import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the document shows the URL it was loaded with: the first page of a visit, which
 * the reader starts from the top (skip link first), rather than a page reached in-page.
 */
export function isFirstPageOfDocument(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const entry = performance.getEntriesByType('navigation')[0];
  return entry !== undefined && entry.name === window.location.href;
}

/**
 * Focus rule for in-page navigation (docs/decisions/accessibility-and-languages.md): when a page is reached without a document
 * load (a search, a link handled by the router), focus moves to its heading, so a keyboard or
 * screen-reader user continues from the new page and not from `<body>`. The heading needs
 * `tabIndex={-1}`. It moves again whenever `key` changes (a new search on the same page),
 * but not for changes the user makes with focus elsewhere on the page (filters, sort).
 */
export function usePageHeadingFocus(ref: RefObject<HTMLElement | null>, key: string): void {
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const first = seen.current === null;
    if (seen.current === key) return;
    seen.current = key;
    if (first && isFirstPageOfDocument()) return;
    ref.current?.focus({ preventScroll: false });
  }, [ref, key]);
}
