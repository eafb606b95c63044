import { BookingDecisionSchema, BookingRequestSchema, CustomOfferSchema, IdempotencyKeySchema, MESSAGES } from '@hourspace/validation';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../lib/clock';
import { validationError } from '../lib/errors';
import { idParam } from '../lib/params';
import { objectBody, parseWith, queryValue, withKeys } from '../lib/validate';
import { requireUser } from '../services/auth';
import { bookingFor, bookingJson, completeBookingPayment, createBookingRequest, decideBooking, listBookings, makeOffer } from '../services/bookings';
import type { AppContext } from '../services/context';

export function bookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * A guest's booking request with the hold on a saved card (docs/decisions/checkout-flow.md):
   * `Idempotency-Key` required; 201 `requested` (or `confirmed` by instant book, or
   * `payment_pending` for 3-D Secure), 402 `payment_failed` with no booking, 409 for the same key
   * with another body. The host's thread gets the message once the card is held.
   */
  app.post('/v1/bookings', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const header = request.headers['idempotency-key'];
    const key = v.safeParse(IdempotencyKeySchema, header);
    if (!key.success) throw validationError([{ field: 'idempotency_key', message: MESSAGES['request.invalid'] }]);
    const body = parseWith(
      BookingRequestSchema,
      withKeys(objectBody(request.body), ['space_id', 'starts_at', 'ends_at', 'attendees', 'activity', 'message', 'terms', 'payment_method']),
    );
    const answer = await createBookingRequest(ctx, profile, body, key.output);
    return reply.status(answer.status).send(answer.body);
  });

  /** After the page's 3-D Secure step, whatever its outcome: the booking (200) or 402 `authentication_failed`. The guest only. */
  app.post('/v1/bookings/:booking/payment', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return completeBookingPayment(ctx, profile, idParam(request.params, 'booking'));
  });

  /** The user's bookings: ?role=guest (default) or host (requests on their spaces). */
  app.get('/v1/bookings', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const role = queryValue(request.query, 'role') ?? 'guest';
    if (role !== 'guest' && role !== 'host') throw validationError([{ field: 'role', message: MESSAGES['request.invalid'] }]);
    return listBookings(ctx, profile, role);
  });

  /** One booking, for its guest or its space's host. */
  app.get('/v1/bookings/:booking', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const { booking, space } = await bookingFor(ctx, profile, idParam(request.params, 'booking'));
    return bookingJson(booking, space, dateOf(ctx.clock), profile.id);
  });

  /** The host accepts or declines (capture or release) or cancels a confirmed booking (full refund); the guest accepts an offer or cancels (release, or the policy's refund). */
  app.put('/v1/bookings/:booking', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'booking');
    return decideBooking(ctx, profile, id, parseWith(BookingDecisionSchema, withKeys(objectBody(request.body), ['status'])));
  });

  /** The host answers a request with a custom offer ({subtotal ≥ 1, message?}); the guest then accepts or cancels it. */
  app.put('/v1/bookings/:booking/offer', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'booking');
    return makeOffer(ctx, profile, id, parseWith(CustomOfferSchema, withKeys(objectBody(request.body), ['subtotal'])));
  });
}
