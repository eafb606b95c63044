import de from './copy/home.de.json';
import en from './copy/home.en.json';
import es from './copy/home.es.json';
import fr from './copy/home.fr.json';

/**
 * The home page copy of every section (spec §2 Home), per language, kept as one JSON file a
 * language in `copy/` as the remotes keep theirs. Cities, images and links are added per locale
 * by seed/content.ts; `{country}` is replaced by the locale's country label and `{city}` by a
 * city name. A line break in `paragraph` is the two characters of `LINE`.
 */
export interface HomeCopy {
  intro: SectionCopy;
  activities: SectionCopy;
  blog: SectionCopy & { posts: { title: string; label: string; slug: string }[] };
  cities: SectionCopy;
  hosts: SectionCopy & { stories: { name: string; title: string; label: string }[] };
  madeIn: SectionCopy & { items: { title: string; activity: string }[] };
  whyUs: SectionCopy & { points: { title: string; text: string }[] };
  whereExtraordinary: SectionCopy;
  popularKeywords: SectionCopy;
  awards: SectionCopy & { desktopAlt: string; compactAlt: string };
  /** Alt text of a space photo: `{activity}` in `{city}`. */
  photoAlt: string;
  /** Label of a city card: the number of spaces. */
  citySpaces: string;
}

export interface SectionCopy {
  heading1: string;
  heading2: string;
  paragraph: string;
  cta: string;
}

/** The literal two-character line marker the front end splits `paragraph` on. */
export const LINE = '\\n';

export const HOME_COPY: Record<'en' | 'fr' | 'es' | 'de', HomeCopy> = { en, fr, es, de };

/** British spelling for en-GB, en-AU and en-CA copy (the US copy is the source). */
export function britishSpelling(text: string): string {
  return text
    .replace(/\bcozy\b/g, 'cosy')
    .replace(/\bon weekends\b/g, 'at weekends')
    .replace(/\borganiz/g, 'organis')
    .replace(/\bneighborhood/g, 'neighbourhood')
    .replace(/\bfavorite/g, 'favourite')
    .replace(/\bcolor/g, 'colour')
    .replace(/\bcenter\b/g, 'centre');
}
