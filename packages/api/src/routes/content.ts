import type { FastifyInstance } from 'fastify';
import { browseTree, homeSections, popularKeywords } from '../services/content';
import type { AppContext } from '../services/context';
import { localeOr404 } from '../services/env';

export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Every home section (spec §3 Section data with Image items) in the locale's language, in page order. */
  app.get<{ Params: { locale: string } }>('/v1/home/:locale/sections', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    // Set before the read, as ever: a locale without content answers 404 with the same header.
    reply.header('cache-control', 'public, max-age=300');
    return homeSections(ctx, locale, ctx.config.publicUrl);
  });

  /** Popular keywords of the locale's country (spec §3 Popular keyword), each with its cities. */
  app.get<{ Params: { locale: string } }>('/v1/keywords/popular/:locale', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    reply.header('cache-control', 'public, max-age=300');
    return popularKeywords(ctx, locale);
  });

  /** The logged-out menu's browse tree; 'see all' entries carry `see_all: true`. */
  app.get<{ Params: { locale: string } }>('/v1/browse/:locale', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    reply.header('cache-control', 'public, max-age=300');
    return browseTree(ctx, locale);
  });
}
