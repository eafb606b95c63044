import { LOCALES, type LocaleInfo } from '@hourspace/i18n/locales';

/**
 * The locale table of spec §3, read from @hourspace/i18n's data-only entry point (no
 * i18next or React is loaded), plus the one thing only the API needs per locale.
 */
export interface ApiLocale extends LocaleInfo {
  /** The market city the location field is prefilled with (an id of config/markets.ts). */
  prefillCityId: string;
}

/** The market city env/web prefills per locale; a test checks every id is a market city. */
const PREFILL_CITY: Record<LocaleInfo['locale'], string> = {
  'en-US': 'new-york',
  'en-GB': 'london',
  'fr-FR': 'paris',
  'fr-CA': 'montreal',
  'es-ES': 'madrid',
  'de-DE': 'berlin',
  'en-CA': 'toronto',
  'en-AU': 'sydney',
};

export const API_LOCALES: readonly ApiLocale[] = LOCALES.map((l) => ({ ...l, prefillCityId: PREFILL_CITY[l.locale] }));

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
