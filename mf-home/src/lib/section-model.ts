import type { ImageItem, PopularKeyword, Section } from '@hourspace/api-client';
import { safeHref } from '@hourspace/contracts';
import { homePath, pageBase, resolveLink } from './links';

/**
 * The home sections in page order (spec §2 Home, with 'if walls could talk' where spec §1
 * places it). The page keeps this order whatever order the API lists: the layout (which
 * sections are above the fold, which load lazily) is designed around it.
 */
export const SECTION_KEYS = ['intro', 'activities', 'blog', 'cities', 'hosts', 'madeIn', 'whyUs', 'whereExtraordinary', 'wallsTalk', 'popularKeywords', 'awards'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** An image item (spec §3) as the page shows it: every field a string, the link checked. */
export interface HomeImage {
  /** Stable React key: the item's external_id, else its position and URL. */
  key: string;
  url: string;
  /** Never empty when the item has any text: alt, else title, else label. */
  alt: string;
  title: string;
  label: string;
  location: string;
  /** A usable link, or null. */
  href: string | null;
  blurHash: string | null;
}

/** Section data (spec §3) as the page shows it. */
export interface HomeSection {
  heading1: string;
  heading2: string;
  /** The paragraph split on the literal newline marker, empty lines dropped. */
  lines: string[];
  cta: { text: string; href: string } | null;
  images: HomeImage[];
}

/** One locale's home sections; a section the API did not send (or sent malformed) is absent. */
export interface HomeContent {
  locale: string;
  sections: Partial<Record<SectionKey, HomeSection>>;
}

/** A popular keyword tab (spec §3 Popular keyword) with its links built. */
export interface KeywordTab {
  keyword: string;
  /** The tab's text: display_keyword_plural, else dropdown_plural, else the keyword. */
  label: string;
  /** `{prefix}/plan/{keyword}`. */
  href: string;
  locations: KeywordLocation[];
}

export interface KeywordLocation {
  city: string;
  state: string;
  /** "City, State" (the city alone when there is no state). */
  label: string;
  /** The permalink as given (analytics reports it), and the checked link to follow. */
  permalink: string;
  href: string;
}

/**
 * The paragraph's lines. The API separates lines with the literal two characters `\n`
 * (spec §3); a real line break is honoured too.
 */
export function splitLines(paragraph: string | null | undefined): string[] {
  return (paragraph ?? '')
    .split(/\\n|\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** An image item for the page, or null when it has no usable URL (http(s) or same-site, the shared link check). */
export function toHomeImage(item: ImageItem, index: number, prefix: string): HomeImage | null {
  const url = safeHref(text(item.url), pageBase());
  if (url === null) return null;
  const title = text(item.title);
  const label = text(item.label);
  return {
    key: text(item.external_id) || `${index}-${url}`,
    url,
    alt: text(item.alt) || title || label,
    title,
    label,
    location: text(item.location),
    href: resolveLink(item.link, prefix),
    blurHash: text(item.blurHash) || null,
  };
}

/** Section data for the page: lines split, links checked, unusable images dropped. */
export function toHomeSection(section: Section, prefix: string): HomeSection {
  const ctaHref = section.ctaButton ? resolveLink(section.ctaButton.link, prefix) : null;
  const ctaText = text(section.ctaButton?.text);
  return {
    heading1: text(section.heading1),
    heading2: text(section.heading2),
    lines: splitLines(section.paragraph),
    cta: ctaHref && ctaText ? { text: ctaText, href: ctaHref } : null,
    images: (section.images ?? []).map((item, i) => toHomeImage(item, i, prefix)).filter((image): image is HomeImage => image !== null),
  };
}

/**
 * The page's sections from the API answer. `check` parses one raw section (null drops it),
 * so a single malformed section does not take the page down.
 */
export function toHomeContent(answer: { locale: string; sections: Record<string, unknown> }, prefix: string, check: (key: string, raw: unknown) => Section | null): HomeContent {
  const sections: HomeContent['sections'] = {};
  for (const key of SECTION_KEYS) {
    if (!Object.hasOwn(answer.sections, key)) continue;
    const section = check(key, answer.sections[key]);
    if (section) sections[key] = toHomeSection(section, prefix);
  }
  return { locale: answer.locale, sections };
}

/** The keyword tabs: blank and repeated keywords dropped, links built and checked. */
export function toKeywordTabs(keywords: readonly PopularKeyword[], prefix: string): KeywordTab[] {
  const seen = new Set<string>();
  const tabs: KeywordTab[] = [];
  for (const entry of keywords) {
    const keyword = text(entry.keyword);
    if (!keyword || seen.has(keyword)) continue;
    seen.add(keyword);
    const locations: KeywordLocation[] = [];
    for (const place of entry.locations) {
      const href = resolveLink(place.permalink, prefix);
      const city = text(place.city);
      if (!href || !city) continue;
      const state = text(place.state);
      locations.push({ city, state, label: state ? `${city}, ${state}` : city, permalink: place.permalink, href });
    }
    tabs.push({
      keyword,
      label: text(entry.display_keyword_plural) || text(entry.dropdown_plural) || keyword,
      href: `${homePath(prefix)}plan/${encodeURIComponent(keyword)}`,
      locations,
    });
  }
  return tabs;
}
