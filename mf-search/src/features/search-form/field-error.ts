import { messageFor, type MessageLanguage } from '@hourspace/validation';
import type { TFunction } from 'i18next';
import type { SearchFieldError } from './search-form-store';

const LANGUAGES: readonly string[] = ['en', 'fr', 'es', 'de'];

/** The validation messages' language for an i18next language or locale ('fr-CA' → 'fr'). */
export function messageLanguage(language: string): MessageLanguage {
  const base = language.split('-')[0]?.toLowerCase() ?? 'en';
  return (LANGUAGES.includes(base) ? base : 'en') as MessageLanguage;
}

/**
 * The text of a field's mark: the spec's messages come from @hourspace/validation (one
 * source for the forms and the API), in the page's language.
 */
export function fieldErrorText(error: SearchFieldError | undefined, language: string, t: TFunction<'mf-search'>): string | null {
  if (error === undefined) return null;
  if (error === 'lookupFailed') return t('errors.lookupFailed');
  return messageFor(error, messageLanguage(language));
}
