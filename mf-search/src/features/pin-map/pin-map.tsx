import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mapStyle } from '../../lib/map-style';
import { MAPLIBRE_WORKER_URL } from '../../lib/map-assets';
import styles from './pin-map.module.css';

maplibregl.setWorkerUrl(MAPLIBRE_WORKER_URL);

/** A point on the map in degrees. */
export interface PinPoint {
  latitude: number;
  longitude: number;
}

/** Props of {@link PinMap}: where the pin is, and what to call when the host moves it. */
export interface PinMapProps {
  point: PinPoint;
  onMove: (point: PinPoint) => void;
  /** The id of the placing page's hint text, read with the pin. */
  describedBy?: string;
}

/** About 20 m at the equator (fewer at higher latitudes for longitude): one arrow-key step; Shift moves ten. */
export const KEY_STEP_DEGREES = 0.0002;

/** Where an arrow key moves the pin, or null for another key. */
export function pointAfterKey(point: PinPoint, key: string, shift: boolean): PinPoint | null {
  const step = KEY_STEP_DEGREES * (shift ? 10 : 1);
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  switch (key) {
    case 'ArrowUp':
      return { latitude: round(Math.min(85, point.latitude + step)), longitude: point.longitude };
    case 'ArrowDown':
      return { latitude: round(Math.max(-85, point.latitude - step)), longitude: point.longitude };
    case 'ArrowLeft':
      return { latitude: point.latitude, longitude: round(Math.max(-180, point.longitude - step)) };
    case 'ArrowRight':
      return { latitude: point.latitude, longitude: round(Math.min(180, point.longitude + step)) };
    default:
      return null;
  }
}

/**
 * A map with one draggable pin, lent to other remotes as the `pin-map` parcel (the add-a-space wizard's
 * location step; docs/decisions/listing-wizard.md). The pin is a button: dragged with a pointer, moved
 * with the arrow keys (Shift for bigger steps), or placed by a click on the map. The map is the results
 * map's (the channel's tile style, else the offline basemap; docs/decisions/search-map.md).
 */
export function PinMap({ point, onMove, describedBy }: PinMapProps) {
  const { t } = useTranslation('mf-search');
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ point, onMove });
  latest.current = { point, onMove };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = new maplibregl.Map({
      container: element,
      style: mapStyle(t),
      center: [point.longitude, point.latitude],
      zoom: 14,
      attributionControl: { compact: true },
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      maxZoom: 18,
      locale: { 'Map.Title': t('pinMap.canvas'), 'NavigationControl.ZoomIn': t('map.zoomIn'), 'NavigationControl.ZoomOut': t('map.zoomOut') },
    });
    map.touchZoomRotate.disableRotation();
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');

    const button = document.createElement('button');
    button.type = 'button';
    button.className = styles.pin ?? '';
    button.setAttribute('aria-label', t('pinMap.pin'));
    if (describedBy) button.setAttribute('aria-describedby', describedBy);
    const marker = new maplibregl.Marker({ element: button, draggable: true, anchor: 'bottom' }).setLngLat([point.longitude, point.latitude]).addTo(map);
    const place = (next: PinPoint) => {
      marker.setLngLat([next.longitude, next.latitude]);
      latest.current.onMove(next);
    };
    marker.on('dragend', () => {
      const { lng, lat } = marker.getLngLat();
      latest.current.onMove({ latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lng * 1e6) / 1e6 });
    });
    map.on('click', (event) => place({ latitude: Math.round(event.lngLat.lat * 1e6) / 1e6, longitude: Math.round(event.lngLat.lng * 1e6) / 1e6 }));
    button.addEventListener('keydown', (event) => {
      const { lng, lat } = marker.getLngLat();
      const next = pointAfterKey({ latitude: lat, longitude: lng }, event.key, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      event.stopPropagation();
      place(next);
      map.panTo([next.longitude, next.latitude], { animate: false });
    });
    return () => map.remove();
    // The map is made once; the pin then moves by the host's hand (a reset remounts the parcel).
  }, []);

  return <div ref={container} className={styles.map} role="region" aria-label={t('pinMap.region')} />;
}
