import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { Root } from './root';

/** mf-nav as a single-spa application: its namespace, its strings, its root. */
export const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-nav',
  loadMessages: (language) => import(/* webpackChunkName: "mf-nav-i18n-[request]" */ `../i18n/${language}.json`),
  Root,
  landmark: false,
};
