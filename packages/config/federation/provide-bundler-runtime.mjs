// The shell's side of BundlerRuntimeFromShell (see ../webpack-preset.mjs and
// docs/decisions/platform-external-runtime.md): the shell's own federation bundler runtime, the
// module its federation entry imports, put where each remote's entry finds it. The preset adds
// this file before the shell's entry module, so it runs before any remote entry can load.
import federation from 'hourspace-federation-bundler-runtime';

globalThis.__HOURSPACE_FEDERATION_BUNDLER_RUNTIME__ = {
  version: __HOURSPACE_FEDERATION_BUNDLER_VERSION__,
  bundlerRuntime: federation.bundlerRuntime,
  attachShareScopeMap: federation.attachShareScopeMap,
};
