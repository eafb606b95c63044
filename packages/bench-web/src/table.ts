import { describeSettings, type MeasuredSettings } from './lighthouse-settings';
import type { RunMetrics } from './report';
import { median, ratio } from './stats';

/**
 * `same-origin`: the federated site with every remote under the shell's origin
 * (`--same-origin`; docs/decisions/same-origin-remotes.md); measured only when asked for.
 */
export type Build = 'federated' | 'same-origin' | 'monolith';
export const BUILDS: readonly Build[] = ['federated', 'same-origin', 'monolith'];

/** One measured run: which page, which build, its figures. */
export interface Run {
  page: string;
  build: Build;
  metrics: RunMetrics;
}

/** The medians of one page on one build (each column's own median, over `runs` runs). */
export interface Row extends RunMetrics {
  page: string;
  build: Build;
  runs: number;
}

/** Federated divided by monolith, per page. */
export interface RatioRow {
  page: string;
  jsBytes: number;
  lcp: number;
}

export interface Summary {
  rows: Row[];
  ratios: RatioRow[];
  /** Same-origin remotes divided by remotes on their own origins, per page (only with `--same-origin`). */
  sameOriginRatios?: RatioRow[];
  benchmarkIndex: Partial<Record<Build, number>>;
}

const COLUMNS: Array<keyof RunMetrics> = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes', 'jsRequests', 'requestsBeforeLcp', 'requests', 'benchmarkIndex'];

/** Medians per page and build, in the order the pages were given, federated first; then the ratios. */
export function summarize(runs: readonly Run[], pages: readonly string[]): Summary {
  const rows: Row[] = [];
  for (const page of pages) {
    for (const build of BUILDS) {
      const mine = runs.filter((run) => run.page === page && run.build === build);
      if (mine.length === 0) continue;
      const medians = Object.fromEntries(COLUMNS.map((column) => [column, median(mine.map((run) => run.metrics[column]))])) as unknown as RunMetrics;
      rows.push({ page, build, runs: mine.length, ...medians });
    }
  }
  const ratios: RatioRow[] = [];
  for (const page of pages) {
    const federated = rows.find((row) => row.page === page && row.build === 'federated');
    const monolith = rows.find((row) => row.page === page && row.build === 'monolith');
    if (federated && monolith) ratios.push({ page, jsBytes: ratio(federated.jsBytes, monolith.jsBytes), lcp: ratio(federated.lcp, monolith.lcp) });
  }
  const sameOriginRatios: RatioRow[] = [];
  for (const page of pages) {
    const federated = rows.find((row) => row.page === page && row.build === 'federated');
    const sameOrigin = rows.find((row) => row.page === page && row.build === 'same-origin');
    if (federated && sameOrigin) sameOriginRatios.push({ page, jsBytes: ratio(sameOrigin.jsBytes, federated.jsBytes), lcp: ratio(sameOrigin.lcp, federated.lcp) });
  }
  // Only the builds measured: a run without --same-origin summarises as it always did.
  const measured = BUILDS.filter((build) => build !== 'same-origin' || runs.some((run) => run.build === build));
  const benchmarkIndex = Object.fromEntries(
    measured.map((build) => [build, median(runs.filter((run) => run.build === build).map((run) => run.metrics.benchmarkIndex))]),
  ) as Partial<Record<Build, number>>;
  return { rows, ratios, ...(sameOriginRatios.length ? { sameOriginRatios } : {}), benchmarkIndex };
}

const dash = '–';
function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : dash;
}
const seconds = (ms: number) => fixed(ms / 1000, 2);
const kib = (bytes: number) => fixed(bytes / 1024, 1);
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : dash);

/** Lays out rows as a plain-text table: the first column left-aligned, the others right-aligned. */
export function layout(header: string[], body: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i <= 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/**
 * The table `npm run bench:web` prints: a first line naming the form factor and what
 * Lighthouse emulated (from the reports' own settings: a desktop table is never taken for a
 * mobile one), one row per page and build with the medians, then per page the
 * federated/monolith ratio of JavaScript bytes and LCP, then each build's median
 * `benchmarkIndex` (Lighthouse's measure of how fast the machine was during the runs).
 */
export function formatTable(summary: Summary, settings: MeasuredSettings): string {
  const header = ['page', 'build', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KiB gz', 'JS files', 'req<LCP', 'runs'];
  const body: string[][] = [];
  for (const row of summary.rows) {
    body.push([
      row.page,
      row.build,
      fixed(row.score, 0),
      seconds(row.fcp),
      seconds(row.lcp),
      fixed(row.tbt, 0),
      fixed(row.cls, 3),
      kib(row.jsBytes),
      fixed(row.jsRequests, 0),
      fixed(row.requestsBeforeLcp, 0),
      String(row.runs),
    ]);
    const ratioRow = row.build === 'monolith' ? summary.ratios.find((r) => r.page === row.page) : undefined;
    if (ratioRow) body.push([row.page, 'fed/mono', '', '', times(ratioRow.lcp), '', '', times(ratioRow.jsBytes), '', '', '']);
    const sameRow = row.build === 'same-origin' ? summary.sameOriginRatios?.find((r) => r.page === row.page) : undefined;
    if (sameRow) body.push([row.page, 'same/own', '', '', times(sameRow.lcp), '', '', times(sameRow.jsBytes), '', '', '']);
  }
  const index = BUILDS.filter((build) => Number.isFinite(summary.benchmarkIndex[build]))
    .map((build) => `${build} ${Math.round(summary.benchmarkIndex[build]!)}`)
    .join(', ');
  return `${describeSettings(settings)}\n\n${layout(header, body)}\n\nbenchmarkIndex (median): ${index || dash}`;
}
