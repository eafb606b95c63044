import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { withSearchApi } from './default-search-api';
import { Root } from './root';
import { loadMessages } from './messages';

/** mf-search as a single-spa application: its namespace, its strings, its root. */
export const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-search',
  loadMessages,
  Root: withSearchApi(Root),
  landmark: true,
};
