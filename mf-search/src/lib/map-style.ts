import { findWebEnvironment } from '@hourspace/contracts';
import type { StyleSpecification } from 'maplibre-gl';
import type { TFunction } from 'i18next';
import { BASEMAP_URL } from './map-assets';

/** The offline basemap's style: sea, land, borders and city dots; no text (no glyph server). */
export function basemapStyle(url: string, t: TFunction<'mf-search'>): StyleSpecification {
  const is = (layer: string) => ['==', ['get', 'layer'], layer] as ['==', ['get', string], string];
  return {
    version: 8,
    sources: { basemap: { type: 'geojson', data: url, attribution: t('map.attribution') } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#d7e6ee' } },
      { id: 'land', type: 'fill', source: 'basemap', filter: is('land'), paint: { 'fill-color': '#f4f1ea' } },
      { id: 'coastline', type: 'line', source: 'basemap', filter: is('land'), paint: { 'line-color': '#9fb8c6', 'line-width': 1 } },
      { id: 'state-border', type: 'line', source: 'basemap', filter: is('state-border'), paint: { 'line-color': '#c9c2b4', 'line-width': 0.8, 'line-dasharray': [3, 2] } },
      { id: 'country-border', type: 'line', source: 'basemap', filter: is('country-border'), paint: { 'line-color': '#a99f8c', 'line-width': 1.2 } },
      {
        id: 'city',
        type: 'circle',
        source: 'basemap',
        filter: is('city'),
        paint: { 'circle-color': '#8a8172', 'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 1.5, 10, 4], 'circle-opacity': 0.7 },
      },
    ],
  };
}

/**
 * The map's style: the tile source the channel names (a real deployment's, whose origin the
 * CSP allows), else the offline basemap this remote serves (development and tests).
 */
export function mapStyle(t: TFunction<'mf-search'>): string | StyleSpecification {
  return findWebEnvironment()?.maps?.styleUrl ?? basemapStyle(BASEMAP_URL, t);
}
