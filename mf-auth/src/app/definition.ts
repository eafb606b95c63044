import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { startAuthRequests } from '../events/auth-requests';
import { Root } from './root';

// Listening starts with the code, before the first mount (see startAuthRequests).
startAuthRequests();

/** mf-auth as a single-spa application: its namespace, its strings, its root. */
export const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-auth',
  loadMessages: (language) => import(`../i18n/${language}.json`),
  Root,
  landmark: false,
};
