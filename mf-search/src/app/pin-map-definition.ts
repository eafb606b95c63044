import type { RemoteDefinition, RemoteProps } from '@hourspace/remote';
import { PinMapParcel } from '../features/pin-map/pin-map-parcel';
import type { PinMapProps } from '../features/pin-map/pin-map';
import { loadMessages } from './messages';

/** The map with one pin as a parcel (`pin-map`), for the add-a-space wizard's location step (docs/decisions/listing-wizard.md). */
export const pinMapDefinition: RemoteDefinition<RemoteProps & PinMapProps> = {
  namespace: 'mf-search',
  loadMessages,
  Root: PinMapParcel,
  landmark: false,
};
