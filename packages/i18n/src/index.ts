/**
 * @hourspace/i18n: the locale table of spec §3, URL prefix parsing and building, and the
 * page's i18next set-up with one namespace per remote.
 */
export { LOCALES, LOCALE_CODES, LANGUAGES, DEFAULT_LOCALE, isLocaleCode, localeInfo, localeForPrefix, type LocaleInfo, type LocaleCode, type Language } from './locales';
export { parseLocalePath, buildLocalePath, switchLocalePath, type ParsedPath } from './paths';
export { PRODUCT_NAME, pageTitle, setPageTitle } from './title';
export { regionName, languageName, countryNameFor, nativeCountryNameFor } from './names';
export { initI18n, registerNamespace, addFormatters, inRunningText, type NamespaceLoader } from './setup';
export { numberFormat, dateTimeFormat, warmIntlFormats } from './intl-formats';
