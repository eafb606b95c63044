// @ts-check
/** Versions that name a workspace package's content, for the packages shared by content (`SHARED_BY_CONTENT`). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { readPackageJson, workspacePackageDir } from './options.mjs';

/** @param {string} dir @returns {string[]} the files a bundle can take from a package: no tests, builds or dependencies */
function packageFiles(dir) {
  const files = [];
  const walk = (/** @type {string} */ at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (['node_modules', 'dist', '__tests__', 'coverage'].includes(entry.name) || entry.name.startsWith('.')) continue;
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!/\.test\.[cm]?[jt]sx?$/.test(entry.name)) files.push(file);
    }
  };
  walk(dir);
  return files;
}

/**
 * A workspace package's version plus a hash of its files and of the workspace packages it
 * depends on (its `dependencies`, transitively): `0.1.0-c<16 hex>`. Two builds get the same
 * version exactly when they bundle the same source of the package.
 * @param {string} dir the package folder
 */
export function contentVersion(dir) {
  const hash = crypto.createHash('sha256');
  const seen = new Set();
  /** @returns {{ version: string }} the package's package.json */
  const visit = (/** @type {string} */ packageDir) => {
    seen.add(packageDir);
    for (const file of packageFiles(packageDir)) {
      hash.update(`${path.relative(packageDir, file)}\0`);
      hash.update(fs.readFileSync(file));
    }
    const pkg = readPackageJson(packageDir);
    const require = createRequire(path.join(packageDir, 'package.json'));
    for (const dep of Object.keys(pkg.dependencies ?? {}).sort()) {
      if (!dep.startsWith('@hourspace/')) continue;
      const depDir = workspacePackageDir(require, dep);
      if (!seen.has(depDir)) visit(depDir);
    }
    return pkg;
  };
  const { version } = visit(dir);
  return `${version}-c${hash.digest('hex').slice(0, 16)}`;
}
