import { MESSAGES } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { analyticsEvents } from '../db/schema';
import { objectBody, parseWith } from '../lib/validate';
import { bearerOf, requireUser } from '../services/auth';
import type { AppContext } from '../services/context';

const invalid = MESSAGES['request.invalid'];
const EventSchema = v.object(
  {
    event: v.pipe(v.string(invalid), v.trim(), v.nonEmpty(invalid), v.maxLength(100, invalid)),
    properties: v.optional(v.pipe(v.record(v.string(), v.unknown(), invalid), v.check((p) => JSON.stringify(p).length <= 8192, 'The event properties are too large.')), {}),
    anonymous_id: v.optional(v.pipe(v.string(invalid), v.maxLength(100, invalid))),
    timestamp: v.optional(v.union([v.string(invalid), v.number(invalid)], invalid)),
  },
  invalid,
);

/** One event or a batch of up to 50, with the visitor's consent flag. */
const TrackSchema = v.union(
  [
    v.object({ consent: v.boolean(invalid), events: v.pipe(v.array(EventSchema, invalid), v.minLength(1, invalid), v.maxLength(50, invalid)) }, invalid),
    v.object({ consent: v.boolean(invalid), ...EventSchema.entries }, invalid),
  ],
  invalid,
);

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * The analytics sink. Without consent (`consent: false`) nothing is stored: the answer
   * says so, and the call still succeeds so the site never has to care.
   */
  app.post('/v1/analytics/track', async (request, reply) => {
    const body = parseWith(TrackSchema, objectBody(request.body));
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
    await ctx.db.insert(analyticsEvents).values(events.map((e) => ({ event: e.event, properties: e.properties, anonymousId: e.anonymous_id ?? null, ssoid })));
    return reply.status(202).send({ accepted: events.length, stored: events.length });
  });
}
