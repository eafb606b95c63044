/**
 * The shapes of the public documents the API serves (legal documents and blog articles).
 * Text is plain: the front end renders it as text, never as HTML. `{guestFee}` and
 * `{hostFee}` in a legal text are replaced with the percentages of config/fees.ts.
 */

/** A paragraph (a string) or a bulleted list. */
export type Block = string | { list: string[] };

/** One section of a document: its anchor id (stable across languages), heading and blocks. */
export interface DocumentSection {
  id: string;
  heading: string;
  blocks: Block[];
}

export const LEGAL_SLUGS = ['terms', 'privacy', 'cancellation-policy', 'fees-overview', 'community-guidelines'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** A legal document in one language. Version and date are the same in every language (legal/meta.ts). */
export interface LegalText {
  title: string;
  summary: string;
  sections: DocumentSection[];
}

export const ARTICLE_CATEGORIES = ['guides', 'production', 'events', 'meetings', 'host-stories'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** A blog article in one language; its slug, category, date and reading time are in articles/meta.ts. */
export interface ArticleText {
  title: string;
  excerpt: string;
  sections: DocumentSection[];
}

export type DocumentLanguage = 'en' | 'fr' | 'es' | 'de';
