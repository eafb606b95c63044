import type { Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';

/** The provider refused the card (a decline, failed 3-D Secure): nothing was saved. */
export class CardRefusedError extends Error {
  override name = 'CardRefusedError';
  constructor(readonly stripeError: StripeError) {
    super(stripeError.message ?? 'The card was refused');
  }
}

/** What card entry hands over: Stripe.js, its mounted card element and the cardholder name. */
export interface CardEntry {
  stripe: Stripe;
  card: StripeCardElement;
  name: string;
}

/**
 * Our API's two calls around the provider's confirmation, for the signed-in person
 * (`POST /v2/payments/users/{id}/cards/setup` and `POST …/cards/{seti}`): each remote passes its
 * own API client's, so this package needs none.
 */
export interface CardSetupCalls<Saved> {
  setupCard: () => Promise<{ client_secret: string }>;
  saveCard: (setupIntentId: string) => Promise<Saved>;
}

/**
 * Saves a card with Stripe's SetupIntent flow (docs/decisions/payments-provider.md): our API
 * makes a SetupIntent, Stripe.js confirms it from the card element (3-D Secure in its own
 * dialog), and our API saves the card of the confirmed intent by its id. The number goes from
 * the provider's frame to the provider; a refusal saves nothing. The one implementation the
 * account's card form and the booking panel both use (docs/decisions/checkout-panel.md).
 */
export async function saveCardWithSetupIntent<Saved>(calls: CardSetupCalls<Saved>, entry: CardEntry): Promise<Saved> {
  const setup = await calls.setupCard();
  const result = await entry.stripe.confirmCardSetup(setup.client_secret, { payment_method: { card: entry.card, billing_details: { name: entry.name } } });
  if (result.error) throw new CardRefusedError(result.error);
  return calls.saveCard(result.setupIntent.id);
}
