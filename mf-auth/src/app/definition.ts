import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { Root } from './root';
import { loadMessages } from './messages';

/** mf-auth as a single-spa application: its namespace, its strings, its root. */
export const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-auth',
  loadMessages,
  Root,
  landmark: false,
};
