/**
 * The system Chromium the tooling drives: the e2e suite (`e2e/src/chromium.ts`, which prefers
 * Debian's headless shell) and the web benchmark (`packages/bench-web/src/chromium.ts`, which
 * needs a full Chromium for Lighthouse). Neither Playwright nor Lighthouse can download a
 * browser on this project's machines (docs/decisions/tests-on-a-fresh-machine.md). Pure: the
 * caller says which paths are executable files.
 */

/** The variable that names a Chromium (or Chrome) binary and skips the search. */
export const CHROMIUM_ENV = 'CHROMIUM_PATH';

/** Where Debian and Ubuntu put a full Chromium (and Chrome, which Playwright drives the same way), in order of preference. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

/** The flags every browser the tooling starts gets on these machines (the benchmark adds `--headless=new`). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The facts about the machine the search depends on. */
export interface ChromiumLookup {
  env: Record<string, string | undefined>;
  /** True when the path is an executable file. */
  isExecutable: (path: string) => boolean;
}

export type ChromiumFound = { path: string; via: 'env' | 'search' };

/** Finds a Chromium: the variable if set (and then only it), else the first of `candidates` that exists. */
export function findSystemChromium(host: ChromiumLookup, candidates: readonly string[]): ChromiumFound | { error: string } | undefined {
  const fromEnv = host.env[CHROMIUM_ENV];
  if (fromEnv) {
    // A variable that points nowhere is a mistake to report, not a reason to quietly pick
    // another browser than the one the person asked for.
    if (host.isExecutable(fromEnv)) return { path: fromEnv, via: 'env' };
    return { error: `${CHROMIUM_ENV} is set to ${fromEnv}, which is not an executable file. Point it at a Chromium binary or unset it.` };
  }
  const path = candidates.find((candidate) => host.isExecutable(candidate));
  return path ? { path, via: 'search' } : undefined;
}
