import de from './copy/spaces.de.json';
import en from './copy/spaces.en.json';
import es from './copy/spaces.es.json';
import fr from './copy/spaces.fr.json';
import type { PhotoStyle } from './photos';

type Gender = 'm' | 'f' | 'n';
type Lang = 'en' | 'fr' | 'es' | 'de';

/** Words that space titles are built from, per language (the language of the space's country). */
interface TitleWords {
  nouns: Record<PhotoStyle, [noun: string, gender: Gender][]>;
  /** Adjective forms by gender (English ignores gender). */
  adjectives: Record<Gender, string>[];
  features: string[];
  /** How noun, adjective and feature combine. */
  compose(noun: string, adjective: string, feature: string): string;
  description: string;
}

/**
 * One language's words as `copy/spaces.<lang>.json` keeps them: an adjective that is the same
 * for every gender is a plain string, and `title` places `{noun}`, `{adjective}` and `{feature}`.
 */
interface WordsFile {
  nouns: Record<PhotoStyle, string[][]>;
  adjectives: (string | Record<Gender, string>)[];
  features: string[];
  title: string;
  description: string;
}

function isGender(value: string | undefined): value is Gender {
  return value === 'm' || value === 'f' || value === 'n';
}

function titleWords(file: WordsFile): TitleWords {
  const nouns = Object.fromEntries(
    Object.entries(file.nouns).map(([style, list]) => [
      style,
      list.map(([noun, gender]): [string, Gender] => {
        if (noun === undefined || !isGender(gender)) throw new Error(`bad space noun ${JSON.stringify([noun, gender])}`);
        return [noun, gender];
      }),
    ]),
  ) as TitleWords['nouns'];
  return {
    nouns,
    adjectives: file.adjectives.map((a) => (typeof a === 'string' ? { m: a, f: a, n: a } : a)),
    features: file.features,
    compose: (noun, adjective, feature) => file.title.replace('{noun}', noun).replace('{adjective}', adjective).replace('{feature}', feature),
    description: file.description,
  };
}

export const SPACE_WORDS: Record<Lang, TitleWords> = { en: titleWords(en), fr: titleWords(fr), es: titleWords(es), de: titleWords(de) };

/** The language space copy is written in, by country. */
export const COUNTRY_LANGUAGE: Record<string, Lang> = { US: 'en', GB: 'en', CA: 'en', AU: 'en', FR: 'fr', ES: 'es', DE: 'de' };
