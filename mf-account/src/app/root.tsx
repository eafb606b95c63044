import { parseLocalePath } from '@hourspace/i18n';
import { useTranslation } from 'react-i18next';

const TITLES: Record<string, string> = {
  '/profile': 'profile',
  '/account': 'payments',
  '/account/host': 'host',
  '/account/methods': 'methods',
  '/account/verify': 'verify',
};

/** The account pages frame: the page the route names. */
export function Root() {
  const { t } = useTranslation('mf-account');
  const rest = parseLocalePath(window.location.pathname).rest.replace(/\/$/, '') || '/';
  return (
    <main id="main-content" data-remote="mf-account">
      <h1>{t(TITLES[rest] ?? 'profile')}</h1>
    </main>
  );
}
