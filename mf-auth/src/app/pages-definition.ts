import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { PagesRoot } from './pages-root';
import { loadMessages } from './messages';

/** mf-auth's page application: the same namespace and strings as its modals, its own root, a `<main>` landmark. */
export const pagesDefinition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-auth',
  loadMessages,
  Root: PagesRoot,
  landmark: true,
};
