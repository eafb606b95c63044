// @ts-check
/**
 * The repository's lint: typescript-eslint's recommended rules, the boundaries that keep
 * remotes independent (house style rules 1 and 2), and the JSX-literal ban that sends
 * every user-visible string through i18n.
 */
import fs from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const REMOTES = Object.keys(JSON.parse(fs.readFileSync(new URL('../contracts/registry.json', import.meta.url), 'utf8')).remotes);

/** The feature folders of a remote, read from disk so a new feature is covered without editing this file. */
const featuresOf = (remote) => {
  const dir = path.join(ROOT, remote, 'src/features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
};

/** How far no-cycle follows imports: see the lint timings in docs/decisions/remote-skeleton.md. */
const MAX_CYCLE_DEPTH = 6;

const SHARED_HOME =
  'put what several features use in src/components (React components) or src/lib (everything else), or in a packages/* package when it is not specific to this product (docs/decisions/remote-skeleton.md)';

/**
 * The skeleton below a remote's src/ (docs/decisions/remote-skeleton.md): a feature imports
 * neither another feature nor app/ (app/ composes features, not the other way round), and
 * the shared src/components and src/lib import no feature and no app/.
 */
const remoteSkeletonZones = (remote) => {
  const src = `${remote}/src`;
  return [
    ...featuresOf(remote).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `${remote}: features/${feature} must not import another feature; ${SHARED_HOME}.`,
    })),
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: `${remote}: a feature must not import app/, which only composes features; ${SHARED_HOME}.`,
    },
    ...['components', 'lib'].map((shared) => ({
      target: `${src}/${shared}`,
      from: [`${src}/features`, `${src}/app`],
      message: `${remote}: src/${shared} is shared by features and must not import a feature or app/; move the code it needs here too, or pass it in from app/.`,
    })),
  ];
};

/**
 * What marks a remote building its own API call: a string or template starting with an API
 * path (`'/v1/…'`, `` `/v2/…` ``), and a call of a request helper with a request object
 * (`client.request({ … })`, `request({ … })`; the bus's `request('topic', …)` takes a name).
 */
const API_PATH_SELECTORS = ['Literal[value=/^\\/v[0-9]+\\//]', 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/v[0-9]+\\//]'];
const REQUEST_CALL_SELECTORS = [
  "CallExpression[callee.type='MemberExpression'][callee.property.name='request'][arguments.0.type='ObjectExpression']",
  "CallExpression[callee.type='Identifier'][callee.name='request'][arguments.0.type='ObjectExpression']",
];

/** A remote may import neither another remote's source nor its package. */
const remoteBoundary = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: REMOTES.filter((r) => r !== self).map((other) => ({
          group: [other, `${other}/*`, `**/${other}`, `**/${other}/**`],
          message: `${self} must not import ${other}: remotes meet only through the bus and the shell's props (house style, rule 1).`,
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'artifacts/**', '**/.data/**', '**/playwright-report/**', '**/test-results/**', '**/drizzle/**', '**/static/**'],
  },
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: a promise nobody awaits or catches is an error that vanishes. One program,
    // the root tsconfig's (the one `npm run typecheck` checks, which includes every workspace's
    // files), rather than a program per workspace tsconfig: 1:23 instead of 2:06 for a whole
    // uncached pass, 3.4 GB instead of 5.6 (docs/decisions/test-suite-time.md).
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { project: ['./tsconfig.json'], tsconfigRootDir: path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..') } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Build and tool scripts are linted too, as the Node modules they are.
    files: ['**/*.{mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...REMOTES.map(remoteBoundary),
  {
    // The remote skeleton's zones, and no import cycles inside an app. Imports are resolved
    // like the bundler does (TypeScript sources, CSS modules, workspace packages).
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: REMOTES.flatMap(remoteSkeletonZones) }],
      // Cycles are looked for within an app's own source (packages are not followed), a few
      // modules deep: enough for the cycles a feature split creates, at a bounded lint cost.
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: MAX_CYCLE_DEPTH }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'shell/*', '**/shell/**', ...REMOTES.flatMap((r) => [r, `${r}/*`, `**/${r}`, `**/${r}/**`])],
              message: 'packages never import apps (house style, rule 2).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mf-*/src/**/*.tsx', 'packages/ui/src/**/*.tsx', 'packages/remote/src/**/*.tsx'],
    ignores: ['**/__tests__/**', '**/*.test.tsx'],
    plugins: { react },
    rules: {
      // Every string a person reads comes from i18n; literal text in JSX is a bug.
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '–', '-', '—', '/', '×', '+', '%', '$', '…', ':', '(', ')', ',', '|'] }],
    },
  },
  {
    // One way to the server (docs/decisions/remote-api-seam.md): every endpoint is a typed
    // function of @hourspace/api-client with its schema, called from an api/<verb>-<noun>.ts
    // file through the remote's seam. A remote builds no API path and sends no request of its
    // own; tests may still answer requests by path.
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATH_SELECTORS.map((selector) => ({
          selector,
          message:
            'A remote builds no API path: add the endpoint to @hourspace/api-client (src/api/<verb>-<noun>.ts, with its valibot schema) and call that function (docs/decisions/remote-api-seam.md).',
        })),
        ...REQUEST_CALL_SELECTORS.map((selector) => ({
          selector,
          message:
            "A remote sends no request of its own: call the endpoint's function in @hourspace/api-client, passing it the client's request helper (docs/decisions/remote-api-seam.md).",
        })),
      ],
    },
  },
  {
    // Components read server state through the hooks of their remote's api/ files, never by
    // calling the client (docs/decisions/server-state.md); its error helpers and types are fine.
    files: ['mf-*/src/**/components/**/*.tsx', 'mf-*/src/**/components/**/*.ts'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hourspace/api-client',
              allowImportNames: ['isApiError', 'isAuthError', 'userMessageFor', 'ApiError', 'ApiErrorCode', 'UNEXPECTED_ERROR_MESSAGE'],
              allowTypeImports: true,
              message: 'A component does not call the API: use the query or mutation hook of an api/<verb>-<noun>.ts file (docs/decisions/server-state.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers (packages/api/README.md "Layers"): a route file parses the request,
    // calls a service and shapes the reply. It never reaches into the demo data or the seed,
    // nor into another route file. The typescript-eslint twin of no-restricted-imports is
    // used so this adds to the packages-wide rule above instead of replacing it.
    files: ['packages/api/src/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/seed', '**/seed/**', '**/demo', '**/demo/**'],
              message: 'API routes never import seed code or demo data: put what the route needs in a service (src/services) or real configuration (src/config).',
            },
            {
              group: ['./*', '../routes', '../routes/**'],
              message: 'An API route file never imports another route file: move what both need into a service (src/services).',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/client', '**/db/schema'],
              allowTypeImports: true,
              message: 'API routes run no queries: the SQL lives in a service (src/services), which the route calls.',
            },
          ],
        },
      ],
    },
  },
);
