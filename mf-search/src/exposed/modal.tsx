import { createRemoteLifecycles } from '@hourspace/remote';
import { useEffect } from 'react';
import { listenForSearchRequests } from '../events/search-requests';

function SearchModalHost() {
  useEffect(() => listenForSearchRequests(), []);
  return null;
}

/** The find-a-space modal application (`#a=search`), loaded on demand by the shell. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-search',
  loadMessages: (language) => import(`../i18n/${language}.json`),
  Root: SearchModalHost,
  landmark: false,
});
