import { MESSAGES } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../lib/errors';
import { queryValue } from '../lib/validate';
import type { AppContext } from '../services/context';
import { localeOr404 } from '../services/env';
import { article, articleIndex, fees, isArticleCategory, legalDocument, locations } from '../services/public-content';

/** The largest blog index page a request may name (far beyond the last one: it answers an empty page). */
const MAX_PAGE = 1000;

/** The public content pages' data: legal documents, the blog, the locations list and the fees. Read-only, no token. */
export function publicContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A legal document (terms, privacy, cancellation-policy, fees-overview, community-guidelines) in the locale's language. */
  app.get<{ Params: { locale: string; slug: string } }>('/v1/legal/:locale/:slug', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    reply.header('cache-control', 'public, max-age=300');
    return legalDocument(locale, request.params.slug);
  });

  /** The blog index: `page` (1-based) of the articles, newest first, of one `category` or all. */
  app.get<{ Params: { locale: string } }>('/v1/resources/:locale', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    const category = queryValue(request.query, 'category');
    const page = queryValue(request.query, 'page');
    if (category !== undefined && category !== '' && !isArticleCategory(category)) throw validationError([{ field: 'category', message: MESSAGES['request.invalid'] }]);
    if (page !== undefined && !(/^[1-9][0-9]{0,3}$/.test(page) && Number(page) <= MAX_PAGE)) throw validationError([{ field: 'page', message: MESSAGES['request.invalid'] }]);
    reply.header('cache-control', 'public, max-age=300');
    return articleIndex(locale, { category: category && isArticleCategory(category) ? category : undefined, page: page === undefined ? 1 : Number(page) });
  });

  /** One blog article in the locale's language. */
  app.get<{ Params: { locale: string; slug: string } }>('/v1/resources/:locale/:slug', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    reply.header('cache-control', 'public, max-age=300');
    return article(locale, request.params.slug);
  });

  /** Every city the marketplace serves, grouped by country, each with its search link under the locale's prefix. */
  app.get<{ Params: { locale: string } }>('/v1/locations/:locale', async (request, reply) => {
    const locale = localeOr404(request.params.locale);
    reply.header('cache-control', 'public, max-age=300');
    return locations(ctx, locale);
  });

  /** The guest service fee and host fee percentages (config/fees.ts). */
  app.get('/v1/fees', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return fees();
  });
}
