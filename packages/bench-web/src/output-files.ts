import path from 'node:path';
import type { FormFactor } from './lighthouse-settings';

/** A page's path as a file name part: `/us/s/?activity=party` → `us-s-activity-party`. */
export function fileSafe(page: string): string {
  return page.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';
}

/**
 * Where one form factor's Lighthouse reports go: a folder of its own under `reports/`, which a
 * run empties before it starts, so a desktop run never removes or overwrites a mobile run's
 * reports, nor the other way round.
 */
export function reportsDir(cacheDir: string, formFactor: FormFactor): string {
  return path.join(cacheDir, 'reports', formFactor);
}

/** One measured run's report: `desktop-2-federated-us.json` (form factor, round from 1, build, page). */
export function reportFileName(formFactor: FormFactor, round: number, build: string, page: string): string {
  return `${formFactor}-${round}-${build}-${fileSafe(page)}.json`;
}

/** The results file when `--out` is not given: `results.json` for mobile, as before; `results-desktop.json` for desktop. */
export function defaultResultsFile(cacheDir: string, formFactor: FormFactor): string {
  return path.join(cacheDir, formFactor === 'mobile' ? 'results.json' : `results-${formFactor}.json`);
}
