// The modal host is not loaded here (root.tsx does that); the ui tokens are, for a page shown before it.
import '@hourspace/ui/tokens.css';
import { resolveRoute } from '@hourspace/contracts';
import { ownRoutes } from '@hourspace/contracts/own-declaration';
import { parseLocalePath } from '@hourspace/i18n';
import { Suspense } from 'react';
import { PageFrame } from '../components/page-frame';
import { PAGES } from './pages';

/** The routes mf-auth owns: its registry entry's page application, each route naming its page. */
const ROUTES = ownRoutes(__HOURSPACE_DECLARATION__);

/** The page the current address names, or null when none of this remote's routes matches. */
export function currentPageName(pathname: string = window.location.pathname): string | null {
  return resolveRoute(ROUTES, parseLocalePath(pathname).rest)?.route.page ?? null;
}

/** The auth pages: the page the route names, each with its own title and content. */
export function PagesRoot() {
  const name = currentPageName();
  const Page = name === null ? undefined : PAGES[name];
  if (!Page) return null;
  return (
    <Suspense fallback={<PageFrame busy />}>
      <Page />
    </Suspense>
  );
}
