import { lazy, Suspense } from 'react';
import type { PinMapProps } from './pin-map';

const PinMap = lazy(() => import(/* webpackChunkName: "pin-map" */ './pin-map').then((module) => ({ default: module.PinMap })));

/** The `pin-map` parcel's root: the map (MapLibre, its own chunk) once it has loaded; the placing page's box holds its place meanwhile. */
export function PinMapParcel(props: PinMapProps) {
  return (
    <Suspense fallback={null}>
      <PinMap {...props} />
    </Suspense>
  );
}
