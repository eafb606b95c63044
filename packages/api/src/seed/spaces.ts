import { ACTIVITIES } from './activities';
import { COUNTRY_LANGUAGE, SPACE_WORDS } from './space-copy';
import type { Rng } from '../lib/rng';
import type { PhotoStyle } from './photos';

/** A market city with what the gazetteer knows of it. */
export interface SeedCity {
  id: string;
  name: string;
  state: string;
  country: string;
  currency: string;
  lat: number;
  lng: number;
  population: number;
}

export interface SpaceSeed {
  title: string;
  description: string;
  cityId: string;
  city: string;
  state: string;
  country: string;
  lat: number;
  lng: number;
  capacity: number;
  hourlyPrice: number;
  currency: string;
  rating: number;
  reviewCount: number;
  instantBook: boolean;
  activities: string[];
  photoId: string;
  opensAt: number;
  closesAt: number;
  style: PhotoStyle;
}

const STYLE_ACTIVITIES: Record<PhotoStyle, string[]> = {
  loft: [
    'photo-shoot',
    'party',
    'birthday-party',
    'video-shoot',
    'corporate-event',
    'pop-up',
    'fashion-shoot',
    'workshop',
    'cocktail-party',
    'networking-event',
    'art-exhibition',
    'film-shoot',
    'music-video',
    'engagement-party',
  ],
  studio: [
    'photo-shoot',
    'video-shoot',
    'film-shoot',
    'fashion-shoot',
    'product-shoot',
    'podcast',
    'music-video',
    'commercial',
    'live-stream',
    'audio-recording',
    'yoga-class',
    'workshop',
  ],
  garden: ['party', 'wedding-reception', 'baby-shower', 'birthday-party', 'engagement-party', 'bridal-shower', 'photo-shoot', 'dinner-party', 'yoga-class', 'offsite'],
  rooftop: [
    'party',
    'cocktail-party',
    'birthday-party',
    'corporate-event',
    'networking-event',
    'photo-shoot',
    'holiday-party',
    'engagement-party',
    'graduation-party',
    'video-shoot',
  ],
  boardroom: ['meeting', 'workshop', 'offsite', 'conference', 'presentation', 'training', 'brainstorm', 'interview', 'board-meeting', 'coworking'],
  gallery: ['art-exhibition', 'pop-up', 'corporate-event', 'networking-event', 'photo-shoot', 'cocktail-party', 'presentation', 'fashion-shoot', 'concert'],
  bar: ['party', 'birthday-party', 'cocktail-party', 'holiday-party', 'networking-event', 'music-video', 'concert', 'graduation-party', 'film-shoot'],
  kitchen: ['dinner-party', 'baby-shower', 'bridal-shower', 'workshop', 'photo-shoot', 'video-shoot', 'holiday-party', 'corporate-event'],
};

const CAPACITY: Record<PhotoStyle, [number, number]> = {
  boardroom: [4, 40],
  studio: [5, 60],
  kitchen: [8, 50],
  loft: [15, 200],
  garden: [20, 250],
  rooftop: [20, 300],
  gallery: [20, 250],
  bar: [20, 200],
};

/** Price level of a currency against USD, so a London loft costs pounds, not dollars. */
const CURRENCY_FACTOR: Record<string, number> = { USD: 1, CAD: 1.35, AUD: 1.5, GBP: 0.8, EUR: 0.92 };
const PREMIUM_CITIES = new Set(['new-york', 'san-francisco', 'los-angeles', 'london', 'paris', 'sydney', 'munich', 'boston']);
const OPENS = [360, 420, 480, 540];
const CLOSES = [1080, 1200, 1320, 1440, 1560, 1800];

const KNOWN = new Set(ACTIVITIES.map((a) => a.id));
for (const list of Object.values(STYLE_ACTIVITIES)) for (const id of list) if (!KNOWN.has(id)) throw new Error(`unknown activity ${id}`);

/** Offsets a point by up to `km` kilometres, denser near the centre (city cores hold more venues). */
function scatter(rng: Rng, lat: number, lng: number, km: number): { lat: number; lng: number } {
  const r = km * Math.sqrt(rng.next()) * (0.4 + 0.6 * rng.next());
  const theta = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(theta)) / 111;
  const dLng = (r * Math.sin(theta)) / (111 * Math.cos((lat * Math.PI) / 180));
  return { lat: Math.round((lat + dLat) * 1e6) / 1e6, lng: Math.round((lng + dLng) * 1e6) / 1e6 };
}

/** Spaces spread over the cities in proportion to the square root of their population. */
export function generateSpaces(rng: Rng, cities: readonly SeedCity[], total: number, photos: readonly { id: string; style: PhotoStyle }[]): SpaceSeed[] {
  if (photos.length === 0) throw new Error('generateSpaces needs at least one photo');
  const weights = cities.map((c) => Math.sqrt(c.population));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < total; i = (i + 1) % counts.length) counts[i] = (counts[i] ?? 0) + 1;
  const byStyle = new Map<PhotoStyle, string[]>();
  for (const p of photos) byStyle.set(p.style, [...(byStyle.get(p.style) ?? []), p.id]);
  const styles = [...byStyle.keys()];
  const out: SpaceSeed[] = [];
  cities.forEach((city, ci) => {
    const language = city.id === 'montreal' ? 'fr' : (COUNTRY_LANGUAGE[city.country] ?? 'en');
    const words = SPACE_WORDS[language];
    const radiusKm = city.population > 2_000_000 ? 14 : city.population > 700_000 ? 9 : 6;
    for (let i = 0; i < (counts[ci] ?? 0); i++) {
      const style = rng.pick(styles);
      const [noun, gender] = rng.pick(words.nouns[style]);
      const adjective = rng.pick(words.adjectives)[gender];
      const title = words.compose(noun, adjective, rng.pick(words.features));
      const [minCap, maxCap] = CAPACITY[style];
      const capacity = Math.round(minCap + (maxCap - minCap) * rng.next() ** 2);
      const activities = rng.sample(STYLE_ACTIVITIES[style], rng.int(3, 7));
      const usd = (30 + capacity * 0.9 + rng.int(0, 60)) * (PREMIUM_CITIES.has(city.id) ? 1.45 : 1) * (0.7 + rng.next() * 0.7);
      const major = Math.max(15, Math.round((usd * (CURRENCY_FACTOR[city.currency] ?? 1)) / 5) * 5);
      const reviewCount = rng.chance(0.08) ? 0 : Math.round(rng.next() ** 2 * 350) + 1;
      const rating = reviewCount === 0 ? 0 : Math.round((4 + rng.next() ** 0.6 * 1) * 10) / 10;
      const point = scatter(rng, city.lat, city.lng, radiusKm);
      const activityNames = activities.slice(0, 3).map((id) => ACTIVITIES.find((a) => a.id === id)?.names[language].dropdown_plural.toLowerCase() ?? id);
      out.push({
        title,
        description: words.description
          .replace('{title}', title)
          .replace('{city}', city.name)
          .replace('{capacity}', String(capacity))
          .replace('{activities}', activityNames.join(', ')),
        cityId: city.id,
        city: city.name,
        state: city.state,
        country: city.country,
        lat: point.lat,
        lng: point.lng,
        capacity,
        hourlyPrice: major * 100,
        currency: city.currency,
        rating: Math.min(5, rating),
        reviewCount,
        instantBook: rng.chance(0.45),
        activities,
        photoId: rng.pick(byStyle.get(style) ?? []),
        opensAt: rng.pick(OPENS),
        closesAt: rng.pick(CLOSES),
        style,
      });
    }
  });
  return out;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Local wall-clock 'YYYY-MM-DDTHH:mm:00' of a day offset from `from` plus minutes. */
export function localStamp(from: Date, dayOffset: number, minutes: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + dayOffset, 0, minutes));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

/** A few bookings per space over the next three weeks, inside opening hours, never overlapping. */
export function generateBookings(rng: Rng, spaces: readonly { id: number; opensAt: number; closesAt: number }[], today: Date) {
  const out: { spaceId: number; startsAt: string; endsAt: string }[] = [];
  for (const space of spaces) {
    const days = rng.sample(
      Array.from({ length: 21 }, (_, i) => i),
      rng.int(0, 5),
    );
    for (const day of days) {
      const hours = rng.int(2, 6);
      const latestStart = space.closesAt - hours * 60;
      if (latestStart < space.opensAt) continue;
      const start = space.opensAt + 30 * rng.int(0, Math.floor((latestStart - space.opensAt) / 30));
      out.push({ spaceId: space.id, startsAt: localStamp(today, day, start), endsAt: localStamp(today, day, start + hours * 60) });
    }
  }
  return out;
}
