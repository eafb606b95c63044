import { withMessageTranslations } from '@hourspace/validation';

/**
 * mf-account's strings in a language, and the validation messages of the same language, which load
 * on demand (docs/decisions/validation-translations-on-demand.md): both are there before a root mounts.
 */
export const loadMessages = withMessageTranslations((language: string) => import(/* webpackChunkName: "mf-account-i18n-[request]" */ `../i18n/${language}.json`));
