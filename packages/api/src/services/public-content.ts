import { FEES } from '../config/fees';
import { localePath, type ApiLocale } from '../config/locales';
import { cityName, MARKET_CITIES } from '../config/markets';
import { ARTICLES_DE } from '../documents/articles/de';
import { ARTICLES_EN } from '../documents/articles/en';
import { ARTICLES_ES } from '../documents/articles/es';
import { ARTICLES_FR } from '../documents/articles/fr';
import { ARTICLE_META, CATEGORY_LABELS, type ArticleSlug } from '../documents/articles/meta';
import { LEGAL_DE } from '../documents/legal/de';
import { LEGAL_EN } from '../documents/legal/en';
import { LEGAL_ES } from '../documents/legal/es';
import { LEGAL_FR } from '../documents/legal/fr';
import { LEGAL_META } from '../documents/legal/meta';
import {
  ARTICLE_CATEGORIES,
  LEGAL_SLUGS,
  type ArticleCategory,
  type ArticleText,
  type Block,
  type DocumentLanguage,
  type DocumentSection,
  type LegalSlug,
  type LegalText,
} from '../documents/types';
import { notFound } from '../lib/errors';
import type { AppContext } from './context';
import { countryName } from './gazetteer';

// The public content pages (legal documents, the blog, the locations list, the fees):
// read-only, the same for everyone, written in src/documents per language.

const LEGAL: Record<DocumentLanguage, Record<LegalSlug, LegalText>> = { en: LEGAL_EN, fr: LEGAL_FR, es: LEGAL_ES, de: LEGAL_DE };
const ARTICLES: Record<DocumentLanguage, Record<ArticleSlug, ArticleText>> = { en: ARTICLES_EN, fr: ARTICLES_FR, es: ARTICLES_ES, de: ARTICLES_DE };

/** Articles per page of the blog index. */
export const ARTICLES_PER_PAGE = 4;

/** The fees of config/fees.ts as the API serves them. */
export function fees() {
  return { guest_service_fee_percent: FEES.guestServiceFeePercent, host_fee_percent: FEES.hostFeePercent };
}

function fillFees(text: string): string {
  return text.replaceAll('{guestFee}', String(FEES.guestServiceFeePercent)).replaceAll('{hostFee}', String(FEES.hostFeePercent));
}

function fillSections(sections: DocumentSection[]): DocumentSection[] {
  return sections.map((section) => ({
    ...section,
    heading: fillFees(section.heading),
    blocks: section.blocks.map((block: Block): Block => (typeof block === 'string' ? fillFees(block) : { list: block.list.map(fillFees) })),
  }));
}

export function isLegalSlug(slug: string): slug is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(slug);
}

export function isArticleCategory(category: string): category is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(category);
}

/** A legal document in the locale's language, with its version and last-updated date; 404 for an unknown slug. */
export function legalDocument(locale: ApiLocale, slug: string) {
  if (!isLegalSlug(slug)) throw notFound(`No legal document '${slug.slice(0, 40)}'. Use one of ${LEGAL_SLUGS.join(', ')}.`);
  const text = LEGAL[locale.language][slug];
  const meta = LEGAL_META[slug];
  return { locale: locale.locale, slug, title: text.title, summary: fillFees(text.summary), version: meta.version, updated: meta.updated, sections: fillSections(text.sections) };
}

function articleSummary(locale: ApiLocale, meta: (typeof ARTICLE_META)[number]) {
  const text = ARTICLES[locale.language][meta.slug];
  return {
    slug: meta.slug,
    title: text.title,
    excerpt: text.excerpt,
    category: meta.category,
    category_label: CATEGORY_LABELS[locale.language][meta.category],
    published: meta.published,
    minutes: meta.minutes,
  };
}

/** One page of the blog index (newest first), optionally of one category, with every category and its count. */
export function articleIndex(locale: ApiLocale, options: { category?: ArticleCategory; page: number }) {
  const matching = ARTICLE_META.filter((meta) => !options.category || meta.category === options.category);
  const pages = Math.max(1, Math.ceil(matching.length / ARTICLES_PER_PAGE));
  const start = (options.page - 1) * ARTICLES_PER_PAGE;
  return {
    locale: locale.locale,
    category: options.category ?? null,
    page: options.page,
    pages,
    total: matching.length,
    categories: ARTICLE_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[locale.language][id], count: ARTICLE_META.filter((meta) => meta.category === id).length })),
    articles: matching.slice(start, start + ARTICLES_PER_PAGE).map((meta) => articleSummary(locale, meta)),
  };
}

/** One article with its sections and up to two others to read next; 404 for an unknown slug. */
export function article(locale: ApiLocale, slug: string) {
  const meta = ARTICLE_META.find((entry) => entry.slug === slug);
  if (!meta) throw notFound(`No article '${slug.slice(0, 80)}'.`);
  const related = [
    ...ARTICLE_META.filter((entry) => entry.slug !== slug && entry.category === meta.category),
    ...ARTICLE_META.filter((entry) => entry.category !== meta.category),
  ].slice(0, 2);
  return {
    ...articleSummary(locale, meta),
    locale: locale.locale,
    sections: ARTICLES[locale.language][meta.slug].sections,
    related: related.map((entry) => articleSummary(locale, entry)),
  };
}

/**
 * Every market city, grouped by country (the locale's own country first, then by name in
 * the locale's language), each with its region and its search link under the locale's prefix.
 */
export function locations(ctx: AppContext, locale: ApiLocale) {
  const countries = [...new Set(MARKET_CITIES.map((city) => city.country))];
  const collator = new Intl.Collator(locale.locale);
  const named = countries.map((country) => ({ country, name: countryName(country, locale.language) }));
  named.sort((a, b) => (a.country === locale.country ? -1 : b.country === locale.country ? 1 : collator.compare(a.name, b.name)));
  return {
    locale: locale.locale,
    countries: named.map(({ country, name }) => ({
      country,
      name,
      cities: MARKET_CITIES.filter((city) => city.country === country).map((city) => {
        const place = ctx.gazetteer.byGeonameId(city.geonameId);
        const cityLabel = cityName(city, locale.language);
        // The address line search reads: "City, ST" (or the region, or the country for a city-state).
        const state = place?.state && place.state !== city.name ? place.state : name;
        const params = new URLSearchParams({ location: `${cityLabel}, ${state}`.toLowerCase() });
        return {
          id: city.id,
          name: cityLabel,
          region: place?.stateName ?? '',
          href: localePath(locale, `/s/?${params.toString().replace(/\+/g, '%20')}`),
        };
      }),
    })),
  };
}
