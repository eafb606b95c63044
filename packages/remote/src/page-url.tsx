import { useStoreAfterHydration } from '@hourspace/ui';
import { createContext, useContext } from 'react';

/**
 * The page's address for a remote whose first screen depends on it (the space page, rendered on
 * request: docs/decisions/request-time-ssr.md). Rendered to HTML, the server is given the
 * request's path and query; hydrating, the page gives the one the markup was rendered for.
 * Both render the same tree from it, then the page follows its own address.
 */
export const FirstScreenUrlContext = createContext<string | null>(null);

function subscribe(onChange: () => void): () => void {
  // single-spa announces every route change, its own pushes included.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const urlNow = () => `${window.location.pathname}${window.location.search}`;

/** Splits `/us/s?x=1` into its path and query (with its `?`). */
export function splitUrl(url: string): { pathname: string; search: string } {
  const at = url.indexOf('?');
  return at === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) };
}

/**
 * The page's path and query, re-read on every navigation. Rendered to HTML and while hydrating,
 * the address the first screen was rendered for (`'/'` when there is none, as `useCurrentUrl`
 * answers), so the hydrating render is the server's; then, in a transition, the page's own.
 */
export function usePageUrl(): { pathname: string; search: string } {
  const first = useContext(FirstScreenUrlContext);
  return splitUrl(useStoreAfterHydration(subscribe, urlNow, () => first ?? '/'));
}
