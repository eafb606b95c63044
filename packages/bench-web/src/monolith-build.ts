/**
 * The monolithic comparison build: the shell's own webpack configuration (the preset's
 * `shellConfig`, so the same loaders, swc settings, CSS extraction, React and chunk naming),
 * with the Module Federation plugin taken out and the federation runtime replaced by a
 * module that imports every remote's exposed modules from the same bundle
 * (src/federation-shim.ts). The shell's source, and every remote's, is compiled as it is.
 * See docs/decisions/bench-web.md for what differs from the federated site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BundlerRuntimeFromShell, readRegistry, shellConfig } from '@hourspace/config/webpack';
import { exposedModules, federationShimSource, type ImportMode } from './federation-shim';
import { CACHE_DIR, CHUNK_GROUPS_FILE, MONOLITH_DIST, PACKAGE_DIR, REPO_ROOT } from './paths';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The webpack configuration of the monolith (writes the runtime shim it aliases). */
export function monolithConfig(mode: ImportMode = 'lazy'): Configuration {
  const shellDir = path.join(REPO_ROOT, 'shell');
  const shim = path.join(CACHE_DIR, `federation-runtime.${mode}.mjs`);
  fs.mkdirSync(path.dirname(shim), { recursive: true });
  const source = federationShimSource(exposedModules(readRegistry(), REPO_ROOT), mode);
  // Rewritten only when it changes, so webpack's cache keeps it.
  if (!fs.existsSync(shim) || fs.readFileSync(shim, 'utf8') !== source) fs.writeFileSync(shim, source);

  const config = shellConfig({ dir: shellDir })(undefined, { mode: 'production' });
  config.plugins = (config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin));
  // Each remote's root reads its own declaration (`ownRoutes(__HOURSPACE_DECLARATION__)`), which its
  // own build writes in; here one bundle holds every remote, so the value is the entry of the remote
  // whose folder the module is in.
  const remotes = readRegistry().remotes;
  config.plugins.push(
    new webpack.DefinePlugin({
      __HOURSPACE_DECLARATION__: webpack.DefinePlugin.runtimeValue(({ module }) => {
        const folder = path.relative(REPO_ROOT, module.resource ?? '').split(path.sep)[0] ?? '';
        const entry = remotes[folder];
        if (!entry) throw new Error(`__HOURSPACE_DECLARATION__ outside a remote's folder: ${module.resource}`);
        return JSON.stringify({ apps: entry.apps, parcels: entry.parcels ?? {} });
      }, true),
    }),
  );
  // webpack's own chunk splitting, not the shell's: the shell groups every async module of its
  // build into one `startup` chunk (docs/decisions/shell-startup-chunks.md), which in one bundle
  // holding every remote would be every page's code on the first load.
  config.optimization = { ...config.optimization, splitChunks: undefined };
  // No remote entries to give the federation bundler runtime to: the shell's entry without its provider.
  const { main } = config.entry as { main: string[] };
  config.entry = { main: main.filter((file) => file !== BundlerRuntimeFromShell.PROVIDER) };
  config.output = { ...config.output, path: MONOLITH_DIST, uniqueName: 'monolith' };
  config.resolve = {
    ...config.resolve,
    // The shell's remote-loader imports the federation runtime; the monolith answers it from the bundle.
    alias: { '@module-federation/enhanced/runtime$': shim },
  };
  config.module = {
    ...config.module,
    rules: [
      ...(config.module?.rules ?? []),
      // The shell's entry loads its bootstrap behind an async boundary, which only federation
      // needs (shared modules are negotiated first); in one bundle the boundary is kept as
      // code but costs no extra chunk.
      { test: path.join(shellDir, 'src', 'index.ts'), enforce: 'pre', use: path.join(PACKAGE_DIR, 'monolith', 'eager-bootstrap-loader.cjs') },
    ],
    // The stand-in must export everything the shell imports from the runtime: fail, do not warn.
    parser: { javascript: { exportsPresence: 'error' } },
  };
  config.cache = {
    type: 'filesystem',
    cacheDirectory: path.join(PACKAGE_DIR, 'node_modules', '.cache', 'webpack'),
    name: `monolith-${mode}`,
    buildDependencies: { config: [path.join(here, 'monolith-build.ts'), path.join(here, 'federation-shim.ts'), path.join(PACKAGE_DIR, 'monolith', 'eager-bootstrap-loader.cjs')] },
  };
  return config;
}

/** Builds the monolith into dist/monolith; rejects with webpack's errors. */
export function buildMonolith(mode: ImportMode = 'lazy'): Promise<void> {
  const compiler = webpack(monolithConfig(mode));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack gave no stats'));
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (stats.hasErrors()) return reject(new Error(`the monolithic build failed:\n${info}`));
      if (info.trim()) console.warn(info);
      // Which files each exposed module's chunk group loads, for the page's preloads (system.ts).
      const groups = stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {};
      const chunkGroups = Object.fromEntries(
        Object.entries(groups)
          .filter(([name]) => /^mf_[a-z]+-/.test(name))
          .map(([name, group]) => [name, (group.assets ?? []).map((asset) => asset.name).filter((file) => /\.(js|css)$/.test(file))]),
      );
      fs.writeFileSync(path.join(MONOLITH_DIST, CHUNK_GROUPS_FILE), `${JSON.stringify(chunkGroups, null, 2)}\n`);
      resolve();
    });
  });
}
