import { and, eq } from 'drizzle-orm';
import type { ApiLocale } from '../config/locales';
import { content } from '../db/schema';
import { notFound } from '../lib/errors';
import type { AppContext } from './context';
import { absoluteUrl } from './profile';

// The shapes of the content rows (home sections, popular keywords, browse trees). The
// seed writes them and the content calls read them, so they live here, under both.

/** Spec §3 Image item. `url` is a path on the API, made absolute when served. */
export interface ImageItem {
  external_id: string;
  url: string;
  title: string;
  alt: string;
  label: string;
  location: string;
  link: string;
  blurHash: string;
}

/** Spec §3 Section data. */
export interface SectionData {
  heading1: string;
  heading2: string;
  /** Lines separated by the literal two characters backslash and n. */
  paragraph: string;
  ctaButton: { text: string; link: string };
  images: ImageItem[];
}

/** The home sections in page order (spec §2 Home). */
export const HOME_SECTION_ORDER = ['intro', 'activities', 'blog', 'cities', 'hosts', 'madeIn', 'whyUs', 'whereExtraordinary', 'popularKeywords', 'awards'] as const;
export type HomeSectionKey = (typeof HOME_SECTION_ORDER)[number];

/** Spec §3 Popular keyword. */
export interface PopularKeyword {
  keyword: string;
  dropdown_plural: string;
  display_keyword_plural: string;
  locations: { city: string; state: string; permalink: string }[];
}

/** A node of the logged-out navigation's browse tree. */
export interface BrowseNode {
  label: string;
  path: string;
  /** The 'see all' entry of a group, which the menu styles apart (spec §2 Navigation menus). */
  see_all?: boolean;
  children?: BrowseNode[];
}

/** One content row (kind + locale) as stored; 404 when the database has none. */
async function contentOf(ctx: AppContext, kind: string, locale: string): Promise<unknown> {
  const [row] = await ctx.db
    .select({ data: content.data })
    .from(content)
    .where(and(eq(content.kind, kind), eq(content.locale, locale)));
  if (!row) throw notFound(`No ${kind} content for ${locale}.`);
  return row.data;
}

/** Every home section of a locale, image URLs made absolute against `origin`. */
export async function homeSections(ctx: AppContext, locale: ApiLocale, origin: string) {
  const sections = (await contentOf(ctx, 'home', locale.locale)) as Record<string, SectionData>;
  const absolute = Object.fromEntries(
    Object.entries(sections).map(([key, section]) => [key, { ...section, images: section.images.map((image) => ({ ...image, url: absoluteUrl(origin, image.url) })) }]),
  );
  return { locale: locale.locale, order: HOME_SECTION_ORDER, sections: absolute };
}

/** The popular keywords of a locale's country. */
export async function popularKeywords(ctx: AppContext, locale: ApiLocale) {
  return { locale: locale.locale, country: locale.country, keywords: await contentOf(ctx, 'popular-keywords', locale.locale) };
}

/** The logged-out menu's browse tree of a locale. */
export async function browseTree(ctx: AppContext, locale: ApiLocale) {
  return { locale: locale.locale, tree: await contentOf(ctx, 'browse', locale.locale) };
}
