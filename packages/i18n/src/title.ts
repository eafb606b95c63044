/** The product's name, the last part of every page title. */
export const PRODUCT_NAME = 'Hourspace';

/**
 * A page's `document.title`: the page's own, already translated title, then the product's
 * name ("Party spaces near New York City · Hourspace"); the product's name alone for none.
 * `@hourspace/ui`'s `usePageTitle` (the remotes' React hook) writes the same format.
 */
export function pageTitle(title: string | null | undefined): string {
  const own = title?.trim() ?? '';
  return own === '' || own === PRODUCT_NAME ? PRODUCT_NAME : `${own} · ${PRODUCT_NAME}`;
}

/** Sets `document.title` to {@link pageTitle} of `title` (the shell's own pages: not found). */
export function setPageTitle(title: string | null | undefined): void {
  if (typeof document !== 'undefined') document.title = pageTitle(title);
}
