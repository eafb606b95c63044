import { createRemoteLifecycles } from '@hourspace/remote';
import { withSearchApi } from '../app/default-search-api';
import { SearchModal } from '../features/search-form/components/search-modal';

/** The find-a-space modal application (`#a=search`), loaded on demand by the shell. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-search',
  loadMessages: (language) => import(`../i18n/${language}.json`),
  Root: withSearchApi(SearchModal),
  landmark: false,
});
