import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

interface Case {
  /** A real file, so the resolver and the type-aware rules see it where it lives. */
  filePath: string;
  code: string;
}

/** The rules these tests are about: none of them needs type information. */
const RULES = ['import-x/no-restricted-paths', 'no-restricted-syntax', '@typescript-eslint/no-restricted-imports'];

/**
 * Lints snippets with the repository's config through ESLint's Node API. It runs in a
 * child Node process because the flat config is an ES module, which jest's CommonJS
 * sandbox cannot import. Only RULES run, without a TypeScript program (`project`): building
 * the whole program for type-aware rules nobody asserts on cost about a minute per call
 * (docs/decisions/test-suite-time.md).
 */
function lint(cases: Case[]): Array<Array<{ ruleId: string | null; message: string }>> {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const rules = new Set(${JSON.stringify(RULES)});
      const eslint = new ESLint({
        cwd: ${JSON.stringify(ROOT)},
        overrideConfigFile: 'packages/config/eslint.config.mjs',
        overrideConfig: { languageOptions: { parserOptions: { project: null, projectService: false } } },
        ruleFilter: ({ ruleId }) => rules.has(ruleId),
      });
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

describe('the one way to the server (docs/decisions/remote-api-seam.md)', () => {
  // Module names are spliced in, so the workspace-boundaries scan does not read these snippets as this package's imports.
  const CLIENT = "'@hourspace/api-client'";
  const BUS = "'@hourspace/bus'";
  const API_FILE = 'mf-home/src/lib/api/get-fees.ts';
  const COMPONENT_FILE = 'mf-search/src/features/space/components/space-page.tsx';
  const seamErrors = (messages: Array<{ ruleId: string | null; message: string }>) =>
    messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
  let results: ReturnType<typeof lint>;

  beforeAll(() => {
    results = lint([
      { filePath: API_FILE, code: "export const fees = (id: string) => ['/v1/fees', `/v2/payments/users/${id}/cards`];\n" },
      {
        filePath: API_FILE,
        code: `import type { ApiClient, Requester } from ${CLIENT};\nimport * as v from 'valibot';\nexport const a = (client: ApiClient) => client.request({ method: 'GET', path: 'x', schema: v.null() });\nexport const b = (request: Requester) => request({ method: 'GET', path: 'x', schema: v.null() });\n`,
      },
      {
        filePath: COMPONENT_FILE,
        code: `import { getFees, isApiError, userMessageFor, type Fees } from ${CLIENT};\nexport const used: [typeof getFees, typeof isApiError, typeof userMessageFor, Fees | null] = [getFees, isApiError, userMessageFor, null];\n`,
      },
      {
        filePath: API_FILE,
        code: `import { getFees, type Requester } from ${CLIENT};\nimport { getBus } from ${BUS};\nexport const fees = (request: Requester) => getFees(request);\nexport const open = () => getBus().request('auth:open', { view: 'login' });\nexport const images = (id: string) => \`https://img.example/v1/\${id}\`;\n`,
      },
    ]);
  }, 180_000);

  it('stops a remote file building an API path, in a string or a template', () => {
    expect(seamErrors(results[0]!)).toEqual([expect.stringMatching(/A remote builds no API path/), expect.stringMatching(/A remote builds no API path/)]);
  });

  it('stops a remote file sending a request of its own, through the client or a request helper', () => {
    expect(seamErrors(results[1]!)).toEqual([expect.stringMatching(/A remote sends no request of its own/), expect.stringMatching(/A remote sends no request of its own/)]);
  });

  it('stops a component importing an endpoint function, and lets it use the error helpers and types', () => {
    expect(seamErrors(results[2]!)).toEqual([expect.stringMatching(/'getFees' import from '@hourspace\/api-client' is restricted.*A component does not call the API/)]);
  });

  it('lets an api file call an endpoint function with the request helper, and the bus take requests', () => {
    expect(results[3]!.filter((m) => m.ruleId === null || seamErrors([m]).length > 0)).toEqual([]);
  });
});
