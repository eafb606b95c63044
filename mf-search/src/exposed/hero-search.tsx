import { createRemoteLifecycles } from '@hourspace/remote';
import { withSearchApi } from '../app/default-search-api';
import { HeroSearch } from '../features/search-form/components/hero-search';
import { loadMessages } from '../app/messages';

/** The hero search form as a parcel (shell parcel table name: `hero-search`). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-search',
  loadMessages,
  Root: withSearchApi(HeroSearch),
  landmark: false,
});
