import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { FooterRoot } from './footer-root';

/** mf-nav's footer as a single-spa application: the same namespace and strings as the top nav. */
export const footerDefinition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-nav',
  loadMessages: (language) => import(/* webpackChunkName: "mf-nav-i18n-[request]" */ `../i18n/${language}.json`),
  Root: FooterRoot,
  landmark: false,
};
