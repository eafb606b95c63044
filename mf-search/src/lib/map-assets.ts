/**
 * Files the map loads from this remote's own origin (docs/decisions/search-map.md): webpack
 * emits each beside the map's chunk and writes its URL here. Kept apart from the map component
 * so its tests can name other URLs (jest does not run `import.meta`).
 */

/** The offline basemap: land, country and state borders, coastlines and city points, as GeoJSON. */
export const BASEMAP_URL = new URL('../assets/basemap.geojson', import.meta.url).href;

/**
 * MapLibre's worker. The library finds it beside its own file, which a bundle does not have;
 * from another origin than the page's, MapLibre starts it through a blob (CSP worker-src blob:).
 */
export const MAPLIBRE_WORKER_URL = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;
