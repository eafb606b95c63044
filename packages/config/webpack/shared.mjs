// @ts-check
/** What a build shares with the others on the page: singletons at their installed versions, facades, and packages shared by content. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { contentVersion } from './content-version.mjs';
import { CONFIG_DIR, installedPackageJson, installedVersion, packageNameOf, PresetOptionError, readPackageJson, workspacePackageDir } from './options.mjs';

/**
 * Modules that must exist once per page. Sub-paths are listed on purpose: without
 * them each build bundles its own copy of `react/jsx-runtime`, `react-dom/client`…
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  // One single-spa for the page: a remote's `navigate` (from @hourspace/contracts) reroutes
  // the shell's applications instead of patching history a second time.
  'single-spa',
  'i18next',
  'react-i18next',
  '@hourspace/bus',
  '@tanstack/react-query',
  // Libraries each remote bundled a copy of (measured on /us/: ky 5 copies, 23 KB gz;
  // single-spa-react 4, 19 KB; the focus-trap family 2, 17 KB; docs/decisions/size-budgets.md).
  // They are used whole, so sharing loses no tree shaking. Most reach a remote through a
  // workspace package (ky through the api-client, focus-trap-react through the design system),
  // so they are shared at the installed version even where the remote's package.json does not name them.
  'single-spa-react',
  'ky',
  'js-cookie',
  'focus-trap',
  'focus-trap-react',
  'tabbable',
  // Through a facade of the functions the repo calls (SHARED_FACADES): each build had bundled the
  // part it used, about 3 KB gz four times on the home page.
  'valibot',
];

/**
 * Shared singletons provided as a facade that re-exports the names the page uses, instead of the
 * whole package: a shared module is built with every export kept (another build may use any), so
 * sharing a library whole loses its tree shaking. `file` is the facade (the `import` of the shared
 * entry, so it is what every build provides and falls back to); it imports the library by `full`,
 * which the preset aliases to the library's ES module entry, so that request is not itself a
 * shared one. `facade-imports.test.ts` keeps every import of the library to the facade's names.
 * See docs/decisions/size-budgets.md ("Shared facades").
 * @type {Record<string, { file: string, full: string }>}
 */
export const SHARED_FACADES = {
  'react-i18next': { file: path.join(CONFIG_DIR, 'federation', 'react-i18next.mjs'), full: 'hourspace-react-i18next-full' },
  '@tanstack/react-query': { file: path.join(CONFIG_DIR, 'federation', 'tanstack-react-query.mjs'), full: 'hourspace-tanstack-react-query-full' },
  valibot: { file: path.join(CONFIG_DIR, 'federation', 'valibot.mjs'), full: 'hourspace-valibot-full' },
};

/**
 * The aliases that point each facade's `full` request at its library's ES module entry, as the
 * app in `dir` resolves the library (none for a library the app cannot reach).
 * @param {string} dir the app folder
 * @returns {Record<string, string>}
 */
export function facadeAliases(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const [name, { full }] of Object.entries(SHARED_FACADES)) {
    const file = installedPackageJson(require, name);
    if (file === undefined) continue;
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')).exports?.['.'];
    const esm = typeof exported === 'object' ? (exported.import ?? exported.module) : undefined;
    const entry = typeof esm === 'object' ? esm.default : esm;
    if (typeof entry !== 'string') throw new PresetOptionError(`${name} has no ES module entry in its package.json "exports": its shared facade cannot import it`);
    aliases[`${full}$`] = path.join(path.dirname(file), entry);
  }
  return aliases;
}

/**
 * Shared singletons with versions read from the installed packages and ranges read
 * from the app's package.json, never typed by hand.
 * @param {string} dir the app folder
 */
export function sharedSingletons(dir) {
  const pkg = readPackageJson(dir);
  const declared = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const require = createRequire(path.join(dir, 'package.json'));
  /** @type {Record<string, any>} */
  const shared = {};
  for (const spec of SHARED_SINGLETONS) {
    const name = packageNameOf(spec);
    const installed = installedVersion(require, name);
    // A package the app neither names nor can reach is not part of its build.
    if (!(name in declared) && installed === undefined) continue;
    if (installed === undefined) throw new PresetOptionError(`${pkg.name} depends on ${name}, which is not installed: run npm install`);
    const range = declared[name] ?? installed;
    shared[spec] = {
      singleton: true,
      version: installed,
      // An exact pin or a workspace link in package.json means "this major, at least this".
      requiredVersion: /^\d/.test(range) ? `^${range}` : `^${installed}`,
      strictVersion: false,
      ...(SHARED_FACADES[spec] ? { import: SHARED_FACADES[spec].file } : {}),
    };
  }
  return shared;
}

/**
 * Our own workspace packages shared once per page, each at a version that names its content
 * (`contentVersion`): not singletons, and a build takes another build's copy only at the exact
 * same version, so only when both bundled the very same code; otherwise it runs its own. The
 * api-client was bundled whole by the shell and every remote (about 6 KB gz each on `/us/`);
 * @hourspace/i18n (locales, i18next set-up, names) four times on `/us/`, about 1 KB gz each.
 * See docs/decisions/size-budgets.md ("Shared by content").
 */
export const SHARED_BY_CONTENT = ['@hourspace/api-client', '@hourspace/i18n'];

/**
 * The `SHARED_BY_CONTENT` packages an app names in its `dependencies`, at their content version.
 * @param {string} dir the app folder
 */
export function sharedByContent(dir) {
  const pkg = readPackageJson(dir);
  const require = createRequire(path.join(dir, 'package.json'));
  /** @type {Record<string, any>} */
  const shared = {};
  for (const name of SHARED_BY_CONTENT) {
    if (!(name in (pkg.dependencies ?? {}))) continue;
    const version = contentVersion(workspacePackageDir(require, name));
    shared[name] = { singleton: false, version, requiredVersion: version, strictVersion: true };
  }
  return shared;
}

/**
 * Everything an app's build shares: the singletons and the packages shared by content.
 * @param {string} dir the app folder
 */
export function sharedModules(dir) {
  return { ...sharedSingletons(dir), ...sharedByContent(dir) };
}
