import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { Root } from './root';

/** mf-auth as a single-spa application: its namespace, its strings, its root. */
export const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-auth',
  loadMessages: (language) => import(/* webpackChunkName: "mf-auth-i18n-[request]" */ `../i18n/${language}.json`),
  Root,
  landmark: false,
};
