import type { ImportMode } from './federation-shim';
import { INTERACTION_IDS, isInteractionId, type InteractionId } from './interactions';
import type { FormFactor } from './lighthouse-settings';

export interface BenchOptions {
  /** Measured runs per page and build (the median is reported). */
  runs: number;
  /** Unmeasured runs per page and build before the measured ones (warms the API and the servers' gzip caches). */
  warmup: number;
  /** Only these pages (paths under the site, `space` for the space page found at run time). */
  pages: string[] | null;
  /** Where the JSON results go. */
  out: string | null;
  monolithPort: number;
  /** Also measure the federated site with same-origin remotes (docs/decisions/same-origin-remotes.md). */
  sameOrigin?: boolean;
  /** Lighthouse's preset: `mobile` (the default) or `desktop` (`--desktop`; lighthouse-settings.ts). */
  formFactor: FormFactor;
  /**
   * Measure interactions (lab INP per interaction, `--interactions`) instead of page loads:
   * the ones named with `--interaction`, else all of them (interactions.ts).
   */
  interactions: InteractionId[] | null;
  help: boolean;
}

export const DEFAULT_PAGES = ['/us/', '/us/s/?activity=party&location=new+york%2C+ny', 'space'];

export const USAGE = `npm run bench:web [-- options]

Builds the site (npm run build) and the monolithic comparison build, starts the system as
npm start does (shell :8080, remotes :8081-8085, API :8120) and the monolith beside it
(:8090 by default), and measures each page with Lighthouse (mobile preset unless --desktop,
simulated throttling), alternating federated and monolith runs. Prints the medians.

  --runs N          measured runs per page and build (default 5)
  --warmup N        unmeasured runs per page and build first (default 1)
  --page PATH       measure only this page (repeatable); "space" is a seeded space page
  --desktop         Lighthouse's desktop preset (1350×940 at 1×, 40 ms RTT, 10 Mbps, no CPU
                    slowdown) instead of the mobile one; the table says which, and the
                    reports go to .cache/bench-web/reports/desktop/ (mobile: .../mobile/)
  --out FILE        write the results as JSON there (default .cache/bench-web/results.json,
                    with --desktop .cache/bench-web/results-desktop.json)
  --monolith-port N port of the monolith's site (default 8090)
  --same-origin     also measure the federated site with every remote under the shell's
                    origin (a channel copied from local, served by release serve --preview)
  --interactions    measure interactions instead of page loads: lab INP and TBT of each
                    (a Lighthouse timespan per press, mobile screen, devtools throttling with
                    the mobile values: 4× CPU), federated site only, --runs/--warmup per
                    interaction; reports and traces in .cache/bench-web/interactions/,
                    results in .cache/bench-web/results-interactions.json
  --interaction ID  measure only this interaction (repeatable; implies --interactions):
                    ${INTERACTION_IDS.join(',\n                    ')}
  -h, --help        this text

Environment: CHROMIUM_PATH names the browser (else /usr/bin/chromium and the usual paths);
BENCH_MONOLITH_IMPORTS=static builds the monolith with every remote in the main chunk.`;

export type MonolithImports = ImportMode;

function integer(flag: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min) throw new Error(`${flag} needs an integer of at least ${min}, got ${value ?? 'nothing'}`);
  return n;
}

/** Reads the command line (`--runs 3` and `--runs=3` alike); throws on anything it does not know. */
export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: 5, warmup: 1, pages: null, out: null, monolithPort: 8090, formFactor: 'mobile', interactions: null, help: false };
  let allInteractions = false;
  const args = argv.flatMap((arg) => (/^--[a-z-]+=/.test(arg) ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg]));
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const value = () => args[++i];
    switch (arg) {
      case '--runs':
        options.runs = integer(arg, value(), 1);
        break;
      case '--warmup':
        options.warmup = integer(arg, value(), 0);
        break;
      case '--page': {
        const page = value();
        if (!page || !(page === 'space' || page.startsWith('/'))) throw new Error(`--page needs a path starting with / or "space", got ${page ?? 'nothing'}`);
        options.pages = [...(options.pages ?? []), page];
        break;
      }
      case '--out': {
        const out = value();
        if (!out) throw new Error('--out needs a file name');
        options.out = out;
        break;
      }
      case '--monolith-port':
        options.monolithPort = integer(arg, value(), 1024);
        break;
      case '--same-origin':
        options.sameOrigin = true;
        break;
      case '--desktop':
        options.formFactor = 'desktop';
        break;
      case '--interactions':
        allInteractions = true;
        break;
      case '--interaction': {
        const id = value();
        if (!id || !isInteractionId(id)) throw new Error(`--interaction needs one of ${INTERACTION_IDS.join(', ')}; got ${id ?? 'nothing'}`);
        if (!options.interactions?.includes(id)) options.interactions = [...(options.interactions ?? []), id];
        break;
      }
      case '-h':
      case '--help':
        options.help = true;
        break;
      default:
        throw new Error(`unknown option ${arg} (see --help)`);
    }
  }
  if (allInteractions && !options.interactions) options.interactions = [...INTERACTION_IDS];
  if (options.interactions) {
    // Interactions are measured on the phone, on the federated site, on their own pages (docs/decisions/bench-web.md, "Interactions").
    const clash = [options.formFactor === 'desktop' && '--desktop', options.sameOrigin && '--same-origin', options.pages && '--page'].filter(Boolean);
    if (clash.length) throw new Error(`--interactions measures the federated site on a phone, on each interaction's own page: drop ${clash.join(', ')}`);
  }
  return options;
}

/**
 * The order of one round: every page once on each build, the build that goes first
 * rotating from page to page and from round to round, so a machine that slows down or
 * speeds up during the run weighs on every build alike.
 */
export function roundOrder<P, B extends string = 'federated' | 'monolith'>(
  pages: readonly P[],
  round: number,
  builds: readonly B[] = ['federated', 'monolith'] as unknown as readonly B[],
): Array<{ page: P; build: B }> {
  return pages.flatMap((page, i) => builds.map((_, j) => ({ page, build: builds[(round + i + j) % builds.length]! })));
}
