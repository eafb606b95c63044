import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { LANGUAGES, localeInfo, type Language } from './locales';

/** Loads one language's strings of a namespace (a dynamic import of its JSON). */
export type NamespaceLoader = (language: Language) => Promise<ResourceLanguage | { default: ResourceLanguage }>;

/**
 * The page's i18next instance. i18next is a Module Federation shared singleton, so the
 * shell and every remote get the same default instance; whoever comes first initialises it.
 */
export async function initI18n(locale: string, resources: Resource = {}): Promise<I18n> {
  const info = localeInfo(locale);
  if (i18next.isInitialized) {
    if (i18next.language !== info.locale) await i18next.changeLanguage(info.locale);
    return i18next;
  }
  await i18next.init({
    lng: info.locale,
    // fr-CA reads fr-CA, then fr, then en.
    fallbackLng: { 'fr-CA': ['fr', 'en'], default: [info.language, 'en'] },
    supportedLngs: [...LANGUAGES, 'en-US', 'en-GB', 'en-CA', 'en-AU', 'fr-FR', 'fr-CA', 'es-ES', 'de-DE'],
    ns: [],
    defaultNS: false,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Missing keys show the English text, never a raw key, and are reported once.
    saveMissing: false,
  });
  addFormatters(i18next);
  return i18next;
}

function unwrap(module: ResourceLanguage | { default: ResourceLanguage }): ResourceLanguage {
  return 'default' in module && typeof module.default === 'object' ? (module.default as ResourceLanguage) : (module as ResourceLanguage);
}

/**
 * A language's strings, asked for a second time when the first ask fails. The page preloads
 * each first-screen app's strings chunk (docs/decisions/first-load-preloads.md); when that
 * preload failed (the remote's origin was down as the page loaded), Chromium answers the first
 * script that asks for the file with the preload's failure, without a request, and only the
 * next ask reaches the network. A second failure is the answer.
 */
async function loadStrings(load: NamespaceLoader, language: Language): Promise<ResourceLanguage> {
  try {
    return unwrap(await load(language));
  } catch {
    return unwrap(await load(language));
  }
}

/**
 * Adds a remote's namespace (its name, e.g. `mf-nav`) for the current language and the
 * English fallback. Safe to call again on every mount: loaded bundles are kept.
 */
export async function registerNamespace(instance: I18n, namespace: string, load: NamespaceLoader): Promise<void> {
  const language = localeInfo(instance.language).language;
  const wanted: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  await Promise.all(
    wanted.map(async (lng) => {
      if (instance.hasResourceBundle(lng, namespace)) return;
      instance.addResourceBundle(lng, namespace, await loadStrings(load, lng), true, true);
    }),
  );
}

/**
 * How a name (an activity: "Party", "Fête") reads inside a sentence in a language: French,
 * Spanish and English write it in lower case, German keeps the capital of its nouns.
 */
export function inRunningText(name: string, language: string): string {
  const lang = language.slice(0, 2).toLowerCase();
  if (lang === 'de' || name === '') return name;
  // An acronym (all capitals, "DJ") keeps its case.
  const firstWord = name.split(/\s/)[0] ?? '';
  if (firstWord.length > 1 && firstWord === firstWord.toLocaleUpperCase(lang)) return name;
  return name.charAt(0).toLocaleLowerCase(lang) + name.slice(1);
}

/**
 * The product's i18next formatters, added to an instance once: `{{activity, running}}` writes
 * a name as it reads mid-sentence in the language ({@link inRunningText}).
 */
export function addFormatters(instance: I18n): void {
  instance.services.formatter?.add('running', (value: unknown, lng: string | undefined) =>
    typeof value === 'string' ? inRunningText(value, lng ?? instance.language ?? 'en') : String(value),
  );
}
