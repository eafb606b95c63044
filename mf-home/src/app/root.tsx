// The ui barrel imports its tokens for side effect, but a production build skips the barrel
// (the package is side-effect free apart from CSS) and the `--hs-*` properties with it.
import '@hourspace/ui/tokens.css';
import { resolveRoute } from '@hourspace/contracts';
import { ownRoutes } from '@hourspace/contracts/own-declaration';
import { parseLocalePath } from '@hourspace/i18n';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { ChunkBoundary } from '../components/chunk-boundary';
import { LoadFailed } from '../components/load-failed';
import { PageLayout, PageSkeleton } from '../components/page-layout';
import { useCurrentUrl } from '@hourspace/ui';
import { HomePage } from './home-page';
import { PAGES } from './pages';

/**
 * The home page takes no props: once hydrated, the page's own address replaces the server's
 * (`useCurrentUrl`) and re-renders `Root`, and without `memo` the whole page with it, a second
 * render of every section in the load (docs/decisions/hydration-transitions.md). Its own hooks still update it.
 */
const StableHomePage = memo(HomePage);

const BUILD = __HOURSPACE_BUILD__.version + (__HOURSPACE_BUILD__.label ? `+${__HOURSPACE_BUILD__.label}` : '');

/** The routes this remote owns: its entry in the remote registry, each naming its page. */
const ROUTES = ownRoutes(__HOURSPACE_DECLARATION__);

/** The route the address names (the home page when none of this remote's routes matches). */
export function currentRoute(pathname: string = window.location.pathname): { page: string; path: string; params: Record<string, string> } {
  const match = resolveRoute(ROUTES, parseLocalePath(pathname).rest);
  return match ? { page: match.route.page, path: match.route.path, params: match.params } : { page: 'home', path: '/', params: {} };
}

/** mf-home's `<main>` (the platform keys on `data-remote` and `data-build`): the home page, or the content page the route names. */
export function Root() {
  const { pathname } = useCurrentUrl();
  const route = currentRoute(pathname);
  const load = PAGES[route.page];
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per page and attempt: React keeps a failed import's rejection otherwise.
  const Page = useMemo(() => (load ? lazy(() => load().then((component) => ({ default: component }))) : null), [load, attempt]);
  return (
    <main id="main-content" data-remote="mf-home" data-build={BUILD}>
      {Page ? (
        <ChunkBoundary
          key={`${route.page}-${attempt}`}
          fallback={() => (
            <PageLayout>
              <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
            </PageLayout>
          )}
        >
          <Suspense fallback={<PageSkeleton />}>
            <Page params={route.params} path={route.path} />
          </Suspense>
        </ChunkBoundary>
      ) : (
        <StableHomePage />
      )}
    </main>
  );
}
