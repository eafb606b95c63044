import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { Root } from './root';
import { loadMessages } from './messages';

/** mf-account as a single-spa application: its namespace, its strings, its root. */
export const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-account',
  loadMessages,
  Root,
  landmark: true,
};
