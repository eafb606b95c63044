import { useEffect } from 'react';

/** The product's name, the last part of every page title. */
export const PRODUCT_NAME = 'Hourspace';

/**
 * A page's `document.title`: the page's own, already translated title, then the product's
 * name ("Party spaces near New York City · Hourspace"); the product's name alone for none.
 */
export function pageTitle(title: string | null | undefined): string {
  const own = title?.trim() ?? '';
  return own === '' || own === PRODUCT_NAME ? PRODUCT_NAME : `${own} · ${PRODUCT_NAME}`;
}

/** Sets `document.title` to {@link pageTitle} of `title`. */
export function setPageTitle(title: string | null | undefined): void {
  if (typeof document !== 'undefined') document.title = pageTitle(title);
}

/**
 * Keeps `document.title` on the page's localised title while the page is shown, and
 * whenever the title changes (a new search, the language, the data arriving). Every route's
 * page calls it once with its h1's text or a title of its own; nothing resets it on unmount:
 * the next page sets its own.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    setPageTitle(title);
  }, [title]);
}
