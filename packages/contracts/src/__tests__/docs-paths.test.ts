import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../../..');
/** Top-level folders that hold build output or local state: never in a clean clone. */
const NOT_IN_A_CLONE = new Set(['node_modules', 'dist', 'artifacts', 'coverage', 'test-results', '.cache', '.data', '.turbo']);

/**
 * What a markdown page names that is not in the repository: every backticked path that starts
 * at a top-level entry of the repository (`shell/src/bootstrap.ts`, `packages/api/`), and every
 * relative link target, resolved from the page's folder. A backticked name with a placeholder
 * (`<locale>`), a wildcard or a space is a pattern, not a path, and is not checked.
 */
function missingPaths(markdown: string, page: string, root: string): string[] {
  const topLevel = new Set(fs.readdirSync(root).filter((entry) => !NOT_IN_A_CLONE.has(entry)));
  const missing: string[] = [];
  for (const [, token = ''] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (/[<>*{}\s:?#]/.test(token)) continue;
    const first = token.split('/')[0] ?? '';
    if (!token.includes('/') && !topLevel.has(token)) continue;
    if (!topLevel.has(first)) continue;
    if (!fs.existsSync(path.join(root, token))) missing.push(token);
  }
  for (const [, target = ''] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const file = target.split('#')[0] ?? '';
    if (!fs.existsSync(path.resolve(path.dirname(path.join(root, page)), file))) missing.push(target);
  }
  return missing;
}

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const page = 'docs/architecture.md';
    expect(missingPaths(fs.readFileSync(path.join(ROOT, page), 'utf8'), page, ROOT)).toEqual([]);
  });

  it('names real files at every step, so the check has something to check', () => {
    const text = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    for (const file of ['packages/contracts/registry.json', 'shell/src/bootstrap.ts', 'packages/api/src/db/schema.ts']) {
      expect(text).toContain(`\`${file}\``);
    }
  });
});

describe('the docs path check', () => {
  const page = 'docs/example.md';

  it('reports a backticked repository path that does not exist, and a broken relative link', () => {
    const text = 'See `shell/src/no-such-file.ts`, `packages/contracts/registry.json` and [a record](decisions/no-such-record.md).';
    expect(missingPaths(text, page, ROOT)).toEqual(['shell/src/no-such-file.ts', 'decisions/no-such-record.md']);
  });

  it('leaves alone names that are not repository paths: patterns, build output, URLs, code', () => {
    const text = 'Writes `artifacts/<remote>/<version>/`, `dist/`, `src/index.ts`, `npm start`, `GET /v1/profiles/me`, [the site](https://example.com).';
    expect(missingPaths(text, page, ROOT)).toEqual([]);
  });
});
