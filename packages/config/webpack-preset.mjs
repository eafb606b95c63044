// @ts-check
/**
 * The one webpack preset every Hourspace build uses. A remote's or the shell's
 * webpack.config is a single call of `remoteConfig` / `shellConfig`, so that every
 * build shares the same loaders, output naming and Module Federation contract.
 *
 * This file is the preset's public surface (typed by webpack-preset.d.mts); each job sits in
 * its own file under webpack/: what builds share (shared.mjs, content-version.mjs), the
 * federation runtime's changes (federation-runtime.mjs), the base, remote, server and shell
 * configurations, the shell's preloads (entry-preload-plugin.mjs) and its dev manifests.
 */
export { BundlerRuntimeFromShell, externalRuntimeAsEsm, FederationSemverMemoPlugin } from './webpack/federation-runtime.mjs';
export { contentVersion } from './webpack/content-version.mjs';
export { readRegistry, REMOTE_DECLARATION_FILE } from './webpack/declaration.mjs';
export { PresetOptionError } from './webpack/options.mjs';
export { remoteConfig } from './webpack/remote-config.mjs';
export { SERVER_BUILD_DIR } from './webpack/server-config.mjs';
export { facadeAliases, SHARED_BY_CONTENT, SHARED_FACADES, SHARED_SINGLETONS, sharedByContent, sharedSingletons } from './webpack/shared.mjs';
export { shellConfig } from './webpack/shell-config.mjs';
