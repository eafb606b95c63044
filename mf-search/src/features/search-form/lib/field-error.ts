import { messageFor } from '@hourspace/validation';
import type { TFunction } from 'i18next';
import { messageLanguage } from '../../../lib/message-language';
import type { SearchFieldError } from '../stores/search-form-store';

/**
 * The text of a field's mark: the spec's messages come from @hourspace/validation (one
 * source for the forms and the API), in the page's language.
 */
export function fieldErrorText(error: SearchFieldError | undefined, language: string, t: TFunction<'mf-search'>): string | null {
  if (error === undefined) return null;
  if (error === 'lookupFailed') return t('errors.lookupFailed');
  return messageFor(error, messageLanguage(language));
}
