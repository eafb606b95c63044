/**
 * Remote load health (docs/decisions/release-canary-cohorts.md): how often each build of each remote mounted or failed,
 * per channel and locale, counted per minute and kept for a day. Nothing about a person is
 * kept: a report names a build and an outcome, and is counted, not stored.
 */

export type RemoteOutcome = 'mounted' | 'failed';

export interface RemoteLoadReport {
  channel: string;
  locale: string;
  remote: string;
  version: string;
  outcome: RemoteOutcome;
  /** The shell's error code (SHELL-004…) of a failure. */
  code?: string | undefined;
}

/** One build's counts over a window, as `release watch` reads them. */
export interface RemoteLoadCounts {
  channel: string;
  locale: string;
  remote: string;
  version: string;
  mounted: number;
  failed: number;
  codes: Record<string, number>;
}

const MINUTE = 60_000;
/** Minutes kept: a day. */
export const HEALTH_WINDOW_MINUTES = 24 * 60;
/** Distinct builds counted at once: a bound on memory whatever is posted. */
const MAX_KEYS = 5_000;

interface Bucket {
  minute: number;
  counts: Map<string, RemoteLoadCounts>;
}

export class RemoteHealth {
  private buckets: Bucket[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  private keys(): number {
    return this.buckets.reduce((n, b) => n + b.counts.size, 0);
  }

  /** Counts reports in the current minute; reports beyond the memory bound are dropped (and said so). */
  record(reports: RemoteLoadReport[]): number {
    const minute = Math.floor(this.now() / MINUTE);
    this.buckets = this.buckets.filter((b) => b.minute > minute - HEALTH_WINDOW_MINUTES);
    let bucket = this.buckets.at(-1);
    if (!bucket || bucket.minute !== minute) {
      bucket = { minute, counts: new Map() };
      this.buckets.push(bucket);
    }
    let counted = 0;
    for (const report of reports) {
      const key = [report.channel, report.locale, report.remote, report.version].join('\u0000');
      let counts = bucket.counts.get(key);
      if (!counts) {
        if (this.keys() >= MAX_KEYS) continue;
        counts = { channel: report.channel, locale: report.locale, remote: report.remote, version: report.version, mounted: 0, failed: 0, codes: {} };
        bucket.counts.set(key, counts);
      }
      counts[report.outcome] += 1;
      if (report.outcome === 'failed' && report.code) counts.codes[report.code] = (counts.codes[report.code] ?? 0) + 1;
      counted += 1;
    }
    return counted;
  }

  /** Every build's counts over the last `minutes` minutes (this one included), for one channel. */
  counts(channel: string, minutes: number): RemoteLoadCounts[] {
    const since = Math.floor(this.now() / MINUTE) - Math.max(1, minutes) + 1;
    const total = new Map<string, RemoteLoadCounts>();
    for (const bucket of this.buckets) {
      if (bucket.minute < since) continue;
      for (const [key, c] of bucket.counts) {
        if (c.channel !== channel) continue;
        const sum = total.get(key) ?? { ...c, mounted: 0, failed: 0, codes: {} };
        sum.mounted += c.mounted;
        sum.failed += c.failed;
        for (const [code, n] of Object.entries(c.codes)) sum.codes[code] = (sum.codes[code] ?? 0) + n;
        total.set(key, sum);
      }
    }
    return [...total.values()].sort((a, b) => `${a.locale}${a.remote}${a.version}`.localeCompare(`${b.locale}${b.remote}${b.version}`));
  }
}
