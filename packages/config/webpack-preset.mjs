// @ts-check
/**
 * The one webpack preset every Hourspace build uses. A remote's or the shell's
 * webpack.config is a single call of `remoteConfig` / `shellConfig`, so that every
 * build shares the same loaders, output naming and Module Federation contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
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
  'i18next',
  'react-i18next',
  '@hourspace/bus',
  '@tanstack/react-query',
];

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
    if (!(name in declared)) continue;
    const installed = JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
    const range = declared[name];
    shared[spec] = {
      singleton: true,
      version: installed,
      // An exact pin or a workspace link in package.json means "this major, at least this".
      requiredVersion: /^\d/.test(range) ? `^${range}` : `^${installed}`,
      strictVersion: false,
    };
  }
  return shared;
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
 * @param {{ dir: string, mode: 'development' | 'production', name: string, publicPath: string, entry: string }} base
 */
function baseConfig({ dir, mode, name, publicPath, entry }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const version = process.env.HOURSPACE_VERSION || pkg.version;
  const buildLabel = process.env.HOURSPACE_BUILD_LABEL || '';
  const isProd = mode === 'production';
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
      chunkFilename: isProd ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath,
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
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
            'style-loader',
            {
              loader: 'css-loader',
              // Class names carry the build's name, so two remotes never collide.
              options: { modules: { localIdentName: isProd ? `${name}-[hash:base64:6]` : `${name}__[local]__[hash:base64:4]`, namedExport: false, exportLocalsConvention: 'as-is' } },
            },
          ],
        },
        { test: /(?<!\.module)\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __HOURSPACE_BUILD__: JSON.stringify({ name: pkg.name, version, label: buildLabel }),
      }),
    ],
    performance: { hints: false },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'), name: `${mode}-${buildLabel || 'default'}`, buildDependencies: { config: [path.join(here, 'webpack-preset.mjs')] } },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
  return config;
}

/**
 * A remote: exposes single-spa lifecycles through Module Federation, and runs
 * standalone (bootstrap.tsx, index.html) for its team.
 * @param {{ dir: string, name: string, port: number, exposes: Record<string, string> }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function remoteConfig(options) {
  requireOptions(options, ['dir', 'name', 'port', 'exposes']);
  if (!/^mf_[a-z]+$/.test(options.name)) {
    throw new PresetOptionError(`option "name" must look like "mf_home" (a valid JS identifier), got "${options.name}"`);
  }
  if (!Number.isInteger(options.port) || options.port < 1024) {
    throw new PresetOptionError(`option "port" must be an integer port above 1023, got ${options.port}`);
  }
  for (const [key, file] of Object.entries(options.exposes)) {
    if (!key.startsWith('./')) throw new PresetOptionError(`expose "${key}" must start with "./"`);
    if (!fs.existsSync(path.resolve(options.dir, file))) throw new PresetOptionError(`expose "${key}" points at ${file}, which does not exist`);
  }
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const config = baseConfig({ dir: options.dir, mode, name: options.name, publicPath: 'auto', entry: './src/index.ts' });
    config.plugins?.push(
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedSingletons(options.dir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // In production the shell provides the federation runtime once for every remote
        // (≈ 27 KB gz each otherwise); standalone dev keeps its own.
        experiments: { externalRuntime: mode === 'production' },
      }),
    );
    // The standalone page is for the team's dev server; a production artifact expects the
    // shell (it provides the federation runtime), so it ships no page of its own.
    if (mode === 'development') {
      // Absolute script URLs, so deep links like /de/account load the page's script too.
      config.plugins?.push(new HtmlWebpackPlugin({ template: path.join(here, 'standalone.html'), chunks: ['main'], title: options.name, publicPath: '/' }));
    }
    config.devServer = {
      port: options.port,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      client: { overlay: { warnings: false } },
    };
    return config;
  };
}

/**
 * The shell: the only HTML page. No remotes at build time; it provides the shared
 * singletons so every remote meets one React, one i18next, one bus.
 * @param {{ dir: string, port: number }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function shellConfig(options) {
  requireOptions(options, ['dir', 'port']);
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const config = baseConfig({ dir: options.dir, mode, name: 'shell', publicPath: '/', entry: './src/index.ts' });
    config.plugins?.push(
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(options.dir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: { provideExternalRuntime: true },
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', chunks: ['main'], hash: true, favicon: './src/favicon.svg' }),
    );
    const devRemotes = JSON.parse(process.env.HOURSPACE_DEV_REMOTES || '{}');
    config.devServer = {
      port: options.port,
      hot: false,
      historyApiFallback: true,
      static: [],
      // In dev every locale's manifest names the remotes' dev servers (see `release dev`).
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.get('/manifests/:file', (req, res) => {
          const locale = String(req.params.file).replace(/\.json$/, '');
          const remotes = Object.fromEntries(Object.entries(devRemotes).map(([name, entry]) => [name, { version: 'dev', entry }]));
          res.set('Cache-Control', 'no-store').json({ schema: 1, locale, channel: 'dev', remotes });
        });
        return middlewares;
      },
    };
    return config;
  };
}
