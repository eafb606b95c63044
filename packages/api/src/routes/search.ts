import type { FastifyInstance } from 'fastify';
import { queryKey } from '../lib/response-cache';
import { queryValue } from '../lib/validate';
import type { AppContext } from '../services/context';
import { searchSpaces } from '../services/search';

export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Space search (README "Search"); the parameters and their checks are in services/search.ts. */
  app.get('/v1/spaces/search', async (request, reply) => {
    // The answer reads the query and the database only, never the viewer: one cached answer serves everyone.
    const origin = ctx.config.publicUrl;
    const interval = queryValue(request.query, 'availability_interval');
    return ctx.responseCache.serve(reply, `search|${origin}|${queryKey(request.query)}`, interval ? ['spaces', 'availability'] : ['spaces'], () =>
      searchSpaces(ctx, request.query, origin),
    );
  });
}
