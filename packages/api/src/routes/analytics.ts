import { AnalyticsTrackSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { objectBody, parseWith } from '../lib/validate';
import { storeEvents } from '../services/analytics';
import { bearerOf, requireUser } from '../services/auth';
import type { AppContext } from '../services/context';

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * The analytics sink. Without consent (`consent: false`) nothing is stored: the answer
   * says so, and the call still succeeds so the site never has to care.
   */
  app.post('/v1/analytics/track', async (request, reply) => {
    const body = parseWith(AnalyticsTrackSchema, objectBody(request.body));
    const events = 'events' in body ? body.events : [body];
    if (!body.consent) return reply.status(202).send({ accepted: events.length, stored: 0 });
    // A valid user token ties events to the SSOid; a missing or bad one just leaves them anonymous.
    let ssoid: string | null = null;
    if (bearerOf(request)) {
      try {
        ssoid = (await requireUser(ctx, request)).profile.id;
      } catch {
        ssoid = null;
      }
    }
    await storeEvents(ctx, events, ssoid);
    return reply.status(202).send({ accepted: events.length, stored: events.length });
  });
}
