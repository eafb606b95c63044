/** One row of spec §3's locale entity, plus what the front end derives from it. */
export interface LocaleInfo {
  /** BCP 47 tag, e.g. `fr-CA`. */
  locale: LocaleCode;
  /** i18next language whose translations this locale reads. */
  language: Language;
  /** ISO country code. */
  country: 'US' | 'GB' | 'FR' | 'CA' | 'ES' | 'DE' | 'AU';
  region: 'north-america' | 'europe' | 'oceania';
  /** The URL prefix, without slashes. */
  url_prefix: string;
  zendesk_url_locale: string;
  /** The locale used when a path has no prefix or an unknown one. */
  fallback: boolean;
  /** The short code the locale selector shows (spec §9). */
  displayCode: string;
  /** The country label of spec §9, as written there. */
  countryLabel: string;
  /** The locale's name in its own language, for the selector. */
  nativeName: string;
  currency: 'USD' | 'GBP' | 'EUR' | 'CAD' | 'AUD';
}

export const LOCALE_CODES = ['en-US', 'en-GB', 'fr-FR', 'fr-CA', 'es-ES', 'de-DE', 'en-CA', 'en-AU'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
export const LANGUAGES = ['en', 'fr', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The 8 locales in the spec's order. fr-CA takes the prefix `fr-ca` (see
 * docs/decisions/i18n-fr-ca-prefix.md): `ca` already belongs to en-CA and `fr` to fr-FR.
 */
export const LOCALES: readonly LocaleInfo[] = [
  {
    locale: 'en-US',
    language: 'en',
    country: 'US',
    region: 'north-america',
    url_prefix: 'us',
    zendesk_url_locale: 'en-us',
    fallback: true,
    displayCode: 'US',
    countryLabel: 'the US',
    nativeName: 'English (US)',
    currency: 'USD',
  },
  {
    locale: 'en-GB',
    language: 'en',
    country: 'GB',
    region: 'europe',
    url_prefix: 'gb',
    zendesk_url_locale: 'en-gb',
    fallback: false,
    displayCode: 'GB',
    countryLabel: 'the UK',
    nativeName: 'English (UK)',
    currency: 'GBP',
  },
  {
    locale: 'fr-FR',
    language: 'fr',
    country: 'FR',
    region: 'europe',
    url_prefix: 'fr',
    zendesk_url_locale: 'fr',
    fallback: false,
    displayCode: 'FR',
    countryLabel: 'France',
    nativeName: 'Français',
    currency: 'EUR',
  },
  {
    locale: 'fr-CA',
    language: 'fr',
    country: 'CA',
    region: 'north-america',
    url_prefix: 'fr-ca',
    zendesk_url_locale: 'fr-ca',
    fallback: false,
    displayCode: 'CA',
    countryLabel: 'Canada',
    nativeName: 'Français (Canada)',
    currency: 'CAD',
  },
  {
    locale: 'es-ES',
    language: 'es',
    country: 'ES',
    region: 'europe',
    url_prefix: 'es',
    zendesk_url_locale: 'es',
    fallback: false,
    displayCode: 'ES',
    countryLabel: 'Espana',
    nativeName: 'Español',
    currency: 'EUR',
  },
  {
    locale: 'de-DE',
    language: 'de',
    country: 'DE',
    region: 'europe',
    url_prefix: 'de',
    zendesk_url_locale: 'de',
    fallback: false,
    displayCode: 'DE',
    countryLabel: 'Deutschland',
    nativeName: 'Deutsch',
    currency: 'EUR',
  },
  {
    locale: 'en-CA',
    language: 'en',
    country: 'CA',
    region: 'north-america',
    url_prefix: 'ca',
    zendesk_url_locale: 'en-ca',
    fallback: false,
    displayCode: 'CA',
    countryLabel: 'Canada',
    nativeName: 'English (Canada)',
    currency: 'CAD',
  },
  {
    locale: 'en-AU',
    language: 'en',
    country: 'AU',
    region: 'oceania',
    url_prefix: 'au',
    zendesk_url_locale: 'en-au',
    fallback: false,
    displayCode: 'AU',
    countryLabel: 'Australia',
    nativeName: 'English (Australia)',
    currency: 'AUD',
  },
];

export const DEFAULT_LOCALE: LocaleInfo = LOCALES.find((l) => l.fallback)!;

/** Whether a string is one of the 8 locale codes. */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The table row of a locale code; the fallback locale for anything else. */
export function localeInfo(code: string | null | undefined): LocaleInfo {
  return LOCALES.find((l) => l.locale === code) ?? DEFAULT_LOCALE;
}

/** The table row of a URL prefix (case-insensitive), or undefined. */
export function localeForPrefix(prefix: string): LocaleInfo | undefined {
  const p = prefix.toLowerCase();
  return LOCALES.find((l) => l.url_prefix === p);
}
