/**
 * `npm run bench:web`: Lighthouse (mobile preset, or desktop with `--desktop`; simulated
 * throttling, performance only) on the federated site and on the monolithic build of the same
 * source, measured in one run, alternating; prints the medians and writes them as JSON. See
 * docs/decisions/bench-web.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PAGES, parseArgs, roundOrder, USAGE } from './args';
import { findChromium } from './chromium';
import { runLighthouse } from './lighthouse';
import { measuredSettings, type FormFactor, type MeasuredSettings } from './lighthouse-settings';
import { defaultResultsFile, reportFileName, reportsDir } from './output-files';
import { extractMetrics, ReportError, type RunMetrics } from './report';
import { findSpacePage } from './space';
import { runInteractions } from './interactions-cli';
import { startSameOriginPreview } from './same-origin';
import { loadAverage, machineLine, thisMachine } from './machine';
import { startSystem } from './system';
import { formatTable, summarize, type Build, type Run } from './table';
import { CACHE_DIR, REPO_ROOT } from './paths';

const log = (line: string) => console.log(`[bench-web] ${line}`);

/**
 * One run, tried again (up to 3 times in all) when Lighthouse reports that it could not record
 * the load. Throws when the report says it ran another form factor than the one asked for.
 */
async function measure(url: string, chromePath: string, formFactor: FormFactor): Promise<{ metrics: RunMetrics; json: string; settings: MeasuredSettings }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { lhr, json } = await runLighthouse(url, chromePath, formFactor);
      const settings = measuredSettings(lhr.configSettings);
      if (settings.formFactor !== formFactor) throw new Error(`Lighthouse measured ${url} as ${settings.formFactor ?? 'an unknown form factor'}, not ${formFactor}`);
      return { metrics: extractMetrics(lhr), json, settings };
    } catch (error) {
      if (!(error instanceof ReportError) || attempt >= 3) throw error;
      log(`${error.message}: trying again`);
    }
  }
}

export async function main(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (options.interactions) return runInteractions(options, options.interactions, log);
  const chromePath = findChromium();
  const { formFactor } = options;
  const out = path.resolve(REPO_ROOT, options.out ?? defaultResultsFile(CACHE_DIR, formFactor));
  const reports = reportsDir(CACHE_DIR, formFactor);
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  const loadBefore = loadAverage();

  const system = await startSystem({ monolithPort: options.monolithPort, log, ...(options.sameOrigin ? { previewCors: true } : {}) });
  const stopOnSignal = () => {
    void system.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const runs: Run[] = [];
  let pages: string[] = [];
  let sameOrigin: { origin: string; stop: () => Promise<void> } | null = null;
  // What Lighthouse reports it emulated, from the first run: the table's first line and the JSON say it.
  let settings: MeasuredSettings = { formFactor };
  const builds: Build[] = options.sameOrigin ? ['federated', 'same-origin', 'monolith'] : ['federated', 'monolith'];
  try {
    if (options.sameOrigin) sameOrigin = await startSameOriginPreview(log);
    const requested = options.pages ?? DEFAULT_PAGES;
    const searchPage = DEFAULT_PAGES.find((page) => page.includes('/s/?'))!;
    pages = await Promise.all(requested.map((page) => (page === 'space' ? findSpacePage(system.apiOrigin, system.basicKey, searchPage) : page)));
    await system.mirrorPages(pages);
    const origin: Record<Build, string> = { federated: system.siteOrigin, 'same-origin': sameOrigin?.origin ?? '', monolith: system.monolithOrigin };
    const total = (options.warmup + options.runs) * pages.length * builds.length;
    let done = 0;
    log(
      `${pages.length} pages × ${builds.length} builds × (${options.warmup} warm-up + ${options.runs} measured) runs = ${total} Lighthouse ${formFactor} runs, Chromium ${chromePath}`,
    );
    for (let round = 0; round < options.warmup + options.runs; round += 1) {
      const warmup = round < options.warmup;
      for (const { page, build } of roundOrder(pages, round, builds)) {
        done += 1;
        const measured = await measure(`${origin[build]}${page}`, chromePath, formFactor);
        const { metrics, json } = measured;
        if (done === 1) settings = measured.settings;
        const label = `${done}/${total} ${warmup ? 'warm-up ' : ''}${build.padEnd(options.sameOrigin ? 11 : 9)} ${page}`;
        log(`${label}: score ${metrics.score}, LCP ${(metrics.lcp / 1000).toFixed(2)} s, TBT ${Math.round(metrics.tbt)} ms, JS ${(metrics.jsBytes / 1024).toFixed(1)} KiB`);
        if (warmup) continue;
        const report = path.join(reports, reportFileName(formFactor, round - options.warmup + 1, build, page));
        fs.writeFileSync(report, json);
        runs.push({ page, build, metrics });
      }
    }
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    await sameOrigin?.stop();
    await system.stop();
  }

  const summary = summarize(runs, pages);
  const machine = thisMachine(loadBefore, chromePath);
  console.log('');
  console.log(formatTable(summary, settings));
  console.log(machineLine(machine, options.runs));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine, options: { runs: options.runs, warmup: options.warmup, formFactor }, settings, pages, summary, runs }, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2)}\n`,
  );
  log(`results in ${path.relative(REPO_ROOT, out)}, every report in ${path.relative(REPO_ROOT, reports)}/`);
  return 0;
}
