import { resolveRoute } from '@hourspace/contracts';
import { remoteEntry } from '@hourspace/contracts/registry';
import { parseLocalePath } from '@hourspace/i18n';
import { useTranslation } from 'react-i18next';

/** The pages this remote owns: its routes in the remote registry, each naming its page. */
const PAGES = remoteEntry('mf-account').apps.filter((app) => app.routes !== undefined) as Array<{ routes: Array<{ path: string; page: string }> }>;

/** The account pages frame: the page the route names. */
export function Root() {
  const { t } = useTranslation('mf-account');
  const page = resolveRoute(PAGES, parseLocalePath(window.location.pathname).rest)?.route.page ?? 'profile';
  return (
    <main id="main-content" data-remote="mf-account">
      <h1>{t(page)}</h1>
    </main>
  );
}
