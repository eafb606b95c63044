import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { prefetchHomeSections } from './prefetch';
import { Root } from './root';

/** mf-home as a single-spa application: its namespace, its strings, its root. */
export const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-home',
  loadMessages: (language) => import(/* webpackChunkName: "mf-home-i18n-[request]" */ `../i18n/${language}.json`),
  Root,
  landmark: true,
};

// The section data is on the LCP's critical path: ask for it while the strings load.
prefetchHomeSections();
