import { localeInfo, type LocaleInfo } from './locales';

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

/** A country's name in a language (`ES` on `es-ES`: "España"; `US` on `es-ES`: "Estados Unidos"), from `Intl.DisplayNames`. */
export function regionName(country: string, inLocale: string): string {
  return displayNames(inLocale, 'region')?.of(country) ?? country;
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
