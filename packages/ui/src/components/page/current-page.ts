import { useStoreAfterHydration } from '../../lib/hydration';

function subscribe(onChange: () => void): () => void {
  // single-spa announces every route change, its own pushes included.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const pathnameNow = () => window.location.pathname;
const noPathname = () => null;

/** The page's path, re-read on every navigation; null rendered to HTML and while hydrating. */
function useHydratedPathname(): string | null {
  return useStoreAfterHydration<string | null>(subscribe, pathnameNow, noPathname);
}

/** The page's path, re-read on every navigation ('/' rendered to HTML and while hydrating). */
export function useCurrentPathname(): string {
  return useHydratedPathname() ?? '/';
}

const urlNow = () => `${window.location.pathname}${window.location.search}`;

/**
 * The page's path and query, re-read on every navigation (back and forward too); the path
 * `'/'` without a query rendered to HTML and while hydrating.
 */
export function useCurrentUrl(): { pathname: string; search: string } {
  const url = useStoreAfterHydration(subscribe, urlNow, () => '/');
  const at = url.indexOf('?');
  return at === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) };
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * `aria-current="page"` for a link to the page shown (same path; the query and the hash
 * do not count, so a results page's link is current whatever its filters), else undefined.
 */
export function ariaCurrentFor(href: string, pathname: string): 'page' | undefined {
  // On a server (a first screen rendered ahead) nothing is current: hydration starts from there too.
  if (typeof window === 'undefined') return undefined;
  let target: URL;
  try {
    target = new URL(href, window.location.href);
  } catch {
    return undefined;
  }
  if (target.origin !== window.location.origin) return undefined;
  return trimSlash(target.pathname) === trimSlash(pathname) ? 'page' : undefined;
}

/**
 * {@link ariaCurrentFor} against the page's path, kept current across navigations. Nothing is
 * current rendered to HTML and while hydrating: hydration renders what the server did.
 */
export function useAriaCurrent(href: string): 'page' | undefined {
  const pathname = useHydratedPathname();
  return pathname === null ? undefined : ariaCurrentFor(href, pathname);
}
