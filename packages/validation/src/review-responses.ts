import type * as v from 'valibot';
import { MESSAGES } from './messages';
import { ReviewResponseSchema } from './rules/booking';
import { requestObject } from './rules/helpers';

/**
 * `PUT /v1/reviews/:review/response` and the response form of `/reviews/about-you`: the
 * host's public response to a review of their space (spec §5 review_response, 5 to 1500
 * characters, its two messages word for word). A second PUT replaces the response.
 */
export const ReviewResponseBodySchema = requestObject({ response: ReviewResponseSchema }, MESSAGES['request.invalid']);
/** A host's response to a review. */
export type ReviewResponseBody = v.InferOutput<typeof ReviewResponseBodySchema>;
