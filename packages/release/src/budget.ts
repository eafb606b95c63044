import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_NAMES, REPO_ROOT } from './paths';

/**
 * Size budgets in gzip bytes, checked on every `npm test` after the build. They are
 * ceilings that catch a regression (a library bundled twice, a lazy chunk made eager),
 * set a little above what the builds weigh today; see docs/decisions/platform-budgets.md.
 */
export const BUDGETS = {
  /** The shell's entry: router, manifest loader, and the federation runtime every remote uses. */
  shellEntry: 60_000,
  /** A remote's remoteEntry.js (the runtime itself comes from the shell). */
  remoteEntry: 15_000,
  /** What one exposed module loads before it can mount, shared singletons not counted. */
  expose: 90_000,
} as const;

interface Row {
  what: string;
  bytes: number;
  budget: number;
}

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

interface MfManifest {
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** Measures every build against its budget. Missing builds are an error: run the build first. */
export function measure(root = REPO_ROOT): Row[] {
  const rows: Row[] = [];
  const shellMain = path.join(root, 'shell/dist/main.js');
  if (!fs.existsSync(shellMain)) throw new Error('shell/dist/main.js is missing: run `npm run build` first');
  rows.push({ what: 'shell main.js', bytes: gz(shellMain), budget: BUDGETS.shellEntry });
  for (const remote of REMOTE_NAMES) {
    const dist = path.join(root, remote, 'dist');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${remote}/dist/mf-manifest.json is missing: run \`npm run build\` first`);
    rows.push({ what: `${remote} remoteEntry.js`, bytes: gz(path.join(dist, 'remoteEntry.js')), budget: BUDGETS.remoteEntry });
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as MfManifest;
    for (const expose of manifest.exposes) {
      const files = [...expose.assets.js.sync, ...expose.assets.css.sync];
      rows.push({ what: `${remote} ${expose.path}`, bytes: files.reduce((sum, f) => sum + gz(path.join(dist, f)), 0), budget: BUDGETS.expose });
    }
  }
  return rows;
}

/** Prints the table and returns the number of budgets exceeded. */
export function reportBudgets(rows: Row[], out: (line: string) => void = console.log): number {
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  out(`${'bundle'.padEnd(34)} ${'gzip'.padStart(10)} ${'budget'.padStart(10)}  status`);
  let over = 0;
  for (const row of rows) {
    const ok = row.bytes <= row.budget;
    if (!ok) over += 1;
    out(`${row.what.padEnd(34)} ${kb(row.bytes).padStart(10)} ${kb(row.budget).padStart(10)}  ${ok ? 'ok' : 'OVER'}`);
  }
  out(over ? `${over} budget(s) exceeded` : 'all size budgets met');
  return over;
}
