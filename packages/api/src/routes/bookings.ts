import { BookingDecisionSchema, BookingRequestSchema, CustomOfferSchema, MESSAGES } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../lib/clock';
import { validationError } from '../lib/errors';
import { idParam } from '../lib/params';
import { objectBody, parseWith, queryValue, withKeys } from '../lib/validate';
import { requireUser } from '../services/auth';
import { bookingFor, bookingJson, createBookingRequest, decideBooking, listBookings, makeOffer } from '../services/bookings';
import type { AppContext } from '../services/context';

export function bookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A guest's booking request; opens the thread with the host, the message its first line. */
  app.post('/v1/bookings', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const body = parseWith(BookingRequestSchema, withKeys(objectBody(request.body), ['space_id', 'starts_at', 'ends_at', 'attendees', 'activity', 'message', 'terms']));
    return reply.status(201).send(await createBookingRequest(ctx, profile, body));
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
    return bookingJson(booking, space, dateOf(ctx.clock));
  });

  /** The host accepts or declines; the guest cancels. */
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
