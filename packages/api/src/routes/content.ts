import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { content } from '../db/schema';
import { notFound } from '../lib/errors';
import { HOME_SECTION_ORDER, type SectionData } from '../seed/content';
import type { AppContext } from '../services/context';
import { absoluteUrl, originOf } from '../services/profile';
import { localeOr404 } from './env';

async function contentOf(ctx: AppContext, kind: string, locale: string): Promise<unknown> {
  const [row] = await ctx.db.select({ data: content.data }).from(content).where(and(eq(content.kind, kind), eq(content.locale, locale)));
  if (!row) throw notFound(`No ${kind} content for ${locale}.`);
  return row.data;
}

export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Every home section (spec §3 Section data with Image items) in the locale's language, in page order. */
  app.get<{ Params: { locale: string } }>('/v1/home/:locale/sections', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    const origin = originOf(ctx, request);
    const sections = (await contentOf(ctx, 'home', locale.locale)) as Record<string, SectionData>;
    const absolute = Object.fromEntries(
      Object.entries(sections).map(([key, section]) => [key, { ...section, images: section.images.map((image) => ({ ...image, url: absoluteUrl(origin, image.url) })) }]),
    );
    reply.header('cache-control', 'public, max-age=300');
    return { locale: locale.locale, order: HOME_SECTION_ORDER, sections: absolute };
  });

  /** Popular keywords of the locale's country (spec §3 Popular keyword), each with its cities. */
  app.get<{ Params: { locale: string } }>('/v1/keywords/popular/:locale', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    reply.header('cache-control', 'public, max-age=300');
    return { locale: locale.locale, country: locale.country, keywords: await contentOf(ctx, 'popular-keywords', locale.locale) };
  });

  /** The logged-out menu's browse tree; 'see all' entries carry `see_all: true`. */
  app.get<{ Params: { locale: string } }>('/v1/browse/:locale', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    reply.header('cache-control', 'public, max-age=300');
    return { locale: locale.locale, tree: await contentOf(ctx, 'browse', locale.locale) };
  });
}
