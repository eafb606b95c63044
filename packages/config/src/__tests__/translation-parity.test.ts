// Translation parity for every namespace in the repository: the shell, every remote and any
// package that ships `i18n/{en,fr,es,de}.json`. Namespaces are found by walking the tree,
// so a new remote or package is covered without touching this file.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const LANGUAGES = ['fr', 'es', 'de'] as const;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.git', '.turbo', 'test-results', 'playwright-report']);
/** i18next v26 plural suffixes (cardinal, and ordinal after `_ordinal`). */
const PLURAL = /^(.*?)(_ordinal)?_(zero|one|two|few|many|other)$/;

/**
 * Texts that may stay as they are in English. Brand names and "OK" anywhere; texts with
 * no letters left once placeholders, tags and brand names are taken out ("© {{year}}
 * Hourspace", "4.8"); and, per language, the few words that are spelled the same there.
 * Keep these lists short: an entry here is a string nobody translates.
 */
const BRANDS = ['Hourspace', 'Google', 'Apple', 'Facebook', 'Instagram', 'LinkedIn', 'Pinterest', 'TikTok', 'YouTube', 'X'];
const SAME_AS_ENGLISH: Record<(typeof LANGUAGES)[number], string[]> = {
  fr: ['Menu', 'Date', 'Distance', 'Marketing', 'Page {{page}}', 'Flexible', 'Loft', 'Studio', 'Restaurant', 'Bar', '{{size}} m²'],
  es: ['Marketing', 'Flexible', 'Loft', 'Bar', '{{size}} m²'],
  de: ['Community', 'Marketing', '{{keyword}} in {{location}}', 'Loft', 'Studio', 'Restaurant', 'Bar', '{{size}} m²'],
};

type Messages = { [key: string]: string | Messages };

/** Directories named `i18n` that hold an `en.json`, outside node_modules and build output. */
function namespaceDirs(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'i18n' && fs.existsSync(path.join(full, 'en.json'))) found.push(full);
    namespaceDirs(full, found);
  }
  return found;
}

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'object' && value !== null) for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, String(value));
  }
  return out;
}

function read(dir: string, language: string): Map<string, string> {
  const file = path.join(dir, `${language}.json`);
  if (!fs.existsSync(file)) return new Map();
  return leaves(JSON.parse(fs.readFileSync(file, 'utf8')) as Messages);
}

/** Plural groups: base key (with `_ordinal` kept) → the categories present. */
function pluralGroups(keys: Iterable<string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const base = `${match[1]}${match[2] ?? ''}`;
    groups.set(base, (groups.get(base) ?? new Set()).add(match[3]!));
  }
  return groups;
}

function categoriesFor(language: string, ordinal: boolean): string[] {
  return new Intl.PluralRules(language, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories;
}

const variables = (text: string): string[] => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
const tags = (text: string): string[] => [...text.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, '')).sort();
const BRAND = new RegExp(`\\b(?:${BRANDS.join('|')})\\b`, 'g');
function mayStayEnglish(language: (typeof LANGUAGES)[number], text: string): boolean {
  if (text.trim() === 'OK' || SAME_AS_ENGLISH[language].includes(text)) return true;
  return !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '').replace(BRAND, ''));
}
/** Plural forms may name `{{count}}` where English spells the number out ("1 space"). */
const withoutCount = (names: string[], key: string): string[] => (PLURAL.test(key) ? names.filter((n) => n !== 'count') : names);

const namespaces = namespaceDirs(ROOT)
  .map((dir) => path.relative(ROOT, dir))
  .sort();

describe('translation parity', () => {
  it('finds the namespaces of the shell and every remote', () => {
    const apps = fs.readdirSync(ROOT).filter((d) => fs.existsSync(path.join(ROOT, d, 'src/i18n/en.json')));
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const app of apps) expect(namespaces).toContain(path.join(app, 'src/i18n'));
  });

  describe.each(namespaces)('%s', (namespace) => {
    const dir = path.join(ROOT, namespace);
    const en = read(dir, 'en');
    const enPlurals = pluralGroups(en.keys());

    it('en has no empty strings and complete English plurals', () => {
      expect([...en].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      for (const [base, present] of enPlurals) {
        expect([base, [...present].filter((c) => c !== 'zero').sort()]).toEqual([base, [...categoriesFor('en', base.endsWith('_ordinal'))].sort()]);
      }
    });

    it.each(LANGUAGES)('%s matches the English keys (plural-aware), placeholders and tags, and is translated', (language) => {
      const translated = read(dir, language);
      expect(translated.size).toBeGreaterThan(0);
      const problems: string[] = [];

      // Keys that are not plural forms: exactly the English set.
      const plain = (keys: Iterable<string>) => new Set([...keys].filter((k) => !PLURAL.test(k) || !enPlurals.has(baseOf(k))));
      const enPlain = plain(en.keys());
      const trPlain = plain(translated.keys());
      for (const key of enPlain) if (!trPlain.has(key)) problems.push(`missing key ${key}`);
      for (const key of trPlain) if (!enPlain.has(key)) problems.push(`key not in English ${key}`);

      // Plural groups: every category the language has, and no others (`_zero` follows English).
      const trPlurals = pluralGroups([...translated.keys()].filter((k) => enPlurals.has(baseOf(k))));
      for (const [base, enPresent] of enPlurals) {
        const wanted = new Set(categoriesFor(language, base.endsWith('_ordinal')));
        if (enPresent.has('zero')) wanted.add('zero');
        const present = trPlurals.get(base) ?? new Set<string>();
        for (const c of wanted) if (!present.has(c)) problems.push(`missing plural ${pluralKey(base, c)}`);
        for (const c of present) if (!wanted.has(c)) problems.push(`stray plural ${pluralKey(base, c)}`);
      }

      for (const [key, text] of translated) {
        const english = en.get(key) ?? en.get(englishFormOf(key, en)) ?? '';
        if (text.trim() === '') problems.push(`empty ${key}`);
        const [mine, theirs] = [withoutCount(variables(text), key), withoutCount(variables(english), key)];
        if (mine.join() !== theirs.join()) problems.push(`placeholders differ in ${key}: ${mine.join()} vs ${theirs.join()}`);
        if (tags(text).join() !== tags(english).join()) problems.push(`tags differ in ${key}: ${tags(text).join()} vs ${tags(english).join()}`);
        if (en.has(key) && text === english && !mayStayEnglish(language, text)) problems.push(`not translated ${key}: "${text}"`);
      }
      expect(problems).toEqual([]);
    });
  });
});

function baseOf(key: string): string {
  const match = PLURAL.exec(key);
  return match ? `${match[1]}${match[2] ?? ''}` : key;
}

function pluralKey(base: string, category: string): string {
  return `${base}_${category}`;
}

/** The English text a plural form is compared with: `_many`/`_few`/`_two` read `_other`. */
function englishFormOf(key: string, en: Map<string, string>): string {
  const match = PLURAL.exec(key);
  if (!match) return key;
  const base = `${match[1]}${match[2] ?? ''}`;
  return en.has(`${base}_${match[3]}`) ? `${base}_${match[3]}` : `${base}_other`;
}
