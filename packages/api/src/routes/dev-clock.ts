import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../lib/errors';
import { MovableClock } from '../lib/clock';
import { objectBody, parseWith, withKeys } from '../lib/validate';
import { providerUnavailable } from '../payments/api-errors';
import { ProviderError } from '../payments/provider';
import type { AppContext } from '../services/context';
import type { Scheduler } from '../services/scheduler';

/** The furthest one move may go: a year and a month (a booking's deadline, its end, a payout's arrival are days). */
const MAX_ADVANCE_MS = 400 * 24 * 3_600_000;

const ClockAdvanceSchema = v.object(
  {
    advance_ms: v.pipe(
      v.number('advance_ms must be a whole number of milliseconds.'),
      v.integer('advance_ms must be a whole number of milliseconds.'),
      v.minValue(0, 'The clock moves forward only.'),
      v.maxValue(MAX_ADVANCE_MS, `advance_ms may be at most ${MAX_ADVANCE_MS} (400 days).`),
    ),
  },
  'Send { advance_ms }.',
);

/**
 * `POST /dev/clock { advance_ms }` (development and tests only, docs/decisions/checkout-flow.md):
 * moves the API's clock forward, and the local processor's with it (a hold's age, a payout's
 * arrival), runs the scheduler's due jobs once and answers `{ now, ran }` (`ran`: what the run
 * did, null when another API process was running them). The e2e tests use it for "a request
 * left past its deadline" and "after the booking's end".
 */
export function devClockRoutes(app: FastifyInstance, ctx: AppContext, scheduler: Scheduler): void {
  app.post('/dev/clock', async (request) => {
    const body = parseWith(ClockAdvanceSchema, withKeys(objectBody(request.body ?? {}), ['advance_ms']));
    const clock = ctx.clock;
    if (!(clock instanceof MovableClock)) throw new ApiError(409, 'clock_fixed', 'This server runs on a clock that cannot be moved.');
    clock.advance(body.advance_ms);
    if (body.advance_ms > 0 && ctx.payments.advanceClock) {
      try {
        await ctx.payments.advanceClock(body.advance_ms);
      } catch (error) {
        if (error instanceof ProviderError) throw providerUnavailable(error);
        throw error;
      }
    }
    const ran = await scheduler.runNow();
    return { now: new Date(clock.now()).toISOString(), ran };
  });
}
