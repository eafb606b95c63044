import type { FastifyInstance } from 'fastify';
import { activityKeywords } from '../services/activities';
import { requireClient } from '../services/auth';
import type { AppContext } from '../services/context';
import { localeOr404, webEnv } from '../services/env';

export function envRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Locale data with location_prefill (spec §7 GET /v1/env/web/{locale}); basic-key bearer. */
  app.get<{ Params: { locale: string } }>('/v1/env/web/:locale', async (request) => {
    await requireClient(ctx, request);
    return webEnv(ctx, localeOr404(request.params.locale));
  });

  /** The activity keywords of a locale (spec §7 env/keywords), most popular first; basic-key bearer. */
  app.get<{ Params: { locale: string } }>('/v1/env/keywords/:locale', async (request) => {
    await requireClient(ctx, request);
    const locale = localeOr404(request.params.locale);
    return activityKeywords(ctx, locale.language);
  });
}
