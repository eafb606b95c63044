// @ts-check
/** The shell's dev server answering `/manifests/<locale>.json` with the remotes' dev servers (see `release dev`). */
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_DIR, PresetOptionError } from './options.mjs';

/** Where the release manifest's schema is defined: `MANIFEST_SCHEMA` in @hourspace/contracts. */
const MANIFEST_SCHEMA_SOURCE = path.join(CONFIG_DIR, '..', 'contracts', 'src', 'manifest.ts');

/**
 * The manifest schema number the shell accepts, read from its definition in @hourspace/contracts:
 * the preset is plain JavaScript that webpack loads without a TypeScript loader, so it reads the
 * constant from the source rather than importing it (a test checks both agree).
 * @returns {number}
 */
export function manifestSchema() {
  const match = /^export const MANIFEST_SCHEMA = (\d+);$/m.exec(fs.readFileSync(MANIFEST_SCHEMA_SOURCE, 'utf8'));
  if (!match) throw new PresetOptionError(`${MANIFEST_SCHEMA_SOURCE} has no "export const MANIFEST_SCHEMA = <number>;": the dev manifests cannot name their schema`);
  return Number(match[1]);
}

/**
 * The dev server's middleware set-up: every locale's manifest names the remotes' dev servers
 * (`HOURSPACE_DEV_REMOTES`, remote name to entry URL) and carries the page's environment
 * (`HOURSPACE_DEV_ENVIRONMENT`: `release dev` passes the local one; a build carries none).
 * @param {{ remotes: Record<string, { apps: unknown[], parcels?: Record<string, string> }> }} registry
 * @returns {NonNullable<import('webpack-dev-server').Configuration['setupMiddlewares']>}
 */
export function devManifests(registry) {
  const devRemotes = JSON.parse(process.env.HOURSPACE_DEV_REMOTES || '{}');
  const devEnvironment = JSON.parse(process.env.HOURSPACE_DEV_ENVIRONMENT || 'null');
  return (middlewares, devServer) => {
    const schema = manifestSchema();
    devServer.app?.get('/manifests/:file', (req, res) => {
      const locale = String(req.params.file).replace(/\.json$/, '');
      const remotes = Object.fromEntries(
        Object.entries(devRemotes).map(([name, entry]) => [name, { version: 'dev', entry, apps: registry.remotes[name].apps, parcels: registry.remotes[name].parcels ?? {} }]),
      );
      // Development: testers may override from the dev servers' origins, by link too.
      const overrides = { origins: [...new Set(Object.values(devRemotes).map((entry) => new URL(String(entry)).origin))], query: true };
      res.set('Cache-Control', 'no-store').json({ schema, locale, channel: 'dev', remotes, overrides, environment: devEnvironment });
    });
    return middlewares;
  };
}
