import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';

const SpaceRefSchema = v.looseObject({ id: v.number(), title: v.string() });

/** A guest's review of one of the host's spaces, with the host's public response. */
export const HostReviewSchema = v.looseObject({
  id: v.number(),
  space: SpaceRefSchema,
  author_name: v.string(),
  rating: v.number(),
  body: v.string(),
  created_at: v.string(),
  host_response: v.nullable(v.string()),
  responded_at: v.nullable(v.string()),
});
export type HostReview = v.InferOutput<typeof HostReviewSchema>;

/** A host's review of the person as a guest. */
export const GuestReviewSchema = v.looseObject({
  id: v.number(),
  space: v.nullable(SpaceRefSchema),
  author_name: v.string(),
  rating: v.number(),
  body: v.string(),
  created_at: v.string(),
});
export type GuestReview = v.InferOutput<typeof GuestReviewSchema>;

const listOf = <T extends v.GenericSchema>(item: T) => v.looseObject({ total: v.number(), average_rating: v.nullable(v.number()), data: v.array(item) });

/** `GET /v1/reviews/about-me`: what others wrote about the signed-in person, as a host and as a guest. */
export const ReviewsAboutMeSchema = v.looseObject({ as_host: listOf(HostReviewSchema), as_guest: listOf(GuestReviewSchema) });
export type ReviewsAboutMe = v.InferOutput<typeof ReviewsAboutMeSchema>;

/** The reviews about the signed-in person (extra route, `/reviews/about-you`). */
export async function getReviewsAboutMe(request: Requester): Promise<ReviewsAboutMe> {
  return request({ method: 'GET', path: ROUTES.reviewsAboutMe, auth: 'bearer', schema: ReviewsAboutMeSchema });
}

/** The host responds to a review of their space, or edits the response (spec §5 review_response, 5 to 1500). */
export async function respondToReview(request: Requester, reviewId: number, response: string): Promise<HostReview> {
  return request({ method: 'PUT', path: fillPath(ROUTES.reviewResponse, { review: reviewId }), auth: 'bearer', json: { response }, schema: HostReviewSchema });
}
