import type { ReleaseManifest } from './manifest';

/**
 * Remote load health (docs/decisions/release-canary-cohorts.md): the shell tells the channel's API, once per remote per
 * page, whether that remote's build mounted or failed (and the shell's error code). The
 * report names a build, never a person: no cookie goes with it (`credentials: 'omit'`), no
 * id, no URL. It is what keeps the site working (a broken canary is rolled back from these
 * counts), like the storage docs/decisions/nav-consent.md leaves outside the choices, so it
 * does not wait for analytics consent (docs/decisions/release-canary-cohorts.md).
 */

export type RemoteOutcome = 'mounted' | 'failed';

export interface HealthReport {
  channel: string;
  locale: string;
  remote: string;
  version: string;
  outcome: RemoteOutcome;
  code?: string;
}

export interface HealthReporter {
  /** The remote's first mount on this page succeeded. */
  mounted(remote: string): void;
  /** The remote failed to load or mount (the shell's SHELL-xxx code). */
  failed(remote: string, code: string): void;
  /** Sends what is queued now (also done a moment after the last report, and when the page is hidden). */
  flush(): void;
}

const REPORTABLE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** Reports of one page go together: the remotes of a screen mount within this of each other. */
export const HEALTH_BATCH_MS = 2_000;

/**
 * A reporter for the page's manifest; it reports nothing when the manifest names no health
 * endpoint, and nothing for a remote a tester overrode (not a released build). The reports
 * of a page go in one request, `HEALTH_BATCH_MS` after the last one or when the page is hidden.
 */
export function createHealthReporter(
  manifest: ReleaseManifest,
  send: typeof fetch = (input, init) => fetch(input, init),
  schedule: (flush: () => void) => void = (flush) => {
    setTimeout(flush, HEALTH_BATCH_MS);
  },
): HealthReporter {
  const reported = new Set<string>();
  const endpoint = manifest.health?.endpoint;
  let queue: HealthReport[] = [];
  const flush = () => {
    if (!endpoint || !queue.length) return;
    const reports = queue;
    queue = [];
    // keepalive: a failure just before the visitor leaves is still counted.
    send(endpoint, { method: 'POST', credentials: 'omit', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reports }) }).catch(
      () => undefined,
    );
  };
  const report = (remote: string, outcome: RemoteOutcome, code?: string) => {
    const version = manifest.remotes[remote]?.version;
    if (!endpoint || !version || !REPORTABLE_VERSION.test(version) || reported.has(remote)) return;
    reported.add(remote);
    if (!queue.length) schedule(flush);
    queue.push({ channel: manifest.channel, locale: manifest.locale, remote, version, outcome, ...(code ? { code } : {}) });
  };
  if (endpoint && typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return {
    mounted: (remote) => report(remote, 'mounted'),
    failed: (remote, code) => report(remote, 'failed', /^SHELL-\d{3}$/.test(code) ? code : 'SHELL-005'),
    flush,
  };
}

/** The reporter when no manifest is registered (tests, a page that never got one). */
export const NO_HEALTH_REPORTS: HealthReporter = { mounted: () => undefined, failed: () => undefined, flush: () => undefined };
