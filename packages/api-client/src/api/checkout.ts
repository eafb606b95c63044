import * as v from 'valibot';
import { isApiError } from '../errors';
import type { Requester } from '../request';
import type { CreateBookingBody } from './bookings';

/** One dated step of a cancellation policy: cancel by `until` (ISO with the space's offset) to get `refund_percent` back. */
export const CancellationStepSchema = v.object({
  until: v.pipe(
    v.string(),
    v.check((s) => !Number.isNaN(Date.parse(s))),
  ),
  refund_percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});

/** A space's policy as dates (docs/decisions/checkout-flow.md): in a quote, as if booked now; on a booking, as booked. */
export const CancellationTermsSchema = v.object({
  policy: v.picklist(['flexible', 'moderate', 'strict']),
  zone: v.pipe(v.string(), v.minLength(1)),
  timeline: v.array(CancellationStepSchema),
});
export type CancellationTerms = v.InferOutput<typeof CancellationTermsSchema>;

/** A booking's `cancellation`: its timeline and, for its guest while confirmed, what cancelling now refunds (minor units). */
export const BookingCancellationSchema = v.object({
  ...CancellationTermsSchema.entries,
  refund_now: v.fallback(v.nullable(v.object({ percent: v.number(), amount: v.number() })), null),
});
export type BookingCancellation = v.InferOutput<typeof BookingCancellationSchema>;

/** A booking's payment: amounts in minor units of `currency` (`minor_digits` of them after the point). */
export const BookingPaymentSchema = v.object({
  status: v.string(),
  client_secret: v.fallback(v.nullable(v.string()), null),
  card: v.fallback(v.nullable(v.object({ brand: v.string(), last4: v.string() })), null),
  amount: v.number(),
  captured: v.fallback(v.number(), 0),
  refunded: v.fallback(v.number(), 0),
  currency: v.string(),
  minor_digits: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
  captured_at: v.fallback(v.nullable(v.string()), null),
  refunded_at: v.fallback(v.nullable(v.string()), null),
});
export type BookingPayment = v.InferOutput<typeof BookingPaymentSchema>;

/** A booking just requested with its hold (`POST /v1/bookings`, `POST /v1/bookings/{id}/payment`). */
export const CheckoutBookingSchema = v.object({
  id: v.number(),
  status: v.string(),
  thread_id: v.fallback(v.nullable(v.string()), null),
  instant: v.fallback(v.boolean(), false),
  payment: v.fallback(v.nullable(BookingPaymentSchema), null),
});
export type CheckoutBooking = v.InferOutput<typeof CheckoutBookingSchema>;

/** A booking request with the saved card to hold. */
export type CheckoutBody = Omit<CreateBookingBody, 'payment_method'> & { payment_method: string };

/** Why the provider refused the card, as a 402 `payment_failed` answer names it. */
export const PAYMENT_REFUSAL_REASONS = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'authentication_failed', 'processing_error'] as const;
export type PaymentRefusalReason = (typeof PAYMENT_REFUSAL_REASONS)[number];

/** The reason of a 402 `payment_failed` answer (an unknown one reads as a processing error), or null for any other error. */
export function paymentRefusalReason(error: unknown): PaymentRefusalReason | null {
  if (!isApiError(error) || error.status !== 402) return null;
  const reason = error.body?.reason;
  return (PAYMENT_REFUSAL_REASONS as readonly unknown[]).includes(reason) ? (reason as PaymentRefusalReason) : 'processing_error';
}

/**
 * POST /v1/bookings with the card to hold and the attempt's `Idempotency-Key`: the same key
 * answers the first booking again, however often it is sent (docs/decisions/checkout-flow.md).
 */
export function requestBookingWithHold(request: Requester, body: CheckoutBody, idempotencyKey: string): Promise<CheckoutBooking> {
  return request({ method: 'POST', path: '/v1/bookings', auth: 'bearer', json: body, headers: { 'Idempotency-Key': idempotencyKey }, schema: CheckoutBookingSchema });
}

/** POST /v1/bookings/{id}/payment after the guest's 3-D Secure step, whatever its outcome (no body). */
export function confirmBookingPayment(request: Requester, bookingId: number): Promise<CheckoutBooking> {
  return request({ method: 'POST', path: `/v1/bookings/${encodeURIComponent(String(bookingId))}/payment`, auth: 'bearer', schema: CheckoutBookingSchema });
}
