/**
 * The API's copy of the locale table (spec §3 Locale). It mirrors @hourspace/i18n's
 * LOCALES (a test keeps them equal) instead of importing it, because that package
 * also sets up i18next/react-i18next, which a server has no use for.
 */
export interface ApiLocale {
  locale: string;
  language: 'en' | 'fr' | 'es' | 'de';
  country: 'US' | 'GB' | 'FR' | 'CA' | 'ES' | 'DE' | 'AU';
  region: string;
  url_prefix: string;
  zendesk_url_locale: string;
  fallback: boolean;
  currency: string;
  /** Spec §9 country label. */
  countryLabel: string;
  /** The market city the location field is prefilled with. */
  prefillCityId: string;
}

export const API_LOCALES: readonly ApiLocale[] = [
  { locale: 'en-US', language: 'en', country: 'US', region: 'north-america', url_prefix: 'us', zendesk_url_locale: 'en-us', fallback: true, currency: 'USD', countryLabel: 'the US', prefillCityId: 'new-york' },
  { locale: 'en-GB', language: 'en', country: 'GB', region: 'europe', url_prefix: 'gb', zendesk_url_locale: 'en-gb', fallback: false, currency: 'GBP', countryLabel: 'the UK', prefillCityId: 'london' },
  { locale: 'fr-FR', language: 'fr', country: 'FR', region: 'europe', url_prefix: 'fr', zendesk_url_locale: 'fr', fallback: false, currency: 'EUR', countryLabel: 'France', prefillCityId: 'paris' },
  { locale: 'fr-CA', language: 'fr', country: 'CA', region: 'north-america', url_prefix: 'fr-ca', zendesk_url_locale: 'fr-ca', fallback: false, currency: 'CAD', countryLabel: 'Canada', prefillCityId: 'montreal' },
  { locale: 'es-ES', language: 'es', country: 'ES', region: 'europe', url_prefix: 'es', zendesk_url_locale: 'es', fallback: false, currency: 'EUR', countryLabel: 'Espana', prefillCityId: 'madrid' },
  { locale: 'de-DE', language: 'de', country: 'DE', region: 'europe', url_prefix: 'de', zendesk_url_locale: 'de', fallback: false, currency: 'EUR', countryLabel: 'Deutschland', prefillCityId: 'berlin' },
  { locale: 'en-CA', language: 'en', country: 'CA', region: 'north-america', url_prefix: 'ca', zendesk_url_locale: 'en-ca', fallback: false, currency: 'CAD', countryLabel: 'Canada', prefillCityId: 'toronto' },
  { locale: 'en-AU', language: 'en', country: 'AU', region: 'oceania', url_prefix: 'au', zendesk_url_locale: 'en-au', fallback: false, currency: 'AUD', countryLabel: 'Australia', prefillCityId: 'sydney' },
];

export const LOCALE_CODES = API_LOCALES.map((l) => l.locale);

/** The locale of a code (case-insensitive, '_' accepted for '-'), or undefined. */
export function findLocale(code: string): ApiLocale | undefined {
  const wanted = code.replace('_', '-').toLowerCase();
  return API_LOCALES.find((l) => l.locale.toLowerCase() === wanted);
}

/** A site path under the locale's prefix, e.g. '/fr/s/?activity=party'. */
export function localePath(locale: ApiLocale, rest: string): string {
  return `/${locale.url_prefix}${rest.startsWith('/') || rest.startsWith('#') ? rest : `/${rest}`}`;
}
