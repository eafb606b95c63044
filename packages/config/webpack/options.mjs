// @ts-check
/** What every part of the preset uses: where the preset lives, its error, and the reads of installed packages. */
import fs from 'node:fs';
import path from 'node:path';

/** The folder of `@hourspace/config` (this folder's parent): the federation files, the loaders and the standalone page sit there. */
export const CONFIG_DIR = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/** Error raised for a preset call that cannot work, with the option and the fix. */
export class PresetOptionError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(`[@hourspace/config] ${message}`);
    this.name = 'PresetOptionError';
  }
}

/** @param {Record<string, unknown>} options @param {string[]} required */
export function requireOptions(options, required) {
  for (const key of required) {
    if (options[key] === undefined || options[key] === '') {
      throw new PresetOptionError(`option "${key}" is required (got ${JSON.stringify(options)})`);
    }
  }
}

/** The parsed package.json in `dir`. @param {string} dir @returns {any} */
export function readPackageJson(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** @param {string} spec */
export function packageNameOf(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The package.json of `name` as `require` (from an app or package folder) finds it, or undefined.
 * @param {NodeRequire} require @param {string} name
 */
export function installedPackageJson(require, name) {
  // Each folder `require` searches, for node_modules/<name>/package.json (some packages, ky among
  // them, export no ./package.json, so resolving it by specifier fails).
  return (require.resolve.paths(name) ?? []).map((dir) => path.join(dir, name, 'package.json')).find((file) => fs.existsSync(file));
}

/**
 * The installed version of `name` as `require` (from an app folder) finds it, or undefined.
 * @param {NodeRequire} require @param {string} name
 */
export function installedVersion(require, name) {
  const file = installedPackageJson(require, name);
  return file === undefined ? undefined : JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The folder of workspace package `name` (through its node_modules link). @param {NodeRequire} require @param {string} name */
export function workspacePackageDir(require, name) {
  const file = installedPackageJson(require, name);
  if (file === undefined) throw new PresetOptionError(`${name} is not installed: run npm install`);
  return fs.realpathSync(path.dirname(file));
}
