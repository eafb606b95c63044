import * as v from 'valibot';
import { MESSAGES } from './messages';
import { AttendeesSchema, MessageToHostSchema, TermsSchema } from './rules/booking';
import { AddOnIdsSchema } from './rules/hosting';
import { requiredText } from './rules/helpers';

const invalid = MESSAGES['request.invalid'];

/** The longest message to the host a booking request takes (the thread's ceiling). */
export const MAX_BOOKING_MESSAGE_LENGTH = 5000;
/** The longest booking: a day, as the time list ends at 6:00 the next morning. */
export const MAX_BOOKING_MINUTES = 24 * 60;

const LOCAL_STAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):00$/;

/** Minutes since 1970-01-01T00:00 of a local 'YYYY-MM-DDTHH:mm:00', or undefined when it is no real time on the half hour. */
export function localStampMinutes(stamp: string): number | undefined {
  const m = LOCAL_STAMP.exec(stamp);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi % 30 !== 0) return undefined;
  return date.getTime() / 60_000;
}

/** A booking's local start or end, 'YYYY-MM-DDTHH:mm:00' on the half hour (the spec's 30-minute time step). */
export const LocalStampSchema = v.pipe(
  v.string(MESSAGES['bookingTime.required']),
  v.check((s) => localStampMinutes(s) !== undefined, MESSAGES['bookingTime.required']),
);

/** Start and end of a booking: the end after the start, at most a day later. */
const BookingTimeEntries = { starts_at: LocalStampSchema, ends_at: LocalStampSchema };
function inOrder(b: { starts_at: string; ends_at: string }): boolean {
  const length = (localStampMinutes(b.ends_at) ?? 0) - (localStampMinutes(b.starts_at) ?? 0);
  return length > 0 && length <= MAX_BOOKING_MINUTES;
}

/** `GET /v1/spaces/:space/quote`: the hours to price. */
export const BookingQuoteQuerySchema = v.pipe(
  v.object(BookingTimeEntries, invalid),
  v.forward(v.partialCheck([['starts_at'], ['ends_at']], inOrder, MESSAGES['bookingTime.required']), ['ends_at']),
);
/** The hours a quote is for. */
export type BookingQuoteQuery = v.InferOutput<typeof BookingQuoteQuerySchema>;

/**
 * The saved card a booking is paid with: the `id` of one of the guest's cards as
 * `GET /v2/payments/users/:id/cards` lists it (`card_…`), never the provider's `pm_…`
 * (docs/decisions/checkout-flow.md). Whether the card is the guest's is the API's check.
 */
export const PaymentMethodSchema = v.pipe(v.string(MESSAGES['paymentMethod.required']), v.regex(/^card_[A-Za-z0-9_-]{1,64}$/, MESSAGES['paymentMethod.required']));

/**
 * The `Idempotency-Key` header of `POST /v1/bookings`: 8–255 characters of `A-Z a-z 0-9 - _ : .`
 * (docs/decisions/checkout-flow.md). The API answers a missing or malformed one on the field
 * `idempotency_key`.
 */
export const IdempotencyKeySchema = v.pipe(v.string(invalid), v.regex(/^[A-Za-z0-9\-_:.]{8,255}$/, invalid));

/**
 * The booking request form and `POST /v1/bookings`: date and times, attendees (spec §5,
 * 1 to 100,000), activity, the message to the host (required), the terms checkbox and the
 * saved card the hold is made on (`payment_method`).
 */
export const BookingRequestSchema = v.pipe(
  v.object(
    {
      space_id: v.pipe(v.number(invalid), v.integer(invalid), v.minValue(1, invalid), v.maxValue(2 ** 31 - 1, invalid)),
      ...BookingTimeEntries,
      attendees: AttendeesSchema,
      activity: v.pipe(requiredText(MESSAGES['activity.required']), v.maxLength(100, MESSAGES['activity.required'])),
      message: v.pipe(MessageToHostSchema, v.maxLength(MAX_BOOKING_MESSAGE_LENGTH, `Please keep your message under ${MAX_BOOKING_MESSAGE_LENGTH} characters.`)),
      terms: TermsSchema,
      add_ons: v.optional(AddOnIdsSchema, []),
      payment_method: PaymentMethodSchema,
    },
    invalid,
  ),
  v.forward(v.partialCheck([['starts_at'], ['ends_at']], inOrder, MESSAGES['bookingTime.required']), ['ends_at']),
);
/** A booking request as the API takes it. */
export type BookingRequest = v.InferOutput<typeof BookingRequestSchema>;

/** `PUT /v1/bookings/:booking`: the host accepts or declines a request; the guest cancels it. */
export const BookingDecisionSchema = v.object({ status: v.picklist(['accepted', 'declined', 'cancelled'], invalid) }, invalid);
/** A decision on a booking request. */
export type BookingDecision = v.InferOutput<typeof BookingDecisionSchema>;
