import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { PagesRoot } from './pages-root';

/** mf-auth's page application: the same namespace and strings as its modals, its own root, a `<main>` landmark. */
export const pagesDefinition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-auth',
  loadMessages: (language) => import(/* webpackChunkName: "mf-auth-i18n-[request]" */ `../i18n/${language}.json`),
  Root: PagesRoot,
  landmark: true,
};
