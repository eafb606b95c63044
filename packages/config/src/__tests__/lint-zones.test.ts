import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

interface Case {
  /** A real file, so the resolver and the type-aware rules see it where it lives. */
  filePath: string;
  code: string;
}

/**
 * Lints snippets with the repository's config through ESLint's Node API. It runs in a
 * child Node process because the flat config is an ES module, which jest's CommonJS
 * sandbox cannot import.
 */
function lint(cases: Case[]): Array<Array<{ ruleId: string | null; message: string }>> {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)}, overrideConfigFile: 'packages/config/eslint.config.mjs' });
      const cases = JSON.parse(process.argv[1]);
      const out = [];
      for (const c of cases) {
        const [result] = await eslint.lintText(c.code, { filePath: require('node:path').join(${JSON.stringify(ROOT)}, c.filePath) });
        out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as ReturnType<typeof lint>;
}

const zoneErrors = (messages: Array<{ ruleId: string | null; message: string }>) => messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);

describe('the remote skeleton lint zones', () => {
  const FEATURE_FILE = 'mf-search/src/features/results/lib/format.ts';
  let results: ReturnType<typeof lint>;

  beforeAll(() => {
    results = lint([
      { filePath: FEATURE_FILE, code: "import { SearchForm } from '../../search-form/components/search-form';\nexport const form = SearchForm;\n" },
      { filePath: FEATURE_FILE, code: "import { Root } from '../../../app/root';\nexport const root = Root;\n" },
      { filePath: 'mf-home/src/lib/links.ts', code: "import { Hero } from '../features/hero/components/hero';\nexport const hero = Hero;\n" },
      {
        filePath: FEATURE_FILE,
        code: "import { parseAvailabilityInterval } from '../../../lib/search-url';\nimport { Pagination } from '../components/pagination';\nexport const both = [parseAvailabilityInterval, Pagination];\n",
      },
    ]);
  }, 180_000);

  it('stops a feature importing another feature, and says where shared code goes', () => {
    expect(zoneErrors(results[0]!)).toEqual([
      expect.stringMatching(/features\/results must not import another feature; put what several features use in src\/components .* or src\/lib/),
    ]);
  });

  it('stops a feature importing app/', () => {
    expect(zoneErrors(results[1]!)).toEqual([expect.stringMatching(/a feature must not import app\//)]);
  });

  it('stops src/lib importing a feature', () => {
    expect(zoneErrors(results[2]!)).toEqual([expect.stringMatching(/src\/lib is shared by features and must not import a feature or app\//)]);
  });

  it('lets a feature import its own parts and src/lib', () => {
    // A parse failure (ruleId null) would hide the imports: there must be none either.
    expect(results[3]!.filter((m) => m.ruleId === null || m.ruleId.startsWith('import-x/'))).toEqual([]);
  });
});
