import { setPageTitle } from '@hourspace/i18n';
import { useEffect } from 'react';

// One title format for the shell's own pages and the remotes': @hourspace/i18n's.
export { PRODUCT_NAME, pageTitle, setPageTitle } from '@hourspace/i18n';

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
