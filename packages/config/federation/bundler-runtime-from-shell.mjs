// A production remote's federation bundler runtime (see BundlerRuntimeFromShell in
// ../webpack-preset.mjs and docs/decisions/platform-external-runtime.md). The federation plugin's
// entry module imports the bundler runtime's `bundler.js`; in a remote the preset points that
// import here. The functions are the shell's (provide-bundler-runtime.mjs): they keep no state
// of their own and take the container's `__webpack_require__` as an argument. The objects a
// container writes to (the bundler runtime with its `S`, the options) are made here, one set per
// container, as the library's module makes them. Two parts are this build's own:
// `initContainerEntry` (the shell exposes nothing, so its copy has none), and the runtime's
// entry points (`@module-federation/runtime`), which find their federation instance by this
// build's identifier, compiled into them; their engine (runtime-core) is the shell's already.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from 'hourspace-federation-init-container-entry';

const shell = globalThis.__HOURSPACE_FEDERATION_BUNDLER_RUNTIME__;
if (!shell) {
  throw new Error(
    '[@hourspace/config] this production remote takes its federation bundler runtime from the Hourspace shell, and none was provided: load the remote through the shell (a standalone page needs a development build)',
  );
}
if (shell.version !== __HOURSPACE_FEDERATION_BUNDLER_VERSION__) {
  console.warn(
    `[@hourspace/config] this remote was built with @module-federation/webpack-bundler-runtime ${__HOURSPACE_FEDERATION_BUNDLER_VERSION__} and runs on the shell's ${shell.version}: build the remote and the shell with one version`,
  );
}

export { runtime };
export const attachShareScopeMap = shell.attachShareScopeMap;
export const bundlerRuntime = { ...shell.bundlerRuntime, initContainerEntry, S: {} };
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;

const federation = { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
export default federation;
