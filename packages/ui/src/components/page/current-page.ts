import { useHydrated, useStoreAfterHydration } from '../../lib/hydration';

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

/** The page's path, re-read on every navigation ('/' rendered to HTML and while hydrating). */
export function useCurrentPathname(): string {
  return useStoreAfterHydration(subscribe, pathnameNow, () => '/');
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
  const pathname = useCurrentPathname();
  return useHydrated() ? ariaCurrentFor(href, pathname) : undefined;
}
