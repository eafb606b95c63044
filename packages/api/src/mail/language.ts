import { API_LOCALES, findLocale, type ApiLocale } from '../config/locales';

/** The languages every message is written in (docs/decisions/mail-and-sms.md). */
export const LANGUAGES = ['en', 'fr', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale table's fallback (en-US): for a recipient with no preferred locale. */
export const FALLBACK_LOCALE = (API_LOCALES.find((l) => l.fallback) ?? API_LOCALES[0]) as ApiLocale;

/** The site locale of a profile's `preferred_locale` ('de-DE'), else the fallback. */
export function siteLocaleOf(preferred: string | null | undefined): ApiLocale {
  return (preferred && findLocale(preferred)) || FALLBACK_LOCALE;
}

/** A site locale's language: its tag's first part when we write in it, else English. */
export function languageOf(locale: ApiLocale): Language {
  const first = locale.locale.split('-')[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : 'en';
}
