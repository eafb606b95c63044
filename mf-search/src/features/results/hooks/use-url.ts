import { useStoreAfterHydration } from '@hourspace/ui';

function subscribe(onChange: () => void): () => void {
  // single-spa announces every route change, its own pushes included, as a popstate.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The page's path and query, re-read on every navigation (back and forward too). */
export function useUrl(): { pathname: string; search: string } {
  const url = useStoreAfterHydration(subscribe, snapshot, () => '/');
  const at = url.indexOf('?');
  return at === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) };
}
