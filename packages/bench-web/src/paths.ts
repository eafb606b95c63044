import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder. */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (packages/bench-web/../..). */
export const REPO_ROOT = path.resolve(PACKAGE_DIR, '../..');
/** The monolithic build's output (git-ignored like every dist/). */
export const MONOLITH_DIST = path.join(PACKAGE_DIR, 'dist', 'monolith');
/** Generated and measured files: the runtime shim, the pages, the reports, the results (git-ignored). */
export const CACHE_DIR = path.join(REPO_ROOT, '.cache', 'bench-web');
/** Beside the monolith's index.html: each exposed module's chunk group and the files it loads. */
export const CHUNK_GROUPS_FILE = 'bench-chunk-groups.json';
