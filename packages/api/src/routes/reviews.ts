import { BookingReviewBodySchema, ReviewResponseBodySchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../lib/params';
import { objectBody, parseWith } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { respondToReview, reviewsAboutMe, writeBookingReview } from '../services/reviews';

export function reviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** `/reviews/about-you`: reviews of the person's spaces (as a host) and hosts' reviews of them (as a guest). */
  app.get('/v1/reviews/about-me', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return reviewsAboutMe(ctx, profile);
  });

  /** The reviewed space's host responds (spec §5 review_response, 5 to 1500); a second PUT edits it. */
  app.put('/v1/reviews/:review/response', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'review');
    return respondToReview(ctx, profile, id, parseWith(ReviewResponseBodySchema, objectBody(request.body)));
  });

  /**
   * An ended booking's review, by its guest (of the space) or its host (of the guest), once each
   * within 14 days; sealed until both are written or the window closes (docs/decisions/reviews-both-ways.md).
   */
  app.post('/v1/bookings/:booking/review', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'booking');
    const body = parseWith(BookingReviewBodySchema, objectBody(request.body));
    return reply.status(201).send(await writeBookingReview(ctx, profile, id, body));
  });
}
