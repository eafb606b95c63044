// @ts-check
/**
 * The one webpack preset every Hourspace build uses. A remote's or the shell's
 * webpack.config is a single call of `remoteConfig` / `shellConfig`, so that every
 * build shares the same loaders, output naming and Module Federation contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import crypto from 'node:crypto';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const here = path.dirname(new URL(import.meta.url).pathname);

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
  // Libraries each remote bundled a copy of (issue 15, measured on /us/: ky 5 copies, 23 KB gz;
  // single-spa-react 4, 19 KB; the focus-trap family 2, 17 KB). They are used whole, so sharing
  // loses no tree shaking. Most reach a remote through a workspace package (ky through the
  // api-client, focus-trap-react through the design system), so they are shared at the
  // installed version even where the remote's package.json does not name them.
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
  'react-i18next': { file: path.join(here, 'federation', 'react-i18next.mjs'), full: 'hourspace-react-i18next-full' },
  '@tanstack/react-query': { file: path.join(here, 'federation', 'tanstack-react-query.mjs'), full: 'hourspace-tanstack-react-query-full' },
  valibot: { file: path.join(here, 'federation', 'valibot.mjs'), full: 'hourspace-valibot-full' },
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
 * The federation runtime without what this platform never uses: the snapshot plugin (remotes
 * are registered by their remoteEntry.js URL from the release manifest, never by an
 * mf-manifest.json) and the Node code paths. About 10 KB gz off the shell's main chunk.
 */
const FEDERATION_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/**
 * The federation runtime's semver `satisfy`, memoised: the runtime's module
 * (`@module-federation/runtime-core/dist/utils/semver/index.js`) is replaced, for the modules
 * that import it, by `federation/semver-memo.mjs`, which asks the original once per
 * (version, range) pair. The original stays reachable under the request
 * `hourspace-federation-semver-original`. See docs/decisions/main-thread-tasks.md.
 */
export class FederationSemverMemoPlugin {
  static ORIGINAL = 'hourspace-federation-semver-original';
  static MEMO = path.join(here, 'federation', 'semver-memo.mjs');
  static TARGET = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/;

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { ORIGINAL, MEMO, TARGET } = FederationSemverMemoPlugin;
    /** The runtime's own file, as its importer resolved it (the memo imports it by ORIGINAL). */
    let original = '';
    compiler.hooks.normalModuleFactory.tap('FederationSemverMemoPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FederationSemverMemoPlugin', (data) => {
        if (data.request !== ORIGINAL) return;
        if (!original) throw new Error(`[@hourspace/config] ${ORIGINAL} is only for ${MEMO}`);
        data.request = original;
      });
      factory.hooks.afterResolve.tap('FederationSemverMemoPlugin', (data) => {
        const created = data.createData;
        if (data.contextInfo.issuer === MEMO || !created.resource || !TARGET.test(created.resource)) return;
        original = created.resource;
        created.resource = MEMO;
        created.userRequest = MEMO;
        created.request = MEMO;
        created.rawRequest = MEMO;
        created.resourceResolveData = { ...created.resourceResolveData, path: MEMO };
      });
    });
  }
}

/** A `require` that resolves as the federation plugin does: from its own package. */
function federationPluginRequire() {
  return createRequire(createRequire(path.join(here, 'package.json')).resolve('@module-federation/enhanced/webpack'));
}

/**
 * The runtime plugin that provides the federation runtime to the remotes
 * (`provideExternalRuntime`), in its ES module build. The federation plugin names the plugin
 * by its CommonJS file, which `require`s the CommonJS build of the runtime; the shell's own
 * bundler runtime imports the ES module build; so the shell carried the runtime twice (about
 * 64 CommonJS files beside 53 ES ones, some 25 KB gz) and the remotes ran on another copy than
 * the shell's. With this alias both are the same modules. See docs/decisions/main-thread-tasks.md.
 * @returns {Record<string, string>}
 */
export function externalRuntimeAsEsm() {
  const commonJs = federationPluginRequire().resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = commonJs.replace(/\.cjs$/, '.js');
  if (commonJs === esm || !fs.existsSync(esm)) throw new PresetOptionError(`the federation runtime's external-runtime plugin has no ES module build beside ${commonJs}`);
  return { [commonJs]: esm };
}

/**
 * The federation bundler runtime (`@module-federation/webpack-bundler-runtime`: the functions that
 * install a container's shared modules and initialise it) taken by each production remote from
 * the shell, as the runtime itself already is (`externalRuntime`): about 3.5 KB gz off every
 * remote entry with its logger and error texts (issue 15). The shell's build runs
 * `federation/provide-bundler-runtime.mjs` before its entry; a remote's build points the
 * federation entry's import of the bundler runtime at `federation/bundler-runtime-from-shell.mjs`,
 * which builds the per-container objects around the shell's functions and bundles only
 * `initContainerEntry` (the shell exposes nothing, so its copy has none). Both sides read the
 * installed version, and a remote that meets another version warns. See
 * docs/decisions/platform-external-runtime.md.
 */
export const BundlerRuntimeFromShell = {
  PROVIDER: path.join(here, 'federation', 'provide-bundler-runtime.mjs'),
  SHIM: path.join(here, 'federation', 'bundler-runtime-from-shell.mjs'),
  /** @type {{ bundler: string, initContainerEntry: string, version: string } | undefined} */
  resolved: undefined,
  /** The bundler runtime's `bundler.js`, its `initContainerEntry.js` and its version, as the federation plugin resolves them; read once per process. */
  files() {
    if (BundlerRuntimeFromShell.resolved) return BundlerRuntimeFromShell.resolved;
    const bundler = federationPluginRequire().resolve('@module-federation/webpack-bundler-runtime/bundler');
    const dist = path.dirname(bundler);
    const initContainerEntry = path.join(dist, 'initContainerEntry.js');
    if (!fs.existsSync(initContainerEntry))
      throw new PresetOptionError(`the federation bundler runtime has no ${initContainerEntry}: BundlerRuntimeFromShell needs updating for this version`);
    const version = JSON.parse(fs.readFileSync(path.join(dist, '..', 'package.json'), 'utf8')).version;
    BundlerRuntimeFromShell.resolved = { bundler, initContainerEntry, version };
    return BundlerRuntimeFromShell.resolved;
  },
  /** @returns {import('webpack').DefinePlugin} the version both sides compare */
  definePlugin() {
    return new webpack.DefinePlugin({ __HOURSPACE_FEDERATION_BUNDLER_VERSION__: JSON.stringify(BundlerRuntimeFromShell.files().version) });
  },
  /** @returns {Record<string, string>} the shell's aliases: its provider imports the runtime's own `bundler.js` */
  shellAliases() {
    return { 'hourspace-federation-bundler-runtime$': BundlerRuntimeFromShell.files().bundler };
  },
  /** @returns {Record<string, string>} a production remote's aliases: the runtime's `bundler.js` is the shim */
  remoteAliases() {
    const { bundler, initContainerEntry } = BundlerRuntimeFromShell.files();
    return { [bundler]: BundlerRuntimeFromShell.SHIM, 'hourspace-federation-init-container-entry$': initContainerEntry };
  },
};

/** Error raised for a preset call that cannot work, with the option and the fix. */
export class PresetOptionError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(`[@hourspace/config] ${message}`);
    this.name = 'PresetOptionError';
  }
}

/** @param {string} spec */
function packageNameOf(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The package.json of `name` as `require` (from an app or package folder) finds it, or undefined.
 * @param {NodeRequire} require @param {string} name
 */
function installedPackageJson(require, name) {
  // Each folder `require` searches, for node_modules/<name>/package.json (some packages, ky among
  // them, export no ./package.json, so resolving it by specifier fails).
  return (require.resolve.paths(name) ?? []).map((dir) => path.join(dir, name, 'package.json')).find((file) => fs.existsSync(file));
}

/**
 * The installed version of `name` as `require` (from an app folder) finds it, or undefined.
 * @param {NodeRequire} require @param {string} name
 */
function installedVersion(require, name) {
  const file = installedPackageJson(require, name);
  return file === undefined ? undefined : JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * Shared singletons with versions read from the installed packages and ranges read
 * from the app's package.json, never typed by hand.
 * @param {string} dir the app folder
 */
export function sharedSingletons(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
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
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
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
function sharedModules(dir) {
  return { ...sharedSingletons(dir), ...sharedByContent(dir) };
}

/** The folder of workspace package `name` (through its node_modules link). @param {NodeRequire} require @param {string} name */
function workspacePackageDir(require, name) {
  const file = installedPackageJson(require, name);
  if (file === undefined) throw new PresetOptionError(`${name} is not installed: run npm install`);
  return fs.realpathSync(path.dirname(file));
}

/** @param {string} dir @returns {string[]} the files a bundle can take from a package: no tests, builds or dependencies */
function packageFiles(dir) {
  const files = [];
  const walk = (/** @type {string} */ at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (['node_modules', 'dist', '__tests__', 'coverage'].includes(entry.name) || entry.name.startsWith('.')) continue;
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!/\.test\.[cm]?[jt]sx?$/.test(entry.name)) files.push(file);
    }
  };
  walk(dir);
  return files;
}

/**
 * A workspace package's version plus a hash of its files and of the workspace packages it
 * depends on (its `dependencies`, transitively): `0.1.0-c<16 hex>`. Two builds get the same
 * version exactly when they bundle the same source of the package.
 * @param {string} dir the package folder
 */
export function contentVersion(dir) {
  const hash = crypto.createHash('sha256');
  const seen = new Set();
  /** @returns {{ version: string }} the package's package.json */
  const visit = (/** @type {string} */ packageDir) => {
    seen.add(packageDir);
    for (const file of packageFiles(packageDir)) {
      hash.update(`${path.relative(packageDir, file)}\0`);
      hash.update(fs.readFileSync(file));
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    const require = createRequire(path.join(packageDir, 'package.json'));
    for (const dep of Object.keys(pkg.dependencies ?? {}).sort()) {
      if (!dep.startsWith('@hourspace/')) continue;
      const depDir = workspacePackageDir(require, dep);
      if (!seen.has(depDir)) visit(depDir);
    }
    return pkg;
  };
  const { version } = visit(dir);
  return `${version}-c${hash.digest('hex').slice(0, 16)}`;
}

/** @param {Record<string, unknown>} options @param {string[]} required */
function requireOptions(options, required) {
  for (const key of required) {
    if (options[key] === undefined || options[key] === '') {
      throw new PresetOptionError(`option "${key}" is required (got ${JSON.stringify(options)})`);
    }
  }
}

/**
 * @param {{ dir: string, mode: 'development' | 'production', name: string, publicPath: string, entry: string | string[] }} base
 */
function baseConfig({ dir, mode, name, publicPath, entry }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const version = process.env.HOURSPACE_VERSION || pkg.version;
  const buildLabel = process.env.HOURSPACE_BUILD_LABEL || '';
  const isProd = mode === 'production';
  // Production CSS goes to files, loaded as <link> (the shell's CSP has no 'unsafe-inline'
  // for styles); development keeps style-loader for hot reload (the dev servers send no CSP).
  const styleLoader = isProd ? MiniCssExtractPlugin.loader : 'style-loader';
  /** @type {import('webpack').Configuration} */
  const config = {
    mode,
    context: dir,
    entry: { main: entry },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      // HOURSPACE_DIST_DIR lets a release engineer build a variant beside the usual dist.
      path: process.env.HOURSPACE_DIST_DIR ? path.resolve(process.env.HOURSPACE_DIST_DIR) : path.join(dir, 'dist'),
      // Entry names stay unhashed: the MF plugin cannot hash them, and the version
      // folder is their cache key. Chunks are content-hashed and cached for a year.
      filename: '[name].js',
      // Development names chunks by their module's path, and a shared facade's module
      // (federation/*.mjs) heads two chunks of one id and different content (the federation
      // plugin's two variants of a shared module's chunk): the content hash keeps their files apart.
      chunkFilename: isProd ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath,
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: facadeAliases(dir),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            styleLoader,
            {
              loader: 'css-loader',
              // Class names carry the build's name, so two remotes never collide.
              options: {
                modules: { localIdentName: isProd ? `${name}-[hash:base64:6]` : `${name}__[local]__[hash:base64:4]`, namedExport: false, exportLocalsConvention: 'as-is' },
              },
            },
          ],
        },
        { test: /(?<!\.module)\.css$/, use: [styleLoader, 'css-loader'] },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new FederationSemverMemoPlugin(),
      new webpack.DefinePlugin({
        __HOURSPACE_BUILD__: JSON.stringify({ name: pkg.name, version, label: buildLabel }),
      }),
      ...(isProd
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:10].css',
              chunkFilename: 'chunks/[name].[contenthash:10].css',
              // CSS Modules are scoped per remote, so the order of unrelated imports does not matter.
              ignoreOrder: true,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
      name: `${mode}-${buildLabel || 'default'}`,
      buildDependencies: { config: [path.join(here, 'webpack-preset.mjs')] },
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
  return config;
}

/**
 * The remote registry (packages/contracts/registry.json): every remote's container name,
 * port, exposes, applications and parcels. `HOURSPACE_REGISTRY` points a build at another
 * copy (a release engineer trying a route before it is merged; the release e2e does so).
 */
export function readRegistry() {
  const file = process.env.HOURSPACE_REGISTRY ? path.resolve(process.env.HOURSPACE_REGISTRY) : path.join(here, '../contracts/registry.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Writes what a remote declares about itself (its applications, routes and parcels) beside its entry. */
class RemoteDeclarationPlugin {
  /** @param {{ apps: unknown[], parcels?: Record<string, string> }} declaration */
  constructor(declaration) {
    this.source = `${JSON.stringify({ apps: declaration.apps, parcels: declaration.parcels ?? {} }, null, 2)}\n`;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteDeclarationPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(REMOTE_DECLARATION_FILE, new webpack.sources.RawSource(this.source));
      });
    });
  }
}

/**
 * The remote's own registry entry (its applications with their routes, its parcels) written
 * into its browser and server code, for `ownDeclaration` in @hourspace/contracts: a remote
 * reads its routes there instead of bundling the whole registry and checking it as the page
 * starts (about 2 KB gz and a valibot parse on each remote's first load, issue 15).
 * @param {{ apps: unknown[], parcels?: Record<string, string> }} entry
 */
function ownDeclarationDefine(entry) {
  return new webpack.DefinePlugin({ __HOURSPACE_DECLARATION__: JSON.stringify({ apps: entry.apps, parcels: entry.parcels ?? {} }) });
}

/** The file beside remoteEntry.js that `release publish` reads into the artifact record. */
export const REMOTE_DECLARATION_FILE = 'hourspace-remote.json';

/** Where a remote's server build goes inside its dist (and so its artifact): `server/first-screen.cjs`. */
export const SERVER_BUILD_DIR = 'server';

/**
 * A remote's first screen built for Node (issue 15 item 2; docs/decisions/compose-time-ssr.md):
 * one self-contained CommonJS file exporting `renderFirstScreen`, which `release prerender`
 * runs when a release is composed. The same source, loaders and defines as the browser
 * build, so the markup is what the page renders: CSS Modules give the same class names (the
 * same `localIdentName` from the same context) without the CSS itself, which the page links.
 * @param {{ dir: string, name: string, entry: string, declaration: { apps: unknown[], parcels?: Record<string, string> } }} options
 * @returns {import('webpack').Configuration}
 */
function serverConfig({ dir, name, entry, declaration }) {
  const browser = baseConfig({ dir, mode: 'production', name, publicPath: '/', entry });
  const rules = /** @type {any[]} */ (browser.module?.rules ?? []);
  const [script, cssModules] = rules;
  return {
    name: 'server',
    // After the browser build: its `output.clean` would otherwise race this one's files.
    dependencies: ['browser'],
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { 'first-screen': entry },
    devtool: false,
    output: {
      path: path.join(/** @type {string} */ (browser.output?.path), SERVER_BUILD_DIR),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      publicPath: '/',
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      rules: [
        script,
        {
          test: cssModules.test,
          use: [{ loader: 'css-loader', options: { modules: { ...cssModules.use[1].options.modules, exportOnlyLocals: true } } }],
        },
        // Global stylesheets are the page's to link, not the markup's.
        { test: /(?<!\.module)\.css$/, use: [path.join(here, 'empty-loader.cjs')] },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      ...(browser.plugins ?? []).filter((plugin) => plugin instanceof webpack.DefinePlugin),
      ownDeclarationDefine(declaration),
      // One file: strings and lazy parts are read in the same process, never fetched.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    cache: browser.cache && typeof browser.cache === 'object' ? { ...browser.cache, name: `server-${browser.cache.name ?? 'default'}` } : false,
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * A remote: exposes single-spa lifecycles through Module Federation, and runs
 * standalone (bootstrap.tsx, index.html) for its team. Its name, port, exposes and
 * applications come from its registry entry, found by its package name. With `server`
 * (the module exporting `renderFirstScreen`), a production build also builds that module
 * for Node, into `dist/server/` (see `serverConfig`).
 * @param {{ dir: string, server?: string }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
export function remoteConfig(options) {
  requireOptions(options, ['dir']);
  const pkgName = JSON.parse(fs.readFileSync(path.join(options.dir, 'package.json'), 'utf8')).name;
  const entry = readRegistry().remotes[pkgName];
  if (!entry) throw new PresetOptionError(`"${pkgName}" has no entry in packages/contracts/registry.json: add one (container, port, exposes, apps)`);
  if (!/^mf_[a-z]+$/.test(entry.container)) {
    throw new PresetOptionError(`registry entry "${pkgName}": "container" must look like "mf_home" (a valid JS identifier), got "${entry.container}"`);
  }
  if (!Number.isInteger(entry.port) || entry.port < 1024) {
    throw new PresetOptionError(`registry entry "${pkgName}": "port" must be an integer port above 1023, got ${entry.port}`);
  }
  for (const [key, file] of Object.entries(entry.exposes)) {
    if (!key.startsWith('./')) throw new PresetOptionError(`registry entry "${pkgName}": expose "${key}" must start with "./"`);
    if (!fs.existsSync(path.resolve(options.dir, file))) throw new PresetOptionError(`registry entry "${pkgName}": expose "${key}" points at ${file}, which does not exist`);
  }
  if (options.server !== undefined && !fs.existsSync(path.resolve(options.dir, options.server))) {
    throw new PresetOptionError(`option "server" of ${pkgName} points at ${options.server}, which does not exist`);
  }
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const config = baseConfig({ dir: options.dir, mode, name: entry.container, publicPath: 'auto', entry: './src/index.ts' });
    config.plugins?.push(
      new ModuleFederationPlugin({
        name: entry.container,
        filename: 'remoteEntry.js',
        exposes: entry.exposes,
        shared: sharedModules(options.dir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // In production the shell provides the federation runtime once for every remote
        // (≈ 27 KB gz each otherwise); standalone dev keeps its own.
        // A remote loads no other remote (parcels come through the shell), so its bundler runtime needs no remote-loading code.
        experiments: { externalRuntime: mode === 'production', optimization: { ...FEDERATION_OPTIMIZATION, disableRemote: true } },
      }),
      new RemoteDeclarationPlugin(entry),
      ownDeclarationDefine(entry),
    );
    if (mode === 'production') {
      config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...BundlerRuntimeFromShell.remoteAliases() } };
      config.plugins?.push(BundlerRuntimeFromShell.definePlugin());
    }
    // The standalone page is for the team's dev server; a production artifact expects the
    // shell (it provides the federation runtime), so it ships no page of its own.
    if (mode === 'development') {
      // Absolute script URLs, so deep links like /de/account load the page's script too.
      config.plugins?.push(new HtmlWebpackPlugin({ template: path.join(here, 'standalone.html'), chunks: ['main'], title: pkgName, publicPath: '/' }));
    }
    config.devServer = {
      port: entry.port,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      client: { overlay: { warnings: false } },
    };
    if (mode === 'production' && options.server) {
      config.name = 'browser';
      // The server build's folder is its own to clean.
      if (config.output) config.output.clean = { keep: (file) => file.startsWith(`${SERVER_BUILD_DIR}/`) || file === SERVER_BUILD_DIR };
      return [config, serverConfig({ dir: options.dir, name: entry.container, entry: options.server, declaration: entry })];
    }
    return config;
  };
}

/**
 * Writes into the shell's page a preload of every chunk its entry asks for the moment it runs:
 * the bootstrap's chunks and the shared libraries' (shell/src/provide-shared.ts), each shared
 * module from the chunk its provider registered. Without them the browser learns of those
 * files only once main.js has run (issue 15: no waterfall before the first paint). Every
 * package the shell provides is preloaded (the remotes' first screens use them: js-cookie
 * through mf-auth's root), except one provided for later (`providedOnDemand`: focus-trap-react,
 * which only an open dialog loads) and what only it consumes (focus-trap, tabbable), unless
 * the entry's own code asks for it. The list comes from the chunk graph, never typed by hand.
 */
class EntryChildrenPreloadPlugin {
  /** @param {string[]} providedOnDemand */
  constructor(providedOnDemand) {
    this.providedOnDemand = providedOnDemand;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('EntryChildrenPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EntryChildrenPreloadPlugin', (data) => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return data;
        const { chunkGraph } = compilation;
        // A shared module is fetched through the share scope, from the chunk its provider
        // registered (the shell's, the first on the page), which is not always its consume's fallback chunk.
        /** @type {Map<string, import('webpack').Module>} */
        const providers = new Map();
        for (const module of compilation.modules) {
          const name = /** @type {{ _name?: unknown }} */ (module)._name;
          if (module.type === 'provide-module' && typeof name === 'string') providers.set(name, module);
        }
        /** The chunk groups a module's async blocks load. @param {import('webpack').Module} module */
        const groupsOf = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter((group) => group !== undefined && group !== null);
        /** The groups the consumes in `chunks` fetch as those chunks load. @param {Iterable<import('webpack').Chunk>} chunks */
        const consumedBy = (chunks) => {
          /** @type {import('webpack').ChunkGroup[]} */
          const groups = [];
          for (const chunk of chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type !== 'consume-shared-module') continue;
              const key = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
              groups.push(...groupsOf((key && providers.get(key)) || module));
            }
          }
          return groups;
        };
        /** `groups` and every group their chunks' consumes fetch, transitively. @param {import('webpack').ChunkGroup[]} groups */
        const closure = (groups) => {
          /** @type {Set<import('webpack').ChunkGroup>} */
          const seen = new Set();
          const queue = [...groups];
          for (let group = queue.shift(); group; group = queue.shift()) {
            if (seen.has(group)) continue;
            seen.add(group);
            queue.push(...consumedBy(group.chunks));
          }
          return seen;
        };
        // Every provider sits in the entry, so each provided package's chunk is an entry child.
        /** @type {Set<import('webpack').ChunkGroup>} */
        const providerGroups = new Set([...providers.values()].flatMap(groupsOf));
        const onDemand = closure(this.providedOnDemand.flatMap((name) => (providers.has(name) ? groupsOf(/** @type {import('webpack').Module} */ (providers.get(name))) : [])));
        const atStart = closure([...consumedBy(entry.chunks), ...entry.getChildren().filter((child) => !providerGroups.has(child))]);
        const own = new Set(entry.getFiles());
        /** @type {Set<string>} */
        const files = new Set();
        for (const group of new Set([...atStart, ...providerGroups])) {
          if (onDemand.has(group) && !atStart.has(group)) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (!own.has(file) && /\.(js|css)$/.test(file)) files.add(file);
        }
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        for (const file of [...files].sort()) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${publicPath}${file}` }));
        }
        return data;
      });
    });
  }
}

/**
 * The shell: the only HTML page. No remotes at build time; it provides the shared
 * singletons so every remote meets one React, one i18next, one bus.
 * Its port is the registry's. `providedOnDemand`: shared packages it provides but does not
 * load as it starts, so its page does not preload them (focus-trap-react, which a dialog loads
 * when it first opens). The shell's code must still name each one, with a weak import (no chunk,
 * no request), since webpack provides a package only once a module of the build imports it
 * (shell/src/provide-shared.ts; docs/decisions/dialog-focus-trap-on-open.md).
 * @param {{ dir: string, providedOnDemand?: string[] }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function shellConfig(options) {
  requireOptions(options, ['dir']);
  const registry = readRegistry();
  const providedOnDemand = options.providedOnDemand ?? [];
  const shared = sharedModules(options.dir);
  for (const name of providedOnDemand) {
    if (!shared[name]) throw new PresetOptionError(`option "providedOnDemand": "${name}" is not one of SHARED_SINGLETONS installed for the shell`);
  }
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    // The bundler runtime for the remotes is set before the shell's own code runs (development
    // too: a development shell may load production remotes).
    const config = baseConfig({ dir: options.dir, mode, name: 'shell', publicPath: '/', entry: [BundlerRuntimeFromShell.PROVIDER, './src/index.ts'] });
    config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...externalRuntimeAsEsm(), ...BundlerRuntimeFromShell.shellAliases() } };
    config.plugins?.push(BundlerRuntimeFromShell.definePlugin());
    config.plugins?.push(
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: { provideExternalRuntime: true, optimization: FEDERATION_OPTIMIZATION },
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', chunks: ['main'], hash: true, favicon: './src/favicon.svg' }),
    );
    if (mode === 'production') {
      config.plugins?.push(new EntryChildrenPreloadPlugin(providedOnDemand));
      const later = new RegExp(`[\\\\/]node_modules[\\\\/](${['focus-trap', 'focus-trap-react', 'tabbable'].join('|')})[\\\\/]`);
      config.optimization = {
        ...config.optimization,
        splitChunks: {
          chunks: 'async',
          cacheGroups: {
            default: false,
            defaultVendors: false,
            reactDom: { name: 'react-dom', chunks: 'async', enforce: true, priority: 20, test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            startup: {
              name: 'startup',
              chunks: 'async',
              enforce: true,
              priority: 10,
              test: (/** @type {{ resource?: string }} */ module) => !!module.resource && !later.test(module.resource) && !/[\\/]i18n[\\/][a-z]{2}\.json$/.test(module.resource),
            },
          },
        },
      };
    }
    const devRemotes = JSON.parse(process.env.HOURSPACE_DEV_REMOTES || '{}');
    // The page's environment in dev (`release dev` passes the local one): the build carries none.
    const devEnvironment = JSON.parse(process.env.HOURSPACE_DEV_ENVIRONMENT || 'null');
    config.devServer = {
      port: registry.shell.port,
      hot: false,
      historyApiFallback: true,
      static: [],
      // In dev every locale's manifest names the remotes' dev servers (see `release dev`).
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.get('/manifests/:file', (req, res) => {
          const locale = String(req.params.file).replace(/\.json$/, '');
          const remotes = Object.fromEntries(
            Object.entries(devRemotes).map(([name, entry]) => [name, { version: 'dev', entry, apps: registry.remotes[name].apps, parcels: registry.remotes[name].parcels ?? {} }]),
          );
          // Development: testers may override from the dev servers' origins, by link too.
          const overrides = { origins: [...new Set(Object.values(devRemotes).map((entry) => new URL(String(entry)).origin))], query: true };
          res.set('Cache-Control', 'no-store').json({ schema: 3, locale, channel: 'dev', remotes, overrides, environment: devEnvironment });
        });
        return middlewares;
      },
    };
    return config;
  };
}
