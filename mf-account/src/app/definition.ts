import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { Root } from './root';

/** mf-account as a single-spa application: its namespace, its strings, its root. */
export const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-account',
  loadMessages: (language) => import(/* webpackChunkName: "mf-account-i18n-[request]" */ `../i18n/${language}.json`),
  Root,
  landmark: true,
};
