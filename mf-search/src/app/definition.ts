import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { withSearchApi } from './default-search-api';
import { Root } from './root';

/** mf-search as a single-spa application: its namespace, its strings, its root. */
export const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-search',
  loadMessages: (language) => import(/* webpackChunkName: "mf-search-i18n-[request]" */ `../i18n/${language}.json`),
  Root: withSearchApi(Root),
  landmark: true,
};
