// @ts-check
/** The remote registry and what a remote's build carries of its own entry: the declaration file beside its entry, and the define its code reads. */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { CONFIG_DIR } from './options.mjs';

/**
 * The remote registry (packages/contracts/registry.json): every remote's container name,
 * port, exposes, applications and parcels. `HOURSPACE_REGISTRY` points a build at another
 * copy (a release engineer trying a route before it is merged; the release e2e does so).
 */
export function readRegistry() {
  const file = process.env.HOURSPACE_REGISTRY ? path.resolve(process.env.HOURSPACE_REGISTRY) : path.join(CONFIG_DIR, '../contracts/registry.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The file beside remoteEntry.js that `release publish` reads into the artifact record. */
export const REMOTE_DECLARATION_FILE = 'hourspace-remote.json';

/** @typedef {{ apps: unknown[], parcels?: Record<string, string> }} RegistryDeclaration a remote's registry entry, as far as its declaration goes */

/** A remote's declaration: its applications and its parcels (none when it names none). @param {RegistryDeclaration} entry */
function declarationOf(entry) {
  return { apps: entry.apps, parcels: entry.parcels ?? {} };
}

/** Writes what a remote declares about itself (its applications, routes and parcels) beside its entry. */
export class RemoteDeclarationPlugin {
  /** @param {RegistryDeclaration} declaration */
  constructor(declaration) {
    this.source = `${JSON.stringify(declarationOf(declaration), null, 2)}\n`;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteDeclarationPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(REMOTE_DECLARATION_FILE, new webpack.sources.RawSource(this.source));
      });
    });
  }
}

/**
 * The remote's own registry entry (its applications with their routes, its parcels) written
 * into its browser and server code, for `ownDeclaration` in @hourspace/contracts: a remote
 * reads its routes there instead of bundling the whole registry and checking it as the page
 * starts (about 2 KB gz and a valibot parse on each remote's first load; docs/decisions/size-budgets.md).
 * @param {RegistryDeclaration} entry
 */
export function ownDeclarationDefine(entry) {
  return new webpack.DefinePlugin({ __HOURSPACE_DECLARATION__: JSON.stringify(declarationOf(entry)) });
}
