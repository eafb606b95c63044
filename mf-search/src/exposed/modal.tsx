import { createRemoteLifecycles } from '@hourspace/remote';
import { withSearchFormApi } from '../app/search-form-api';
import { ModalRoot } from '../app/modal-root';
import { loadMessages } from '../app/messages';

/**
 * The on-demand modals application (`#a=search`, `#a=activities`), loaded by the shell when
 * `search:open` or `search:activities` waits for a handler.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-search',
  loadMessages,
  Root: withSearchFormApi(ModalRoot),
  landmark: false,
});
