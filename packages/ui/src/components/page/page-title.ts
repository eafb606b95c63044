import { setPageTitle } from '@hourspace/i18n';
import { createContext, useContext, useEffect } from 'react';

// One title format for the shell's own pages and the remotes': @hourspace/i18n's.
export { PRODUCT_NAME, pageTitle, setPageTitle } from '@hourspace/i18n';

/** Where a render to HTML collects the title its page asks for (see {@link PageTitleSinkContext}). */
export interface PageTitleSink {
  /** Called during render with each non-empty title a page asks for; the last one is the page's. */
  set(title: string): void;
}

/**
 * Given by `@hourspace/remote/server`'s renderer only: a page rendered to HTML names its
 * `<title>` through `usePageTitle`, during render, since no effect runs there
 * (docs/decisions/request-time-ssr.md). In the page there is none, and `usePageTitle` sets
 * `document.title` in an effect.
 */
export const PageTitleSinkContext = createContext<PageTitleSink | null>(null);

/**
 * Keeps `document.title` on the page's localised title while the page is shown, and
 * whenever the title changes (a new search, the language, the data arriving). Every route's
 * page calls it once with its h1's text or a title of its own; nothing resets it on unmount:
 * the next page sets its own. Rendered to HTML, it gives the title to the renderer's
 * {@link PageTitleSinkContext} instead, which writes it in the page's `<title>`.
 */
export function usePageTitle(title: string | null | undefined): void {
  const sink = useContext(PageTitleSinkContext);
  if (sink && title) sink.set(title);
  useEffect(() => {
    setPageTitle(title);
  }, [title]);
}
