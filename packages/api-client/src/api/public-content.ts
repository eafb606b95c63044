import * as v from 'valibot';
import type { Requester } from '../request';

/** A block of a document section: a paragraph, or a bulleted list. Plain text, rendered as text. */
export const BlockSchema = v.union([v.string(), v.object({ list: v.array(v.string()) })]);
export type Block = v.InferOutput<typeof BlockSchema>;

/** A section of a legal document or an article: its anchor id, heading and blocks. */
export const DocumentSectionSchema = v.looseObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/)),
  heading: v.string(),
  blocks: v.array(BlockSchema),
});
export type DocumentSection = v.InferOutput<typeof DocumentSectionSchema>;

/** GET /v1/legal/{locale}/{slug}. */
export const LegalDocumentSchema = v.looseObject({
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  version: v.number(),
  updated: v.string(),
  sections: v.array(DocumentSectionSchema),
});
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;

/** An article as the blog index lists it. */
export const ArticleSummarySchema = v.looseObject({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/)),
  title: v.string(),
  excerpt: v.string(),
  category: v.string(),
  category_label: v.string(),
  published: v.string(),
  minutes: v.number(),
});
export type ArticleSummary = v.InferOutput<typeof ArticleSummarySchema>;

/** GET /v1/resources/{locale}?category=&page=. */
export const ArticleIndexSchema = v.looseObject({
  category: v.nullable(v.string()),
  page: v.number(),
  pages: v.number(),
  total: v.number(),
  categories: v.array(v.looseObject({ id: v.string(), label: v.string(), count: v.number() })),
  articles: v.array(ArticleSummarySchema),
});
export type ArticleIndex = v.InferOutput<typeof ArticleIndexSchema>;

/** GET /v1/resources/{locale}/{slug}. */
export const ArticleSchema = v.looseObject({
  ...ArticleSummarySchema.entries,
  sections: v.array(DocumentSectionSchema),
  related: v.array(ArticleSummarySchema),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

/** GET /v1/locations/{locale}: every city, grouped by country. */
export const LocationsSchema = v.looseObject({
  countries: v.array(
    v.looseObject({
      country: v.string(),
      name: v.string(),
      cities: v.array(v.looseObject({ id: v.string(), name: v.string(), region: v.string(), href: v.string() })),
    }),
  ),
});
export type Locations = v.InferOutput<typeof LocationsSchema>;

/** GET /v1/fees. */
export const FeesSchema = v.looseObject({ guest_service_fee_percent: v.number(), host_fee_percent: v.number() });
export type Fees = v.InferOutput<typeof FeesSchema>;

const seg = (value: string) => encodeURIComponent(value);

/** A legal document in the locale's language (GET /v1/legal/{locale}/{slug}). */
export function getLegalDocument(request: Requester, locale: string, slug: string): Promise<LegalDocument> {
  return request({ method: 'GET', path: `/v1/legal/${seg(locale)}/${seg(slug)}`, auth: 'none', schema: LegalDocumentSchema });
}

/** One page of the blog index, of one category or all (GET /v1/resources/{locale}). */
export function getArticles(request: Requester, locale: string, category: string | null, page: number): Promise<ArticleIndex> {
  return request({
    method: 'GET',
    path: `/v1/resources/${seg(locale)}`,
    auth: 'none',
    query: { category: category ?? undefined, page: page > 1 ? page : undefined },
    schema: ArticleIndexSchema,
  });
}

/** One blog article (GET /v1/resources/{locale}/{slug}). */
export function getArticle(request: Requester, locale: string, slug: string): Promise<Article> {
  return request({ method: 'GET', path: `/v1/resources/${seg(locale)}/${seg(slug)}`, auth: 'none', schema: ArticleSchema });
}

/** Every city the marketplace serves, grouped by country (GET /v1/locations/{locale}). */
export function getLocations(request: Requester, locale: string): Promise<Locations> {
  return request({ method: 'GET', path: `/v1/locations/${seg(locale)}`, auth: 'none', schema: LocationsSchema });
}

/** The guest service fee and host fee percentages (GET /v1/fees). */
export function getFees(request: Requester): Promise<Fees> {
  return request({ method: 'GET', path: '/v1/fees', auth: 'none', schema: FeesSchema });
}
