import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../services/context';
import { searchSpaces } from '../services/search';

export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Space search (README "Search"); the parameters and their checks are in services/search.ts. */
  app.get('/v1/spaces/search', async (request) => searchSpaces(ctx, request.query, ctx.config.publicUrl));
}
