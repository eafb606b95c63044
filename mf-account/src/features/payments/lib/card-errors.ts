import { messageFor, type MessageLanguage } from '@hourspace/validation';
import type { StripeError } from '@stripe/stripe-js';
import type { TFunction } from 'i18next';

type T = TFunction<'mf-account'>;

/**
 * The card element's own error codes (number, expiry and CVC are typed in Stripe.js's frame),
 * as our §5 messages where one fits and as this remote's strings where none does: the
 * element's English text is never shown.
 */
export function cardElementMessage(code: string | undefined, language: MessageLanguage, t: T): string {
  switch (code) {
    case 'incomplete_number':
      return messageFor('card.number.invalid', language);
    case 'invalid_number':
      return messageFor('card.number.luhn', language);
    case 'invalid_expiry_month':
      return messageFor('card.month.invalid', language);
    case 'invalid_expiry_year':
      return messageFor('card.year.invalid', language);
    case 'invalid_expiry_month_past':
    case 'invalid_expiry_year_past':
      return messageFor('card.expired', language);
    case 'incomplete_cvc':
    case 'invalid_cvc':
      return messageFor('card.cvv.invalid', language);
    case 'incomplete_expiry':
      return t('cards.errors.incompleteExpiry');
    case 'incomplete_zip':
    case 'invalid_zip':
      return t('cards.errors.postalCode');
    default:
      return t('cards.errors.checkDetails');
  }
}

/** What the provider said when it refused the card (a decline, failed 3-D Secure), in the page's language. */
export function cardRefusalMessage(error: Pick<StripeError, 'type' | 'code' | 'decline_code'>, language: MessageLanguage, t: T): string {
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') return t('cards.errors.insufficientFunds');
  if (error.code === 'setup_intent_authentication_failure' || error.code === 'payment_intent_authentication_failure' || error.decline_code === 'authentication_required') {
    return t('cards.errors.authenticationFailed');
  }
  if (error.code === 'expired_card') return messageFor('card.expired', language);
  if (error.code === 'incorrect_cvc' || error.code === 'invalid_cvc') return messageFor('card.cvv.invalid', language);
  if (error.code === 'incorrect_number' || error.code === 'invalid_number') return messageFor('card.number.luhn', language);
  if (error.code === 'processing_error') return t('cards.errors.processing');
  if (error.type === 'card_error' || error.code === 'card_declined') return t('cards.errors.declined');
  if (error.type === 'validation_error' && error.code) return cardElementMessage(error.code, language, t);
  return t('common.unexpected');
}
