import { createRemoteLifecycles } from '@hourspace/remote';
import { withSearchFormApi } from '../app/search-form-api';
import { HeroSearch } from '../features/search-form/components/hero-search';
import { loadMessages } from '../app/messages';

/** The hero search form as a parcel (shell parcel table name: `hero-search`). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-search',
  loadMessages,
  Root: withSearchFormApi(HeroSearch),
  landmark: false,
});
