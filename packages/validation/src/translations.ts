import { MESSAGES, type MessageKey } from './messages';

/** Languages the validation messages are translated into, besides English. */
export type TranslatedLanguage = 'fr' | 'es' | 'de';

/** Every language `translateMessage` understands. */
export type MessageLanguage = 'en' | TranslatedLanguage;

type Table = Readonly<Record<MessageKey, string>>;

/**
 * The language validation messages are shown in, from an i18next language or a locale
 * ('fr-CA' → 'fr'); English for any other.
 */
export function messageLanguage(language: string | undefined): MessageLanguage {
  const short = (language ?? 'en').slice(0, 2).toLowerCase();
  return short === 'fr' || short === 'es' || short === 'de' ? short : 'en';
}

/**
 * Each language's table in a chunk of its own, so a page carries only the language it shows
 * (the three tables were about 7 KB gz in every build that translates a message, on every
 * page of every language: docs/decisions/validation-translations-on-demand.md).
 */
const LOADERS: Readonly<Record<TranslatedLanguage, () => Promise<{ default: Table }>>> = {
  fr: () => import(/* webpackChunkName: "validation-fr" */ './translations/fr'),
  es: () => import(/* webpackChunkName: "validation-es" */ './translations/es'),
  de: () => import(/* webpackChunkName: "validation-de" */ './translations/de'),
};

/** The tables loaded so far. */
const TABLES: Partial<Record<TranslatedLanguage, Table>> = {};

const isTranslated = (language: string): language is TranslatedLanguage => Object.hasOwn(LOADERS, language);

/**
 * Loads the translations of the messages into `language` (a language code: "fr"; nothing to
 * load for English or a language we do not translate into). Until it has resolved,
 * `translateMessage` and `messageFor` answer in English for that language. A remote that
 * translates messages loads them with its strings (`withMessageTranslations`).
 */
export async function loadMessageTranslations(language: string): Promise<void> {
  if (!isTranslated(language) || TABLES[language]) return;
  TABLES[language] = (await LOADERS[language]()).default;
}

/** Whether `language`'s messages can be translated now (English always). */
export function messageTranslationsReady(language: string): boolean {
  return !isTranslated(language) || TABLES[language] !== undefined;
}

/**
 * A remote's strings loader that also loads the validation messages of the same language, so
 * both are there before the remote mounts: `loadMessages: withMessageTranslations((language) => import(…))`.
 */
export function withMessageTranslations<Language extends string, Strings>(load: (language: Language) => Promise<Strings>): (language: Language) => Promise<Strings> {
  return async (language) => {
    const [strings] = await Promise.all([load(language), loadMessageTranslations(language)]);
    return strings;
  };
}

// Several keys share one English text (the Rails-style length messages); they
// translate identically, so the first key found is as good as any.
const KEY_BY_TEXT: ReadonlyMap<string, MessageKey> = (() => {
  const map = new Map<string, MessageKey>();
  for (const [key, text] of Object.entries(MESSAGES) as [MessageKey, string][]) {
    if (!map.has(text)) map.set(text, key);
  }
  return map;
})();

/** The stable key of an English message text, or `undefined` when the text is not one of ours. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return KEY_BY_TEXT.get(text);
}

/** The text of a message key in a language (English when `language` is 'en'). */
export function messageFor(key: MessageKey, language: MessageLanguage): string {
  return tableFor(language)?.[key] ?? MESSAGES[key];
}

// Callers outside TypeScript may pass any language code; unknown ones fall back to English,
// as a language whose table has not been loaded does.
function tableFor(language: string): Table | undefined {
  return isTranslated(language) ? TABLES[language] : undefined;
}

/**
 * Translates an English message, as a schema issue or the API returns it, into
 * `language`. Text that is not one of our messages (a server error we do not
 * own, for example) comes back unchanged rather than blank.
 */
export function translateMessage(text: string, language: MessageLanguage): string {
  const table = tableFor(language);
  const key = KEY_BY_TEXT.get(text);
  return table === undefined || key === undefined ? text : table[key];
}

/**
 * The §5 card messages in `language`, under the names card entry (@hourspace/ui's
 * `CardMessages`) gives them: every remote with card entry spreads these and adds its own
 * strings for what §5 does not word.
 */
export function cardFieldMessages(language: MessageLanguage) {
  return {
    numberRequired: messageFor('card.number.required', language),
    numberInvalid: messageFor('card.number.invalid', language),
    numberLuhn: messageFor('card.number.luhn', language),
    monthInvalid: messageFor('card.month.invalid', language),
    yearInvalid: messageFor('card.year.invalid', language),
    expired: messageFor('card.expired', language),
    cvcInvalid: messageFor('card.cvv.invalid', language),
  };
}
