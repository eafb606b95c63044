import { resolveRoute, type RemoteProps } from '@hourspace/contracts';
import { ownRoutes } from '@hourspace/contracts/own-declaration';
import { parseLocalePath } from '@hourspace/i18n';
import { useCurrentPathname } from '@hourspace/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { RequireSignIn } from '../components/require-sign-in';
import { Skeleton } from '../components/skeleton';
import { AccountServicesProvider, type AccountServices } from '../lib/account-api';
import { defaultAccountServices } from './default-services';
import { PAGES } from './pages';

/** The routes this remote owns: its entry in the remote registry, each naming its page. */
const ROUTES = ownRoutes(__HOURSPACE_DECLARATION__);

/** The page the current address names ('profile' when none matches). */
export function currentPageName(pathname: string = window.location.pathname): string {
  return resolveRoute(ROUTES, parseLocalePath(pathname).rest)?.route.page ?? 'profile';
}

/** The account pages: the page the route names, for a signed-in person only. `services` is for tests and the dev mount. */
export function Root({ services }: Partial<RemoteProps> & { services?: AccountServices }) {
  const { t } = useTranslation('mf-account');
  // Re-read on every navigation: a link between two of this remote's pages (/boards → /boards/3) keeps it mounted.
  const name = currentPageName(useCurrentPathname());
  const Page = PAGES[name];
  return (
    <AccountServicesProvider api={services ?? defaultAccountServices()}>
      <PageFrame title={t(name)}>
        <RequireSignIn>
          {Page ? (
            <Suspense fallback={<Skeleton />}>
              <Page />
            </Suspense>
          ) : null}
        </RequireSignIn>
      </PageFrame>
    </AccountServicesProvider>
  );
}
