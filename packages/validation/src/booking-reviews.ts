import * as v from 'valibot';
import { MESSAGES } from './messages';
import { BOOKING_LIMITS, ReviewResponseSchema } from './rules/booking';
import { requestObject } from './rules/helpers';

/** The stars a review gives: a whole number from 1 to 5. */
export const REVIEW_RATING_LIMITS = { min: 1, max: 5 } as const;

/** rating: a whole number of stars from 1 to 5; anything else, missing included, gets one message. */
export const ReviewRatingSchema = v.pipe(
  v.number(MESSAGES['reviewRating.required']),
  v.integer(MESSAGES['reviewRating.required']),
  v.minValue(REVIEW_RATING_LIMITS.min, MESSAGES['reviewRating.required']),
  v.maxValue(REVIEW_RATING_LIMITS.max, MESSAGES['reviewRating.required']),
);

/**
 * `POST /v1/bookings/:booking/review` and the review dialog of `/bookings`: the guest's review of
 * the space or the host's of the guest (docs/decisions/reviews-both-ways.md). The text follows
 * spec §5's review rule, 5 to 1500 characters with its two messages word for word.
 */
export const BookingReviewBodySchema = requestObject({ rating: ReviewRatingSchema, text: ReviewResponseSchema }, MESSAGES['request.invalid']);
/** A review of a booking's other side. */
export type BookingReviewBody = v.InferOutput<typeof BookingReviewBodySchema>;

/** The review text's limits, for the dialog's counter. */
export const REVIEW_TEXT_LIMITS = { min: BOOKING_LIMITS.reviewResponseMin, max: BOOKING_LIMITS.reviewResponseMax } as const;
