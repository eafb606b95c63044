import { navigate } from '@hourspace/contracts';
import type { Feature, FeatureCollection, Point } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { spacePath } from '../../../lib/space-path';
import { MAPLIBRE_WORKER_URL } from '../../../lib/map-assets';
import { mapStyle } from '../../../lib/map-style';
import { boundsOfPins, type BoundingBox, type MapPin } from '../lib/map-view';
import styles from './results-map.module.css';

/**
 * The results page's map (docs/decisions/search-map.md): MapLibre GL JS over the offline
 * basemap this remote serves, one pin per result with its price, MapLibre's own clustering
 * with counts. Pins and clusters are buttons (HTML markers), so a keyboard reaches them and
 * each has a name; this module is its own chunk, fetched after the list.
 */

maplibregl.setWorkerUrl(MAPLIBRE_WORKER_URL);

const SOURCE = 'spaces';
/** Pins closer than this (px) join a cluster; past zoom 15 every pin stands alone. */
const CLUSTER_RADIUS = 44;
const CLUSTER_MAX_ZOOM = 15;
const FIT_PADDING = 48;
const MOTION_MS = 450;

/** Props of {@link ResultsMap}. */
export interface ResultsMapProps {
  pins: readonly MapPin[];
  /** The result whose card is hovered or focused: its pin (or its cluster) stands out. */
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  /** The area the URL names: the map shows it (a shared or reloaded map search). */
  viewBox: BoundingBox | null;
  /** Changes when a new search should frame its results (no area in the URL). */
  fitKey: string;
  reducedMotion: boolean;
  /** The visible area after the person moved the map (drag, zoom, keys, a cluster). */
  onMoved: (box: BoundingBox) => void;
}

function pinsGeoJson(pins: readonly MapPin[]): FeatureCollection<Point, { id: string }> {
  return {
    type: 'FeatureCollection',
    features: pins.map((pin) => ({ type: 'Feature', properties: { id: pin.id }, geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] } })),
  };
}

function boundsOf(map: maplibregl.Map): BoundingBox {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
}

function lngLatBounds(box: BoundingBox): [[number, number], [number, number]] {
  return [
    [box.west, box.south],
    [box.east, box.north],
  ];
}

/** The MapLibre strings the map shows or says, in the page's language. */
function mapLocale(t: TFunction<'mf-search'>): Record<string, string> {
  return {
    'Map.Title': t('map.canvas'),
    'NavigationControl.ZoomIn': t('map.zoomIn'),
    'NavigationControl.ZoomOut': t('map.zoomOut'),
    'NavigationControl.ResetBearing': t('map.resetNorth'),
    'AttributionControl.ToggleAttribution': t('map.toggleAttribution'),
    'Popup.Close': t('map.closeCard'),
  };
}

/** The small card of a selected pin: DOM nodes with text only, and a link built by this remote. */
function pinCard(pin: MapPin, t: TFunction<'mf-search'>, onClose: () => void): HTMLElement {
  const card = document.createElement('div');
  card.className = styles.card ?? '';
  card.dataset.testid = 'map-card';
  const link = document.createElement('a');
  const href = spacePath(pin.id, pin.title);
  link.href = href;
  link.className = styles.cardLink ?? '';
  link.textContent = pin.title;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  });
  const place = document.createElement('p');
  place.textContent = pin.place;
  const price = document.createElement('p');
  price.className = styles.cardPrice ?? '';
  price.textContent = pin.priceWords;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.cardClose ?? '';
  close.setAttribute('aria-label', t('map.closeCard'));
  close.textContent = '×';
  close.addEventListener('click', onClose);
  card.append(link, ...(pin.place ? [place] : []), price, close);
  return card;
}

interface Markers {
  pins: Map<string, maplibregl.Marker>;
  clusters: Map<number, { marker: maplibregl.Marker; ids: Set<string> }>;
}

/** The results' map. Mounted by the page once its chunk has loaded. */
export function ResultsMap({ pins, highlightedId, onHighlight, viewBox, fitKey, reducedMotion, onMoved }: ResultsMapProps) {
  const { t } = useTranslation('mf-search');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const markers = useRef<Markers>({ pins: new Map(), clusters: new Map() });
  const popup = useRef<maplibregl.Popup | null>(null);
  // The latest props, for MapLibre's event handlers (bound once).
  const latest = useRef({ pins, highlightedId, onHighlight, onMoved, reducedMotion, t });
  latest.current = { pins, highlightedId, onHighlight, onMoved, reducedMotion, t };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const start = viewBox ?? boundsOfPins(pins);
    const map = new maplibregl.Map({
      container: element,
      style: mapStyle(t),
      ...(start ? { bounds: lngLatBounds(start), fitBoundsOptions: { padding: viewBox ? 0 : FIT_PADDING, maxZoom: 14 } } : { center: [0, 20], zoom: 1 }),
      locale: mapLocale(t),
      attributionControl: { compact: true },
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      maxZoom: 17,
    });
    map.touchZoomRotate.disableRotation();
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    mapRef.current = map;

    const refresh = () => syncMarkers(map, markers.current, latest.current, selectPin, zoomToCluster);
    map.on('load', () => {
      map.addSource(SOURCE, { type: 'geojson', data: pinsGeoJson(latest.current.pins), cluster: true, clusterRadius: CLUSTER_RADIUS, clusterMaxZoom: CLUSTER_MAX_ZOOM });
      // An invisible layer: MapLibre only tiles (and clusters) a source a layer uses; the pins are HTML markers.
      map.addLayer({ id: 'spaces-anchor', type: 'circle', source: SOURCE, paint: { 'circle-radius': 0, 'circle-opacity': 0 } });
    });
    map.on('sourcedata', (event) => {
      if (event.sourceId === SOURCE && map.isSourceLoaded(SOURCE)) refresh();
    });
    map.on('moveend', (event: maplibregl.MapMovementEvent & { byPerson?: boolean }) => {
      refresh();
      // A move the person made (drag, wheel, keys, the zoom buttons, a cluster), not the page framing a search.
      if (event.originalEvent || event.byPerson) latest.current.onMoved(boundsOf(map));
    });

    function selectPin(pin: MapPin) {
      popup.current?.remove();
      const next = new maplibregl.Popup({ closeButton: false, closeOnClick: true, offset: 18, maxWidth: '260px', focusAfterOpen: true })
        .setLngLat([pin.longitude, pin.latitude])
        .setDOMContent(pinCard(pin, latest.current.t, () => next.remove()))
        .addTo(map);
      popup.current = next;
    }

    function zoomToCluster(clusterId: number, center: [number, number]) {
      const source = map.getSource<GeoJSONSource>(SOURCE);
      void source?.getClusterExpansionZoom(clusterId).then((zoom: number) => {
        map.easeTo({ center, zoom, duration: latest.current.reducedMotion ? 0 : MOTION_MS }, { byPerson: true });
      });
    }

    return () => {
      popup.current?.remove();
      markers.current = { pins: new Map(), clusters: new Map() };
      map.remove();
      mapRef.current = null;
    };
    // The map is made once (its first view from the first props); the effects below follow the props.
  }, []);

  // New results: new pins (the markers are remade with their new prices and names).
  useEffect(() => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    if (!map || !source) return;
    clearMarkers(markers.current);
    // A failed update leaves the last pins; MapLibre reports the error on the map itself.
    source.setData(pinsGeoJson(pins)).catch(() => undefined);
  }, [pins]);

  // A new search without an area in the URL frames its results; one with an area shows it.
  const framed = useRef<string | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const key = viewBox ? `box:${viewBox.west},${viewBox.south},${viewBox.east},${viewBox.north}` : `fit:${fitKey}`;
    if (framed.current === null) {
      framed.current = key;
      return;
    }
    if (framed.current === key) return;
    framed.current = key;
    const target = viewBox ?? boundsOfPins(pins);
    // The map's own move put this box in the URL: it already shows it.
    if (!target || (viewBox && boxesClose(boundsOf(map), viewBox))) return;
    map.fitBounds(lngLatBounds(target), { padding: viewBox ? 0 : FIT_PADDING, maxZoom: 14, animate: !reducedMotion, duration: reducedMotion ? 0 : MOTION_MS });
  }, [viewBox, fitKey, pins, reducedMotion]);

  useEffect(() => {
    highlight(markers.current, highlightedId);
  }, [highlightedId]);

  return <div ref={container} className={styles.canvas} data-testid="results-map-canvas" />;
}

function boxesClose(a: BoundingBox, b: BoundingBox): boolean {
  const tolerance = Math.max(b.north - b.south, 1e-6) * 0.02;
  return Math.abs(a.west - b.west) < tolerance && Math.abs(a.east - b.east) < tolerance && Math.abs(a.south - b.south) < tolerance && Math.abs(a.north - b.north) < tolerance;
}

function clearMarkers(markers: Markers): void {
  for (const marker of markers.pins.values()) marker.remove();
  for (const { marker } of markers.clusters.values()) marker.remove();
  markers.pins.clear();
  markers.clusters.clear();
}

function highlight(markers: Markers, id: string | null): void {
  for (const [pinId, marker] of markers.pins) marker.getElement().dataset.highlighted = String(pinId === id);
  for (const { marker, ids } of markers.clusters.values()) marker.getElement().dataset.highlighted = String(id !== null && ids.has(id));
}

interface Latest {
  pins: readonly MapPin[];
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  t: TFunction<'mf-search'>;
}

function pinButton(pin: MapPin, latest: Latest, onSelect: (pin: MapPin) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.pin ?? '';
  button.textContent = pin.price;
  button.setAttribute('aria-label', pin.name);
  button.dataset.testid = 'map-pin';
  button.dataset.spaceId = pin.id;
  button.addEventListener('mouseenter', () => latest.onHighlight(pin.id));
  button.addEventListener('focus', () => latest.onHighlight(pin.id));
  button.addEventListener('mouseleave', () => latest.onHighlight(null));
  button.addEventListener('blur', () => latest.onHighlight(null));
  button.addEventListener('click', (event) => {
    // The map's own click would close the card at once.
    event.stopPropagation();
    onSelect(pin);
  });
  return button;
}

function clusterButton(count: number, t: TFunction<'mf-search'>, onZoom: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.cluster ?? '';
  button.textContent = String(count);
  button.setAttribute('aria-label', t('map.cluster', { count }));
  button.dataset.testid = 'map-cluster';
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onZoom();
  });
  return button;
}

/**
 * Puts an HTML marker on each pin and cluster of the source's current tiles (MapLibre's own
 * clustering decides which), and takes away the ones no longer there.
 */
function syncMarkers(map: maplibregl.Map, markers: Markers, latest: Latest, onSelect: (pin: MapPin) => void, onZoom: (clusterId: number, center: [number, number]) => void): void {
  if (!map.getSource(SOURCE)) return;
  const features = map.querySourceFeatures(SOURCE);
  const byId = new Map(latest.pins.map((pin) => [pin.id, pin]));
  const seenPins = new Set<string>();
  const seenClusters = new Set<number>();
  for (const feature of features) {
    const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
    const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string };
    if (props.cluster && typeof props.cluster_id === 'number') {
      const clusterId = props.cluster_id;
      if (seenClusters.has(clusterId)) continue;
      seenClusters.add(clusterId);
      if (!markers.clusters.has(clusterId)) {
        const entry = { marker: new maplibregl.Marker({ element: clusterButton(props.point_count ?? 0, latest.t, () => onZoom(clusterId, [lng, lat])) }), ids: new Set<string>() };
        entry.marker.setLngLat([lng, lat]).addTo(map);
        markers.clusters.set(clusterId, entry);
        // Which results it holds, so a hovered card's cluster can stand out.
        void map
          .getSource<GeoJSONSource>(SOURCE)
          ?.getClusterLeaves(clusterId, Infinity, 0)
          .then((leaves: Feature[]) => {
            for (const leaf of leaves) entry.ids.add(String((leaf.properties as { id?: string } | null)?.id));
            highlight(markers, latest.highlightedId);
          })
          .catch(() => undefined);
      }
    } else if (typeof props.id === 'string') {
      const pin = byId.get(props.id);
      if (!pin || seenPins.has(pin.id)) continue;
      seenPins.add(pin.id);
      if (!markers.pins.has(pin.id)) {
        const marker = new maplibregl.Marker({ element: pinButton(pin, latest, onSelect) }).setLngLat([pin.longitude, pin.latitude]).addTo(map);
        markers.pins.set(pin.id, marker);
      }
    }
  }
  for (const [id, marker] of markers.pins) {
    if (seenPins.has(id)) continue;
    marker.remove();
    markers.pins.delete(id);
  }
  for (const [id, { marker }] of markers.clusters) {
    if (seenClusters.has(id)) continue;
    marker.remove();
    markers.clusters.delete(id);
  }
  highlight(markers, latest.highlightedId);
}
