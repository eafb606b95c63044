import type { StripeError } from '@stripe/stripe-js';

/**
 * The words card entry shows, in the page's language: each remote builds them from its own
 * strings and @hourspace/validation's §5 messages (the design system translates nothing).
 * Stripe.js's own English text is never shown.
 */
export interface CardMessages {
  numberRequired: string;
  /** An incomplete number. */
  numberInvalid: string;
  /** A number that fails the Luhn check or that the provider calls incorrect. */
  numberLuhn: string;
  monthInvalid: string;
  yearInvalid: string;
  expired: string;
  cvcInvalid: string;
  incompleteExpiry: string;
  postalCode: string;
  checkDetails: string;
  declined: string;
  insufficientFunds: string;
  authenticationFailed: string;
  processing: string;
  unexpected: string;
}

/** What the card element last said: whether it holds a whole card, nothing at all, and its error code. */
export interface CardElementState {
  complete: boolean;
  empty: boolean;
  code: string | undefined;
}

/** The card element before anything was typed. */
export const EMPTY_CARD_ELEMENT: CardElementState = { complete: false, empty: true, code: undefined };

/** The card element's own error code (number, expiry and CVC are typed in Stripe.js's frame) in words. */
export function cardElementMessage(code: string | undefined, messages: CardMessages): string {
  switch (code) {
    case 'incomplete_number':
      return messages.numberInvalid;
    case 'invalid_number':
      return messages.numberLuhn;
    case 'invalid_expiry_month':
      return messages.monthInvalid;
    case 'invalid_expiry_year':
      return messages.yearInvalid;
    case 'invalid_expiry_month_past':
    case 'invalid_expiry_year_past':
      return messages.expired;
    case 'incomplete_cvc':
    case 'invalid_cvc':
      return messages.cvcInvalid;
    case 'incomplete_expiry':
      return messages.incompleteExpiry;
    case 'incomplete_zip':
    case 'invalid_zip':
      return messages.postalCode;
    default:
      return messages.checkDetails;
  }
}

/**
 * The message under the card box: the element's error while there is one; once the person tried
 * to send, a missing or unfinished card; otherwise none.
 */
export function cardEntryMessage(state: CardElementState, submitted: boolean, messages: CardMessages): string | null {
  if (state.code) return cardElementMessage(state.code, messages);
  if (!submitted || state.complete) return null;
  return state.empty ? messages.numberRequired : messages.checkDetails;
}

/** What the provider said when it refused the card (a decline, failed 3-D Secure), in words. */
export function cardRefusalMessage(error: Pick<StripeError, 'type' | 'code' | 'decline_code'>, messages: CardMessages): string {
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') return messages.insufficientFunds;
  if (error.code === 'setup_intent_authentication_failure' || error.code === 'payment_intent_authentication_failure' || error.decline_code === 'authentication_required') {
    return messages.authenticationFailed;
  }
  if (error.code === 'expired_card') return messages.expired;
  if (error.code === 'incorrect_cvc' || error.code === 'invalid_cvc') return messages.cvcInvalid;
  if (error.code === 'incorrect_number' || error.code === 'invalid_number') return messages.numberLuhn;
  if (error.code === 'processing_error') return messages.processing;
  if (error.type === 'card_error' || error.code === 'card_declined') return messages.declined;
  if (error.type === 'validation_error' && error.code) return cardElementMessage(error.code, messages);
  return messages.unexpected;
}

/** Card brands by the provider's id: proper names, the same in every language. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

/** A card brand's proper name from the provider's id ('visa' → 'Visa'), or null for one we do not know. */
export function cardBrandName(brand: string | null | undefined): string | null {
  return brand && Object.hasOwn(BRAND_NAMES, brand) ? (BRAND_NAMES[brand] ?? null) : null;
}
