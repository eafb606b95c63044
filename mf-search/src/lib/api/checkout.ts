import { confirmBookingPayment, requestBookingWithHold, type ApiClient, type Card, type CardSetup, type CheckoutBody, type CheckoutBooking } from '@hourspace/api-client';

export { paymentRefusalReason, type PaymentRefusalReason } from '@hourspace/api-client';
export type { Card, CardSetup, CheckoutBody, CheckoutBooking };

/** The checkout calls of the search API seam (lib/search-api.ts) through the shared client (docs/decisions/checkout-flow.md). */
export function checkoutCalls(client: ApiClient) {
  return {
    requestBooking: (body: CheckoutBody, idempotencyKey: string) => requestBookingWithHold(client.request, body, idempotencyKey),
    confirmBookingPayment: (bookingId: number) => confirmBookingPayment(client.request, bookingId),
    savedCards: (userId: string) => client.payments.getCards(userId),
    setupCard: (userId: string) => client.payments.setupCard(userId),
    saveCard: (userId: string, setupIntentId: string) => client.payments.saveCard(userId, setupIntentId),
  };
}
