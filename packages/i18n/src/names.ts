import { LOCALES, localeInfo, type Language, type LocaleInfo } from './locales';

type Country = LocaleInfo['country'];

/**
 * Our seven countries named in our four languages, as ICU names them (the test compares every
 * cell with `Intl.DisplayNames` in every locale). A table, because the footer names them on
 * every page while it hydrates, and each `Intl.DisplayNames` for a new locale loads that
 * locale's ICU data on the main thread: about 18 ms on a phone for the eight
 * (docs/decisions/main-thread-tasks.md).
 */
export const REGION_NAMES: Readonly<Record<Language, Readonly<Record<Country, string>>>> = {
  en: { US: 'United States', GB: 'United Kingdom', FR: 'France', CA: 'Canada', ES: 'Spain', DE: 'Germany', AU: 'Australia' },
  fr: { US: 'États-Unis', GB: 'Royaume-Uni', FR: 'France', CA: 'Canada', ES: 'Espagne', DE: 'Allemagne', AU: 'Australie' },
  es: { US: 'Estados Unidos', GB: 'Reino Unido', FR: 'Francia', CA: 'Canadá', ES: 'España', DE: 'Alemania', AU: 'Australia' },
  de: { US: 'Vereinigte Staaten', GB: 'Vereinigtes Königreich', FR: 'Frankreich', CA: 'Kanada', ES: 'Spanien', DE: 'Deutschland', AU: 'Australien' },
};

const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string, type: 'region' | 'language'): Intl.DisplayNames | null {
  const key = `${locale}|${type}`;
  if (!cache.has(key)) {
    try {
      cache.set(key, new Intl.DisplayNames([locale], { type, fallback: 'none' }));
    } catch {
      cache.set(key, null);
    }
  }
  return cache.get(key) ?? null;
}

/**
 * A country's name in a language (`ES` on `es-ES`: "España"; `US` on `es-ES`: "Estados Unidos"):
 * from {@link REGION_NAMES} for our countries in our locales, else from `Intl.DisplayNames`.
 */
export function regionName(country: string, inLocale: string): string {
  const known = LOCALES.find((info) => info.locale === inLocale);
  const fromTable = known ? (REGION_NAMES[known.language] as Readonly<Record<string, string>>)[country] : undefined;
  return fromTable ?? displayNames(inLocale, 'region')?.of(country) ?? country;
}

/** A language's name in a language, capitalised as a name on its own ("Français", "Deutsch"). */
export function languageName(language: string, inLocale: string): string {
  const name = displayNames(inLocale, 'language')?.of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
}

/**
 * A locale's country as a page in `pageLocale` names it: on an English page the country
 * label of spec §9 ("the US", "the UK"); in French, Spanish and German the name in that
 * language ("Estados Unidos", "España", "Vereinigte Staaten").
 */
export function countryNameFor(info: LocaleInfo, pageLocale: string): string {
  const page = localeInfo(pageLocale);
  return page.language === 'en' ? info.countryLabel : regionName(info.country, page.locale);
}

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/^the\s+/i, '')
    .toLowerCase();
}

/**
 * The country's name in the locale's own language, to show beside {@link countryNameFor}
 * (with `lang` set to the locale), or null when the page already says it that way.
 */
export function nativeCountryNameFor(info: LocaleInfo, pageLocale: string): string | null {
  const native = regionName(info.country, info.locale);
  const shown = countryNameFor(info, pageLocale);
  if (localeInfo(pageLocale).language === info.language || plain(native) === plain(shown)) return null;
  return native;
}
