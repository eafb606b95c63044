/**
 * Which Chromium the e2e suite drives, and what to do when there is none.
 *
 * Playwright cannot download its own browser on the machines this project runs on (only
 * the npm and Debian registries are reachable), so the suite uses a system Chromium. The
 * decision is a pure function of the machine (`ChromiumHost`) so it can be tested without
 * installing anything; `bin/ensure-chromium.ts` acts on it and `playwright.config.ts`
 * reads the path. See docs/decisions/tests-on-a-fresh-machine.md. The variable, the usual paths
 * and the search are shared with the web benchmark (`@hourspace/contracts/system-chromium`).
 */

import { CHROMIUM_CANDIDATES, CHROMIUM_ENV, findSystemChromium, type ChromiumLookup } from '@hourspace/contracts/system-chromium';

export { CHROMIUM_CANDIDATES, CHROMIUM_ENV };

/**
 * Debian's headless shell: the browser Playwright itself runs headless tests in, about half the
 * CPU of a full Chromium per page load on the two-core machine (docs/decisions/test-suite-time.md).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** What the installer runs, as the shell sees it (printed before it runs). */
export const APT_INSTALL_COMMAND = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell';

/** The facts about the machine the decision depends on. */
export interface ChromiumHost extends ChromiumLookup {
  /** True when the process may install system packages (uid 0). */
  isRoot: boolean;
  /** True on Debian and Ubuntu (apt-get on the PATH). */
  hasAptGet: boolean;
}

export type ChromiumPlan = { kind: 'found'; path: string; via: 'env' | 'search' } | { kind: 'install'; command: string } | { kind: 'missing'; message: string };

/** Finds a Chromium: the variable if set (and then only it), else the headless shell, else the first usual path that exists. */
export function findChromium(host: ChromiumLookup): ReturnType<typeof findSystemChromium> {
  return findSystemChromium(host, [HEADLESS_SHELL, ...CHROMIUM_CANDIDATES]);
}

/**
 * What the e2e run should do to have a Chromium: use one, install Debian's, or stop with
 * instructions. A full Chromium without the headless shell is used as it is, unless the run
 * may install the shell (root, apt-get): then it does.
 */
export function planChromium(host: ChromiumHost): ChromiumPlan {
  const found = findChromium(host);
  if (found && 'error' in found) return { kind: 'missing', message: found.error };
  if (found && (found.via === 'env' || found.path === HEADLESS_SHELL)) return { kind: 'found', ...found };
  if (host.isRoot && host.hasAptGet) return { kind: 'install', command: APT_INSTALL_COMMAND };
  if (found) return { kind: 'found', ...found };
  return { kind: 'missing', message: missingMessage(host) };
}

function missingMessage(host: ChromiumHost): string {
  const looked = `No Chromium found for the e2e tests (looked at ${[HEADLESS_SHELL, ...CHROMIUM_CANDIDATES].join(', ')}; ${CHROMIUM_ENV} is not set).`;
  const fix = host.hasAptGet
    ? `Install it with: sudo apt-get install -y chromium chromium-headless-shell (the tests install them themselves when run as root)`
    : `Install Chromium or Google Chrome with your system's package manager`;
  return `${looked}\n${fix}, or set ${CHROMIUM_ENV}=/path/to/chromium.\nPlaywright's own browser download is not used: this project's machines cannot reach its servers.`;
}
