// @ts-check
/** The shell's build: the only HTML page, the provider of every shared module, its start in three chunks. */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { baseConfig } from './base-config.mjs';
import { readRegistry } from './declaration.mjs';
import { devManifests } from './dev-manifests.mjs';
import { EntryChildrenPreloadPlugin } from './entry-preload-plugin.mjs';
import { BundlerRuntimeFromShell, externalRuntimeAsEsm, FEDERATION_OPTIMIZATION } from './federation-runtime.mjs';
import { PresetOptionError, requireOptions } from './options.mjs';
import { sharedModules } from './shared.mjs';

/** Packages the shell provides for later (a dialog's focus trap): kept out of the startup chunk. */
const LATER = ['focus-trap', 'focus-trap-react', 'tabbable'];

/**
 * The shell's production chunks: its start in three (startup with every shared library and the
 * bootstrap, react-dom, the strings) rather than one per module (docs/decisions/shell-startup-chunks.md).
 * @returns {import('webpack').Configuration['optimization']}
 */
function startupChunks() {
  const later = new RegExp(`[\\\\/]node_modules[\\\\/](${LATER.join('|')})[\\\\/]`);
  return {
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
      config.optimization = { ...config.optimization, ...startupChunks() };
    }
    config.devServer = {
      port: registry.shell.port,
      hot: false,
      historyApiFallback: true,
      static: [],
      // In dev every locale's manifest names the remotes' dev servers (see `release dev`).
      setupMiddlewares: devManifests(registry),
    };
    return config;
  };
}
