import { parseLocalePath } from '@hourspace/i18n';
import { useTranslation } from 'react-i18next';

/** The results and plan pages frame. */
export function Root() {
  const { t } = useTranslation('mf-search');
  const rest = parseLocalePath(window.location.pathname).rest;
  const keyword = /^\/plan\/([^/]+)/.exec(rest)?.[1];
  return (
    <main id="main-content" data-remote="mf-search">
      <h1>{keyword ? t('planTitle', { keyword: decodeURIComponent(keyword).replace(/-/g, ' ') }) : t('title')}</h1>
    </main>
  );
}
