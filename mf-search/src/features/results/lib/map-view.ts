import { BBOX_LIMITS, BboxOfInterestSchema, formatBbox, lngSpan, type BoundingBox } from '@hourspace/validation';
import * as v from 'valibot';
import type { SpaceCard } from '../../../lib/api/search-spaces';
import { formatPrice } from './format';

/**
 * What the results page's map needs that has nothing to do with MapLibre, so the page can use
 * it without loading the map's chunk (docs/decisions/search-map.md).
 */

/** The URL parameter of a map search: 'west,south,east,north' (docs/decisions/search-map.md). */
export const MAP_BOX_PARAM = 'bbox_of_interest';

/** Spec §9 debounces typing by 400 ms; a map settles after a drag or a zoom step, so it waits a little longer. */
export const MAP_SEARCH_DEBOUNCE_MS = 600;

/** From this width the map sits beside the list (docs/decisions/search-map.md). */
export const MAP_BESIDE_MIN_WIDTH = 1120;

export type { BoundingBox };

/** The map area a results URL names, or null (none, or one the API would refuse). */
export function readMapBox(params: URLSearchParams): BoundingBox | null {
  const raw = params.get(MAP_BOX_PARAM);
  if (!raw) return null;
  const parsed = v.safeParse(BboxOfInterestSchema, raw);
  return parsed.success ? parsed.output : null;
}

/** The URL value of a map area. */
export function mapBoxParam(box: BoundingBox): string {
  return formatBbox(box);
}

/** Whether the API would refuse the area as too big to search (the map asks to zoom in instead). */
export function isBoxTooLarge(box: BoundingBox): boolean {
  return box.north - box.south > BBOX_LIMITS.maxLatSpan || lngSpan(box) > BBOX_LIMITS.maxLngSpan;
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

function wallClockMinutes(text: string): number | null {
  const m = STAMP.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) / 60000;
}

/** How many hours an `availability_interval` ('lat,lng,start,end') covers; null without one. */
export function hoursOf(interval: string | null): number | null {
  const parts = (interval ?? '').split(',');
  if (parts.length !== 4) return null;
  const start = wallClockMinutes(parts[2]!);
  const end = wallClockMinutes(parts[3]!);
  if (start === null || end === null || end <= start) return null;
  return (end - start) / 60;
}

/** One result as the map shows it. */
export interface MapPin {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
  /** What the pin shows: the price of the chosen hours, or the hourly rate. */
  price: string;
  /** The price in words ('$404 for 4 hours', '$101 an hour'). */
  priceWords: string;
  /** Its name for assistive technology: title and price in words. */
  name: string;
  /** City and region, for the small card. */
  place: string;
}

/** How a pin's price reads: with dates, the price of those hours; without, the hourly rate. */
export interface PinWords {
  forHours: (price: string, hours: number) => string;
  perHour: (price: string) => string;
}

/** The page's results that have a place on the map, as pins. */
export function pinsOf(spaces: readonly SpaceCard[], hours: number | null, locale: string, words: PinWords): MapPin[] {
  return spaces.flatMap((space) => {
    if (space.latitude === null || space.longitude === null || space.hourly_price === null) return [];
    const amount = hours === null ? space.hourly_price : Math.round(space.hourly_price * hours * 100) / 100;
    const price = formatPrice(amount, space.currency, locale);
    const priceWords = hours === null ? words.perHour(price) : words.forHours(price, hours);
    return [
      {
        id: space.id,
        title: space.title,
        latitude: space.latitude,
        longitude: space.longitude,
        price,
        priceWords,
        name: `${space.title}, ${priceWords}`,
        place: [space.city, space.state].filter(Boolean).join(', '),
      },
    ];
  });
}

/** The smallest area holding every pin, or null for none. */
export function boundsOfPins(pins: readonly Pick<MapPin, 'latitude' | 'longitude'>[]): BoundingBox | null {
  if (pins.length === 0) return null;
  const lats = pins.map((p) => p.latitude);
  const lngs = pins.map((p) => p.longitude);
  return { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) };
}

/** Two areas are the same view when they agree to the URL's precision. */
export function sameBox(a: BoundingBox | null, b: BoundingBox | null): boolean {
  return a !== null && b !== null && mapBoxParam(a) === mapBoxParam(b);
}
