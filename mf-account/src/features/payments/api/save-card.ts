import type { ApiClient, Card } from '@hourspace/api-client';
import type { Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import { cardsKeys } from './get-cards';

/** The provider refused the card (a decline, failed 3-D Secure): nothing was saved. */
export class CardRefusedError extends Error {
  override name = 'CardRefusedError';
  constructor(readonly stripeError: StripeError) {
    super(stripeError.message ?? 'The card was refused');
  }
}

/** What the card form hands over: Stripe.js, its mounted card element and our cardholder name field. */
export interface CardEntry {
  stripe: Stripe;
  card: StripeCardElement;
  name: string;
}

/**
 * Saves a card with Stripe's SetupIntent flow (docs/decisions/payments-provider.md): our API
 * makes a SetupIntent, Stripe.js confirms it from the card element (3-D Secure in its own
 * dialog), and our API saves the card of the confirmed intent by its id. The number goes from
 * the provider's frame to the provider; a refusal saves nothing.
 */
export async function saveCard(api: Pick<ApiClient, 'payments'>, userId: string, entry: CardEntry): Promise<Card> {
  const setup = await api.payments.setupCard(userId);
  const result = await entry.stripe.confirmCardSetup(setup.client_secret, { payment_method: { card: entry.card, billing_details: { name: entry.name } } });
  if (result.error) throw new CardRefusedError(result.error);
  return api.payments.saveCard(userId, result.setupIntent.id);
}

/** The add-a-card mutation; the saved cards are read again after a save. */
export function useSaveCardMutation(userId: string) {
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CardEntry) => saveCard(api, userId, entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKeys.user(userId) }),
  });
}
