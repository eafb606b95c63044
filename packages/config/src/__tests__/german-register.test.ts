// German speaks to the reader as "Sie" everywhere (decision accessibility-and-languages):
// no namespace may fall back into "du". The namespaces are found as the parity test finds
// them, so a new remote is covered without touching this file. The API's German content
// documents (legal pages and articles, packages/api/src/documents/**/de.ts) and its German
// emails and text messages (packages/api/src/mail/copy.ts) are scanned too.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.git', '.turbo', 'test-results', 'playwright-report', 'artifacts']);
/** The informal pronouns and possessives; "Sie", "Ihr" and "Ihnen" are the register we use. */
const INFORMAL = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure)\b/i;

function germanFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'i18n' && fs.existsSync(path.join(full, 'de.json'))) found.push(path.join(full, 'de.json'));
    germanFiles(full, found);
  }
  return found;
}

function strings(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}

const DOCUMENTS = path.join(ROOT, 'packages/api/src/documents');

function germanDocuments(dir: string, found: string[] = []): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) germanDocuments(full, found);
    else if (entry.name === 'de.ts') found.push(full);
  }
  return found;
}

/** The string literals of a source file, with the line each starts on (the documents keep each string on one line). */
function literals(source: string): Array<[number, string]> {
  const found: Array<[number, string]> = [];
  source.split('\n').forEach((line, index) => {
    if (/^\s*(import|export type)\b/.test(line)) return;
    for (const match of line.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
      found.push([index + 1, match[1] ?? match[2] ?? match[3] ?? '']);
    }
  });
  return found;
}

describe('German register', () => {
  const files = germanFiles(ROOT);

  it('finds the German strings of the shell and the remotes', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it.each(files.map((file) => path.relative(ROOT, file)))('%s says "Sie", never "du"', (file) => {
    const informal = strings(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')))
      .filter(([, text]) => INFORMAL.test(text.replace(/\{\{[^}]*\}\}/g, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(informal).toEqual([]);
  });

  const documents = germanDocuments(DOCUMENTS);

  it('finds the German API documents', () => {
    expect(documents.length).toBeGreaterThanOrEqual(2);
  });

  it.each(documents.map((file) => path.relative(ROOT, file)))('%s says "Sie", never "du"', (file) => {
    const informal = literals(fs.readFileSync(path.join(ROOT, file), 'utf8'))
      .filter(([, text]) => INFORMAL.test(text.replace(/\{[^}]*\}/g, '')))
      .map(([line, text]) => `${file}:${line}: ${text}`);
    expect(informal).toEqual([]);
  });

  it('the API\'s German emails and text messages say "Sie", never "du"', async () => {
    const { COMMON, COPY } = await import('../../../api/src/mail/copy');
    const german = [...strings(COMMON.de, 'common'), ...Object.entries(COPY).flatMap(([name, languages]) => strings((languages as Record<string, unknown>).de, name))];
    expect(german.length).toBeGreaterThan(20);
    const informal = german.filter(([, text]) => INFORMAL.test(text.replace(/\{[^}]*\}/g, ''))).map(([key, text]) => `${key}: ${text}`);
    expect(informal).toEqual([]);
  });
});
