/**
 * `npm run bench:web -- --interactions`: starts the system as the page-load run does, then
 * measures each interaction `--warmup` + `--runs` times (a fresh Chromium each time) on the
 * federated site, prints the medians and writes them as JSON; every timespan's flow report
 * and trace under .cache/bench-web/interactions/. See docs/decisions/bench-web.md, "Interactions".
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchOptions } from './args';
import { DEFAULT_PAGES } from './args';
import { findChromium } from './chromium';
import { measureInteraction } from './interaction-flow';
import { formatInteractionsTable, interactionMetrics, INTERACTION_PAGES, summarizeInteractions, type InteractionId, type InteractionRun } from './interactions';
import { measuredSettings, type MeasuredSettings } from './lighthouse-settings';
import { fileSafe } from './output-files';
import { CACHE_DIR, REPO_ROOT } from './paths';
import { ReportError } from './report';
import { findSpacePage } from './space';
import { loadAverage, machineLine, thisMachine } from './machine';
import { startSystem } from './system';

/** Where the flow reports and traces go (emptied by each run), and the results when `--out` is not given. */
export const INTERACTIONS_DIR = path.join(CACHE_DIR, 'interactions');
export const INTERACTIONS_RESULTS = path.join(CACHE_DIR, 'results-interactions.json');

export async function runInteractions(options: BenchOptions, ids: readonly InteractionId[], log: (line: string) => void): Promise<number> {
  const chromePath = findChromium();
  const out = path.resolve(REPO_ROOT, options.out ?? INTERACTIONS_RESULTS);
  fs.rmSync(INTERACTIONS_DIR, { recursive: true, force: true });
  fs.mkdirSync(INTERACTIONS_DIR, { recursive: true });
  const loadBefore = loadAverage();
  const system = await startSystem({ monolithPort: options.monolithPort, log, monolith: false });
  const stopOnSignal = () => {
    void system.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const runs: InteractionRun[] = [];
  const failures: Array<{ id: InteractionId; round: number; error: string }> = [];
  let settings: MeasuredSettings = { formFactor: 'mobile', throttlingMethod: 'devtools' };
  const pages: Partial<Record<InteractionId, string>> = {};
  try {
    const searchPage = DEFAULT_PAGES.find((page) => page.includes('/s/?'))!;
    const space = ids.some((id) => INTERACTION_PAGES[id] === 'space') ? await findSpacePage(system.apiOrigin, system.basicKey, searchPage) : null;
    for (const id of ids) pages[id] = INTERACTION_PAGES[id] === 'space' ? space! : INTERACTION_PAGES[id];
    const total = (options.warmup + options.runs) * ids.length;
    let done = 0;
    log(`${ids.length} interactions × (${options.warmup} warm-up + ${options.runs} measured) runs = ${total} Lighthouse timespans, federated site, Chromium ${chromePath}`);
    for (let round = 0; round < options.warmup + options.runs; round += 1) {
      const warmup = round < options.warmup;
      for (const id of ids) {
        done += 1;
        const page = pages[id]!;
        const label = `${done}/${total} ${warmup ? 'warm-up ' : ''}${id}`;
        let measured: Awaited<ReturnType<typeof measureInteraction>> | undefined;
        try {
          measured = await measureInteraction(`${system.siteOrigin}${page}`, id, chromePath);
        } catch (error) {
          // One interaction failing (its element not found, Lighthouse failing) is reported, the others still run.
          const message = error instanceof Error ? error.message : String(error);
          log(`${label}: failed: ${message}`);
          if (!warmup) failures.push({ id, round: round - options.warmup + 1, error: message });
          continue;
        }
        let metrics;
        try {
          metrics = interactionMetrics(measured.lhr, measured.shown);
        } catch (error) {
          if (!(error instanceof ReportError)) throw error;
          log(`${label}: ${error.message}`);
          if (!warmup) failures.push({ id, round: round - options.warmup + 1, error: error.message });
          continue;
        }
        if (done === 1 || !settings.throttling) settings = measuredSettings(measured.lhr.configSettings);
        log(
          `${label}: INP ${Number.isFinite(metrics.inp) ? `${Math.round(metrics.inp)} ms` : 'none'}, TBT ${Math.round(metrics.tbt)} ms, shown after ${Math.round(metrics.shown)} ms`,
        );
        if (warmup) continue;
        const base = path.join(INTERACTIONS_DIR, `${round - options.warmup + 1}-${id}-${fileSafe(page)}`);
        fs.writeFileSync(`${base}.flow.json`, measured.flowJson);
        fs.writeFileSync(`${base}.trace.json`, measured.traceJson);
        runs.push({ id, page, metrics });
      }
    }
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    await system.stop();
  }

  const rows = summarizeInteractions(runs);
  const machine = thisMachine(loadBefore, chromePath);
  console.log('');
  console.log(formatInteractionsTable(rows, settings));
  console.log(machineLine(machine, options.runs));
  for (const failure of failures) console.log(`failed: ${failure.id} (run ${failure.round}): ${failure.error}`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine, options: { runs: options.runs, warmup: options.warmup, interactions: ids }, settings, pages, rows, runs, failures }, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2)}\n`,
  );
  log(`results in ${path.relative(REPO_ROOT, out)}, every timespan's flow report and trace in ${path.relative(REPO_ROOT, INTERACTIONS_DIR)}/`);
  // A missing or failing interaction is a failed requirement: the exit code says so.
  return failures.length > 0 || rows.some((row) => row.verdict !== 'pass') ? 1 : 0;
}
