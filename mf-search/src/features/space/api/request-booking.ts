import type { CardEntryHandle, StripeLocale } from '@hourspace/ui';
import type { BookingRequest } from '@hourspace/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentRefusalReason, type Card, type CheckoutBooking } from '../../../lib/api/checkout';
import { useSearchApi, type SearchApi } from '../../../lib/search-api';
import { forgetAttempt, idempotencyKeyFor } from '../lib/booking-attempt';

export const savedCardsKeys = {
  user: (userId: string) => ['mf-search', 'saved-cards', userId] as const,
};

/** The guest's saved cards (GET /v2/payments/users/{id}/cards), read when the panel shows signed in. */
export function useSavedCardsQuery(userId: string | null) {
  const api = useSearchApi();
  return useQuery({ queryKey: savedCardsKeys.user(userId ?? ''), queryFn: () => api.savedCards(userId ?? ''), enabled: userId !== null, staleTime: 60_000 });
}

/** Where an attempt is: saving a new card, asking for the hold, or the guest's 3-D Secure step. */
export type CheckoutStep = 'savingCard' | 'holding' | 'authenticating';

/** One booking attempt: the request, its guest, the card to hold (a saved one, or a new one typed into card entry). */
export interface CheckoutOrder {
  body: Omit<BookingRequest, 'payment_method'>;
  userId: string;
  card: { saved: string } | { entry: CardEntryHandle; name: string };
  locale: StripeLocale;
}

export interface CheckoutProgress {
  onStep: (step: CheckoutStep) => void;
  /** A new card was saved: later attempts use it as a saved card. */
  onCardSaved: (card: Card) => void;
}

async function paymentMethodOf(api: SearchApi, order: CheckoutOrder, progress: CheckoutProgress): Promise<string> {
  if ('saved' in order.card) return order.card.saved;
  progress.onStep('savingCard');
  const saved = await order.card.entry.save({ setupCard: () => api.setupCard(order.userId), saveCard: (seti) => api.saveCard(order.userId, seti) }, order.card.name);
  progress.onCardSaved(saved);
  return saved.id;
}

/**
 * A booking request with its hold (docs/decisions/checkout-flow.md): a new card is saved first;
 * `POST /v1/bookings` carries the card and the attempt's Idempotency-Key (the same for the
 * same request until the booking exists, lib/booking-attempt.ts); a hold that needs 3-D Secure
 * runs Stripe.js's `handleCardAction` in the page, then `POST /v1/bookings/{id}/payment`. A
 * refused card (402) ends the attempt: the next send is a new one.
 */
export async function requestWithHold(api: SearchApi, order: CheckoutOrder, progress: CheckoutProgress): Promise<CheckoutBooking> {
  const paymentMethod = await paymentMethodOf(api, order, progress);
  const request = { ...order.body, payment_method: paymentMethod };
  const key = idempotencyKeyFor(request);
  try {
    progress.onStep('holding');
    let booking = await api.requestBooking(request, key);
    const secret = booking.payment?.status === 'requires_action' ? booking.payment.client_secret : null;
    if (secret) {
      progress.onStep('authenticating');
      const stripe = await api.loadStripe(order.locale);
      // Whatever the guest did in the challenge, the API reads the outcome from the provider.
      await stripe.handleCardAction(secret);
      booking = await api.confirmBookingPayment(booking.id);
    }
    forgetAttempt(request);
    return booking;
  } catch (error) {
    if (paymentRefusalReason(error)) forgetAttempt(request);
    throw error;
  }
}

/** The panel's checkout, through the remote's seam; the saved cards are read again after a new one. */
export function useCheckout() {
  const api = useSearchApi();
  const queryClient = useQueryClient();
  return (order: CheckoutOrder, progress: CheckoutProgress) =>
    requestWithHold(api, order, {
      ...progress,
      onCardSaved: (card) => {
        progress.onCardSaved(card);
        void queryClient.invalidateQueries({ queryKey: savedCardsKeys.user(order.userId) });
      },
    });
}
