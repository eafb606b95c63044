// @ts-check
/**
 * What the preset changes in the federation runtime: its optimisation flags, a memoised semver
 * `satisfy`, one ES module build of the external runtime, and the bundler runtime that the
 * production remotes take from the shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { CONFIG_DIR, PresetOptionError } from './options.mjs';

/**
 * The federation runtime without what this platform never uses: the snapshot plugin (remotes
 * are registered by their remoteEntry.js URL from the release manifest, never by an
 * mf-manifest.json) and the Node code paths. About 10 KB gz off the shell's main chunk.
 */
export const FEDERATION_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/**
 * The federation runtime's semver `satisfy`, memoised: the runtime's module
 * (`@module-federation/runtime-core/dist/utils/semver/index.js`) is replaced, for the modules
 * that import it, by `federation/semver-memo.mjs`, which asks the original once per
 * (version, range) pair. The original stays reachable under the request
 * `hourspace-federation-semver-original`. See docs/decisions/main-thread-tasks.md.
 */
export class FederationSemverMemoPlugin {
  static ORIGINAL = 'hourspace-federation-semver-original';
  static MEMO = path.join(CONFIG_DIR, 'federation', 'semver-memo.mjs');
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
  return createRequire(createRequire(path.join(CONFIG_DIR, 'package.json')).resolve('@module-federation/enhanced/webpack'));
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
 * remote entry with its logger and error texts (docs/decisions/size-budgets.md). The shell's build runs
 * `federation/provide-bundler-runtime.mjs` before its entry; a remote's build points the
 * federation entry's import of the bundler runtime at `federation/bundler-runtime-from-shell.mjs`,
 * which builds the per-container objects around the shell's functions and bundles only
 * `initContainerEntry` (the shell exposes nothing, so its copy has none). Both sides read the
 * installed version, and a remote that meets another version warns. See
 * docs/decisions/platform-external-runtime.md.
 */
export const BundlerRuntimeFromShell = {
  PROVIDER: path.join(CONFIG_DIR, 'federation', 'provide-bundler-runtime.mjs'),
  SHIM: path.join(CONFIG_DIR, 'federation', 'bundler-runtime-from-shell.mjs'),
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
