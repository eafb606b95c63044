import { createRemoteLifecycles } from '@hourspace/remote';
import { withSearchApi } from '../app/default-search-api';
import { ModalRoot } from '../app/modal-root';

/**
 * The on-demand modals application (`#a=search`, `#a=activities`), loaded by the shell when
 * `search:open` or `search:activities` waits for a handler.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-search',
  loadMessages: (language) => import(/* webpackChunkName: "mf-search-i18n-[request]" */ `../i18n/${language}.json`),
  Root: withSearchApi(ModalRoot),
  landmark: false,
});
