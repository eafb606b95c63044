// @ts-check
/** A remote's build: its registry entry checked, its exposes through Module Federation, and its server build when it has one. */
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { baseConfig } from './base-config.mjs';
import { ownDeclarationDefine, readRegistry, RemoteDeclarationPlugin } from './declaration.mjs';
import { BundlerRuntimeFromShell, FEDERATION_OPTIMIZATION } from './federation-runtime.mjs';
import { CONFIG_DIR, PresetOptionError, readPackageJson, requireOptions } from './options.mjs';
import { SERVER_BUILD_DIR, serverConfig } from './server-config.mjs';
import { sharedModules } from './shared.mjs';

/**
 * The registry entry of the remote in `dir` (found by its package name), refused with the
 * field and the fix when a build could not work from it.
 * @param {{ dir: string, server?: string }} options
 */
function checkedRegistryEntry(options) {
  const pkgName = readPackageJson(options.dir).name;
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
  return { pkgName, entry };
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
  const { pkgName, entry } = checkedRegistryEntry(options);
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
      config.plugins?.push(new HtmlWebpackPlugin({ template: path.join(CONFIG_DIR, 'standalone.html'), chunks: ['main'], title: pkgName, publicPath: '/' }));
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
