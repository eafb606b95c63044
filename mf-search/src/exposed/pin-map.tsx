import { createRemoteLifecycles } from '@hourspace/remote';
import { pinMapDefinition } from '../app/pin-map-definition';

/** The map with one pin as a parcel (shell parcel table name: `pin-map`). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(pinMapDefinition);
