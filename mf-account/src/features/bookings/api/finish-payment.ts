import { confirmBookingPayment } from '@hourspace/api-client';
import { stripeLocaleOf } from '@hourspace/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import { bookingsKeys, type Booking } from './get-bookings';

/**
 * The guest finishes a request left awaiting 3-D Secure (`payment_pending`, e.g. the page was
 * closed during the challenge): Stripe.js's `handleCardAction` with the hold's secret, then
 * `POST /v1/bookings/{id}/payment`, where the API reads the outcome from the provider
 * (docs/decisions/checkout-flow.md). Both lists are read again whatever the outcome.
 */
export function useFinishPayment(language: string) {
  const { api, loadStripe } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (booking: Booking) => {
      const secret = booking.payment?.status === 'requires_action' ? booking.payment.client_secret : null;
      if (secret) {
        const stripe = await loadStripe(stripeLocaleOf(language));
        await stripe.handleCardAction(secret);
      }
      return confirmBookingPayment(api.request, booking.id);
    },
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
