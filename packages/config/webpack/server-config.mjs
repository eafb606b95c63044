// @ts-check
/** A remote's first screen built for Node, which `release prerender` runs when a release is composed. */
import path from 'node:path';
import webpack from 'webpack';
import { baseConfig } from './base-config.mjs';
import { ownDeclarationDefine } from './declaration.mjs';
import { CONFIG_DIR } from './options.mjs';

/** Where a remote's server build goes inside its dist (and so its artifact): `server/first-screen.cjs`. */
export const SERVER_BUILD_DIR = 'server';

/**
 * A remote's first screen built for Node (docs/decisions/compose-time-ssr.md):
 * one self-contained CommonJS file exporting `renderFirstScreen`, which `release prerender`
 * runs when a release is composed. The same source, loaders and defines as the browser
 * build, so the markup is what the page renders: CSS Modules give the same class names (the
 * same `localIdentName` from the same context) without the CSS itself, which the page links.
 * @param {{ dir: string, name: string, entry: string, declaration: { apps: unknown[], parcels?: Record<string, string> } }} options
 * @returns {import('webpack').Configuration}
 */
export function serverConfig({ dir, name, entry, declaration }) {
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
        { test: /(?<!\.module)\.css$/, use: [path.join(CONFIG_DIR, 'empty-loader.cjs')] },
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
