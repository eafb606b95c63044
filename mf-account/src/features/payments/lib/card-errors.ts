import type { CardMessages } from '@hourspace/ui';
import { cardFieldMessages, type MessageLanguage } from '@hourspace/validation';
import type { TFunction } from 'i18next';

/**
 * The words of card entry (@hourspace/ui's `CardEntryField`) in the page's language: our §5
 * messages where one fits, this remote's strings where none does; the element's English text
 * is never shown.
 */
export function cardMessages(language: MessageLanguage, t: TFunction<'mf-account'>): CardMessages {
  return {
    ...cardFieldMessages(language),
    incompleteExpiry: t('cards.errors.incompleteExpiry'),
    postalCode: t('cards.errors.postalCode'),
    checkDetails: t('cards.errors.checkDetails'),
    declined: t('cards.errors.declined'),
    insufficientFunds: t('cards.errors.insufficientFunds'),
    authenticationFailed: t('cards.errors.authenticationFailed'),
    processing: t('cards.errors.processing'),
    unexpected: t('common.unexpected'),
  };
}
