/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling, performance only) on the
 * federated site and on the monolithic build of the same source, measured in one run,
 * alternating; prints the medians and writes them as JSON. See docs/decisions/bench-web.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PAGES, parseArgs, roundOrder, USAGE } from './args';
import { findChromium } from './chromium';
import { runLighthouse } from './lighthouse';
import { extractMetrics, ReportError, type RunMetrics } from './report';
import { searchApiUrl, spacePagePath } from './space';
import { startSameOriginPreview } from './same-origin';
import { startSystem } from './system';
import { formatTable, summarize, type Build, type Run } from './table';
import { CACHE_DIR, REPO_ROOT } from './paths';

const log = (line: string) => console.log(`[bench-web] ${line}`);

function fileSafe(page: string): string {
  return page.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';
}

function loadAverage(): number[] {
  return os.loadavg().map((n) => Math.round(n * 100) / 100);
}

async function findSpacePage(apiOrigin: string, basicKey: string, searchPage: string): Promise<string> {
  const url = searchApiUrl(apiOrigin, searchPage);
  const response = await fetch(url, { headers: { authorization: `Bearer ${basicKey}` }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`the API's search answered ${response.status} for ${url}`);
  const prefix = searchPage.split('/')[1] ?? 'us';
  return spacePagePath(await response.json(), prefix);
}

/** One run, tried again (up to 3 times in all) when Lighthouse reports that it could not record the load. */
async function measure(url: string, chromePath: string): Promise<{ metrics: RunMetrics; json: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { lhr, json } = await runLighthouse(url, chromePath);
      return { metrics: extractMetrics(lhr), json };
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
  const chromePath = findChromium();
  const out = path.resolve(REPO_ROOT, options.out ?? path.join(CACHE_DIR, 'results.json'));
  const reports = path.join(CACHE_DIR, 'reports');
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
    log(`${pages.length} pages × ${builds.length} builds × (${options.warmup} warm-up + ${options.runs} measured) runs = ${total} Lighthouse runs, Chromium ${chromePath}`);
    for (let round = 0; round < options.warmup + options.runs; round += 1) {
      const warmup = round < options.warmup;
      for (const { page, build } of roundOrder(pages, round, builds)) {
        done += 1;
        const { metrics, json } = await measure(`${origin[build]}${page}`, chromePath);
        const label = `${done}/${total} ${warmup ? 'warm-up ' : ''}${build.padEnd(options.sameOrigin ? 11 : 9)} ${page}`;
        log(`${label}: score ${metrics.score}, LCP ${(metrics.lcp / 1000).toFixed(2)} s, TBT ${Math.round(metrics.tbt)} ms, JS ${(metrics.jsBytes / 1024).toFixed(1)} KiB`);
        if (warmup) continue;
        const report = path.join(reports, `${round - options.warmup + 1}-${build}-${fileSafe(page)}.json`);
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
  const loadAfter = loadAverage();
  const cpus = os.cpus();
  const machine = {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
    node: process.version,
    chromium: chromePath,
  };
  console.log('');
  console.log(formatTable(summary));
  console.log(
    `machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB; load average (1/5/15 min) ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after; median of ${options.runs} run${options.runs === 1 ? '' : 's'} per row`,
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine, options: { runs: options.runs, warmup: options.warmup }, pages, summary, runs }, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2)}\n`,
  );
  log(`results in ${path.relative(REPO_ROOT, out)}, every report in ${path.relative(REPO_ROOT, reports)}/`);
  return 0;
}
