import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { HeroSearch } from '../features/search-form/components/hero-search';
import { loadMessages } from './messages';
import { withSearchFormApi } from './search-form-api';

/** The home hero's search form as a parcel (`hero-search`): its namespace, strings and root, in the page and rendered ahead. */
export const heroSearchDefinition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-search',
  loadMessages,
  Root: withSearchFormApi(HeroSearch),
  landmark: false,
};
