import { createRemoteLifecycles } from '@hourspace/remote';
import { heroSearchDefinition } from '../app/hero-search-definition';

/** The hero search form as a parcel (shell parcel table name: `hero-search`). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(heroSearchDefinition);
