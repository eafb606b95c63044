import { AnalyticsTrackSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { nestedDeeperThan } from '../lib/depth';
import { ApiError, validationError } from '../lib/errors';
import { secondsUntil } from '../lib/limiter';
import { objectBody, parseWith } from '../lib/validate';
import { storeEvents } from '../services/analytics';
import { bearerOf, requireUser } from '../services/auth';
import type { AppContext } from '../services/context';

/** How deep an event's `properties` may nest (the properties object is level 1). */
export const ANALYTICS_PROPERTIES_DEPTH = 8;
/** A batch of 50 events with their properties fits well inside this. */
const ANALYTICS_BODY_LIMIT = 256 * 1024;

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * The analytics sink. Without consent (`consent: false`) nothing is stored: the answer
   * says so, and the call still succeeds so the site never has to care. Bodies are bounded
   * in size and depth before anything walks them recursively, and each client address may
   * send `analyticsEventsPerMinute` events a minute (counted in the shared limiter).
   */
  app.post('/v1/analytics/track', { bodyLimit: ANALYTICS_BODY_LIMIT }, async (request, reply) => {
    const raw = objectBody(request.body);
    const candidates: unknown[] = Array.isArray(raw.events) ? raw.events : [raw];
    // Depth first: the schema's size check serialises the properties, which recursion would overflow.
    if (
      nestedDeeperThan(raw, ANALYTICS_PROPERTIES_DEPTH + 3) ||
      candidates.some((e) => e !== null && typeof e === 'object' && nestedDeeperThan((e as { properties?: unknown }).properties, ANALYTICS_PROPERTIES_DEPTH))
    )
      throw validationError([{ field: 'properties', message: 'The event properties are nested too deeply.' }]);
    const body = parseWith(AnalyticsTrackSchema, raw);
    const events = 'events' in body ? body.events : [body];
    const counted = await ctx.limiter.hit(`analytics:${request.ip}`, 60, events.length);
    if (counted.hits > ctx.config.limits.analyticsEventsPerMinute) {
      const retryAfter = secondsUntil(counted.windowEndsAt, ctx.clock);
      throw new ApiError(429, 'Too Many Requests', `Too many analytics events; try again in ${retryAfter} s.`, { retry_after: retryAfter });
    }
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
