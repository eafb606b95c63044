// @ts-check
/** The configuration every browser build starts from: loaders, output naming, defines and cache. */
import path from 'node:path';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { FederationSemverMemoPlugin } from './federation-runtime.mjs';
import { CONFIG_DIR, readPackageJson } from './options.mjs';
import { facadeAliases } from './shared.mjs';

/**
 * @param {{ dir: string, mode: 'development' | 'production', name: string, publicPath: string, entry: string | string[] }} base
 */
export function baseConfig({ dir, mode, name, publicPath, entry }) {
  const pkg = readPackageJson(dir);
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
        // MapLibre builds its worker's address at run time (`new URL(workerUrl, import.meta.url)`);
        // webpack would read that as a request for a bundled file and throw "Cannot find module"
        // in the browser. Its code is left to make URLs itself (docs/decisions/search-map.md).
        { test: /[\\/]node_modules[\\/]maplibre-gl[\\/]/, parser: { url: false } },
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
    // A CI run starts from a clean clone and ends with it: a persistent cache there is written and
    // never read, about an eighth of a cold build's CPU (docs/decisions/test-suite-time.md).
    cache: process.env.CI
      ? false
      : {
          type: 'filesystem',
          cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
          name: `${mode}-${buildLabel || 'default'}`,
          // The preset's entry and every part of it under webpack/: a change to any of them is a new configuration.
          buildDependencies: { config: [path.join(CONFIG_DIR, 'webpack-preset.mjs'), `${path.join(CONFIG_DIR, 'webpack')}${path.sep}`] },
        },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
  return config;
}
