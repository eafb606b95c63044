/**
 * MapLibre replaced at the module boundary for the map's tests: jsdom has no WebGL, and what
 * the map component owns is what it asks of MapLibre (sources, markers, moves) and what it
 * does with MapLibre's answers (which features are clusters, the visible bounds).
 */
import type { BoundingBox } from '@hourspace/validation';

type Handler = (event: Record<string, unknown>) => void;

export interface FakeFeature {
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: Record<string, unknown>;
}

export class FakeSource {
  data: unknown;
  leaves = new Map<number, string[]>();
  constructor(readonly spec: Record<string, unknown>) {
    this.data = spec.data;
  }
  setData = jest.fn(async (data: unknown) => {
    this.data = data;
  });
  getClusterExpansionZoom = jest.fn(async () => 14);
  getClusterLeaves = jest.fn(async (id: number) => (this.leaves.get(id) ?? []).map((spaceId) => ({ type: 'Feature', properties: { id: spaceId }, geometry: null })));
}

export class FakeMap {
  static made: FakeMap[] = [];
  readonly handlers = new Map<string, Handler[]>();
  readonly sources = new Map<string, FakeSource>();
  readonly container: HTMLElement;
  bounds: BoundingBox = { west: -74.1, south: 40.6, east: -73.8, north: 40.85 };
  features: FakeFeature[] = [];
  fitBounds = jest.fn();
  easeTo = jest.fn();
  remove = jest.fn();
  addLayer = jest.fn();
  addControl = jest.fn();
  touchZoomRotate = { disableRotation: jest.fn() };
  constructor(readonly options: Record<string, unknown> & { container: HTMLElement }) {
    this.container = options.container;
    FakeMap.made.push(this);
  }
  on(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    return this;
  }
  /** What MapLibre would fire. */
  fire(type: string, event: Record<string, unknown> = {}) {
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
  addSource(id: string, spec: Record<string, unknown>) {
    this.sources.set(id, new FakeSource(spec));
  }
  getSource(id: string) {
    return this.sources.get(id);
  }
  isSourceLoaded() {
    return true;
  }
  querySourceFeatures() {
    return this.features;
  }
  getBounds() {
    const b = this.bounds;
    return { getWest: () => b.west, getSouth: () => b.south, getEast: () => b.east, getNorth: () => b.north };
  }
  getCanvasContainer() {
    return this.container;
  }
  /** The map loads, its source tiles, and MapLibre reports them: the markers follow. */
  loadWith(features: FakeFeature[]) {
    this.features = features;
    this.fire('load');
    this.fire('sourcedata', { sourceId: 'spaces' });
  }
}

export class FakeMarker {
  readonly element: HTMLElement;
  lngLat: [number, number] | null = null;
  constructor({ element }: { element: HTMLElement }) {
    this.element = element;
  }
  setLngLat(lngLat: [number, number]) {
    this.lngLat = lngLat;
    return this;
  }
  addTo(map: FakeMap) {
    map.getCanvasContainer().appendChild(this.element);
    return this;
  }
  remove() {
    this.element.remove();
  }
  getElement() {
    return this.element;
  }
}

export class FakePopup {
  static opened: FakePopup[] = [];
  node: HTMLElement | null = null;
  constructor(readonly options: Record<string, unknown>) {}
  setLngLat() {
    return this;
  }
  setDOMContent(node: HTMLElement) {
    this.node = node;
    return this;
  }
  setHTML(): never {
    throw new Error('the map never writes HTML into a popup');
  }
  addTo(map: FakeMap) {
    if (this.node) map.getCanvasContainer().appendChild(this.node);
    FakePopup.opened.push(this);
    return this;
  }
  remove() {
    this.node?.remove();
  }
}

/** The module as `import * as maplibregl from 'maplibre-gl'` sees it. */
export const fakeMaplibre = {
  __esModule: true,
  Map: FakeMap,
  Marker: FakeMarker,
  Popup: FakePopup,
  NavigationControl: class {},
  setWorkerUrl: jest.fn(),
};

/** A pin's feature, as MapLibre's clustering gives it back unclustered. */
export function pointFeature(id: string, lng: number, lat: number): FakeFeature {
  return { geometry: { type: 'Point', coordinates: [lng, lat] }, properties: { id } };
}

/** A cluster's feature, with its count. */
export function clusterFeature(clusterId: number, count: number, lng: number, lat: number): FakeFeature {
  return { geometry: { type: 'Point', coordinates: [lng, lat] }, properties: { cluster: true, cluster_id: clusterId, point_count: count } };
}
