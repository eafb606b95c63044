import { MESSAGES } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../lib/errors';
import { queryValue } from '../lib/validate';
import { activityJson, loadActivities, suggestActivities } from '../services/activities';
import type { AppContext } from '../services/context';
import { localeOr404 } from '../services/env';

export function activityRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Every activity (spec §3 Activity) in the locale's language. */
  app.get('/v1/activities', async (request) => {
    const locale = localeOr404(queryValue(request.query, 'locale') ?? 'en-US');
    return { data: (await loadActivities(ctx)).map((row) => activityJson(row, locale.language)) };
  });

  /**
   * Up to 5 activity suggestions for typed text (spec §5), matched against the locale's
   * names first and English second, as activity options `{ value: { id }, query, label }`.
   */
  app.get('/v1/activities/suggestions', async (request) => {
    const locale = localeOr404(queryValue(request.query, 'locale') ?? 'en-US');
    const q = queryValue(request.query, 'q') ?? queryValue(request.query, 'query') ?? '';
    if (q.length > 100) throw validationError([{ field: 'q', message: MESSAGES['search.unknownActivity'] }]);
    const limit = Math.min(5, Math.max(1, Number(queryValue(request.query, 'limit') ?? 5) || 5));
    return suggestActivities(ctx, q, locale.language, limit);
  });
}
