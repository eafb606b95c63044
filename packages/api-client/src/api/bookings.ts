import * as v from 'valibot';
import type { Requester } from '../request';
import { BookingCancellationSchema, BookingPaymentSchema } from './checkout';

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * What the booking's guest or host may do about reviewing it (docs/decisions/reviews-both-ways.md):
 * their own review once written, and only whether the other side has written.
 */
export const BookingReviewStateSchema = v.object({
  can_review: v.boolean(),
  until: v.nullable(v.string()),
  mine: v.nullable(v.object({ rating: v.number(), text: v.string() })),
  theirs_written: v.boolean(),
});
export type BookingReviewState = v.InferOutput<typeof BookingReviewStateSchema>;

/** A booking or request as GET /v1/bookings answers it (amounts in major units of `currency`). */
export const BookingSchema = v.object({
  id: v.number(),
  space: v.object({ id: v.number(), title: v.string(), city: v.fallback(v.string(), '') }),
  starts_at: v.string(),
  ends_at: v.string(),
  status: v.string(),
  past: v.fallback(v.boolean(), false),
  attendees: v.fallback(v.nullable(v.number()), null),
  currency: v.fallback(v.nullable(v.string()), null),
  total: v.fallback(v.nullable(v.number()), null),
  /** The space's cancellation policy (flexible, moderate or strict); '' when the answer has none. */
  cancellation_policy: v.fallback(v.string(), ''),
  /** The receipt's lines (major units of `currency`), null or empty from an older answer. */
  subtotal: v.fallback(v.nullable(v.number()), null),
  add_ons: v.fallback(v.array(v.object({ id: v.number(), name: v.string(), unit: v.string(), quantity: v.number(), amount: v.fallback(v.nullable(v.number()), null) })), []),
  guest_fee: v.fallback(v.nullable(v.number()), null),
  tax: v.fallback(v.nullable(v.number()), null),
  /** Checkout's fields (docs/decisions/checkout-flow.md). */
  instant: v.fallback(v.boolean(), false),
  expires_at: v.fallback(v.nullable(v.string()), null),
  cancelled_by: v.fallback(v.nullable(v.picklist(['guest', 'host'])), null),
  payment: v.fallback(v.nullable(BookingPaymentSchema), null),
  cancellation: v.fallback(v.nullable(BookingCancellationSchema), null),
  /** Null for anyone but the guest and host, and from an older answer. */
  review: v.fallback(v.nullable(BookingReviewStateSchema), null),
});
export type Booking = v.InferOutput<typeof BookingSchema>;
const BookingsSchema = v.object({ data: v.array(BookingSchema) });

/** Whose bookings: the person's own requests (guest), or the requests on their spaces (host). */
export type BookingRole = 'guest' | 'host';

/** What a booking's guest or host may decide (@hourspace/validation's `BookingDecisionSchema`). */
export type BookingStatusDecision = 'accepted' | 'declined' | 'cancelled';

/** A booking request as the API answers it (POST /v1/bookings). */
export const CreatedBookingSchema = v.object({ id: v.number(), status: v.string(), thread_id: v.nullable(v.string()) });
export type CreatedBooking = v.InferOutput<typeof CreatedBookingSchema>;

/**
 * A booking request as POST /v1/bookings takes it; @hourspace/validation's
 * `BookingRequestSchema` checks it (its `BookingRequest` is this shape).
 */
export interface CreateBookingBody {
  space_id: number;
  starts_at: string;
  ends_at: string;
  attendees: number;
  activity: string;
  message: string;
  terms: boolean;
  add_ons?: number[];
}

/** GET /v1/bookings?role=: the person's bookings as a guest, or the requests on their spaces as a host. */
export async function getBookings(request: Requester, role: BookingRole): Promise<Booking[]> {
  return (await request({ method: 'GET', path: '/v1/bookings', auth: 'bearer', query: { role }, schema: BookingsSchema })).data;
}

/** PUT /v1/bookings/{id}: the host accepts or declines a request; the guest cancels it or accepts an offer. */
export async function decideBooking(request: Requester, id: number, status: BookingStatusDecision): Promise<Booking> {
  return request({ method: 'PUT', path: `/v1/bookings/${seg(id)}`, auth: 'bearer', json: { status }, schema: BookingSchema });
}

/** POST /v1/bookings: a guest's booking request, which opens the thread with the host. */
export async function createBooking(request: Requester, body: CreateBookingBody): Promise<CreatedBooking> {
  return request({ method: 'POST', path: '/v1/bookings', auth: 'bearer', json: body, schema: CreatedBookingSchema });
}

/** A review of an ended booking: the guest's of the space or the host's of the guest (`BookingReviewBodySchema` checks it). */
export interface BookingReviewBody {
  rating: number;
  text: string;
}

/** POST /v1/bookings/{id}/review: writes the caller's side's review; answers the booking with its new `review`. */
export async function reviewBooking(request: Requester, id: number, body: BookingReviewBody): Promise<Booking> {
  return request({ method: 'POST', path: `/v1/bookings/${seg(id)}/review`, auth: 'bearer', json: body, schema: BookingSchema });
}
