/**
 * Remote load health (docs/decisions/release-canary-cohorts.md): how often each build of each remote mounted or failed,
 * per channel and locale, counted per minute and kept for a day. Nothing about a person is
 * kept: a report names a build and an outcome, and is counted, not stored. The counts live in
 * the database (remote_load_counts), so every API process on it answers `release watch` the
 * same (docs/decisions/booking-integrity.md).
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { remoteLoadCounts } from '../db/schema';

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
/**
 * Rows (build, outcome and code per minute) kept at most: a bound on the table whatever is
 * posted. Checked once a minute per process, so it may be passed by one minute's new keys;
 * beyond it, reports of builds already counted this minute still count, new ones are dropped.
 */
const MAX_ROWS = 50_000;

/** Where the route counts reports and reads them back. */
export interface RemoteHealthCounter {
  /** Counts reports in the current minute; resolves with how many were counted. */
  record(reports: RemoteLoadReport[]): Promise<number>;
  /** Every build's counts over the last `minutes` minutes (this one included), for one channel. */
  counts(channel: string, minutes: number): Promise<RemoteLoadCounts[]>;
}

type CountRow = typeof remoteLoadCounts.$inferInsert & { count: number };

/** The answer's order: by locale, remote and version. */
const byBuild = (a: RemoteLoadCounts, b: RemoteLoadCounts) => `${a.locale}${a.remote}${a.version}`.localeCompare(`${b.locale}${b.remote}${b.version}`);

/** Remote load counts in the database, per minute of the API clock `now`. */
export class RemoteHealth implements RemoteHealthCounter {
  /** The minute this process last pruned and measured the table in, and whether it was full then. */
  private checked = { minute: -1, full: false };

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async record(reports: RemoteLoadReport[]): Promise<number> {
    const minute = Math.floor(this.now() / MINUTE);
    if (this.checked.minute !== minute) {
      await this.db.delete(remoteLoadCounts).where(lte(remoteLoadCounts.minute, minute - HEALTH_WINDOW_MINUTES));
      const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(remoteLoadCounts);
      this.checked = { minute, full: Number(row?.n ?? 0) >= MAX_ROWS };
    }
    // One row per key of this post, in key order: concurrent upserts take row locks in one order.
    const rows = new Map<string, CountRow>();
    for (const r of reports) {
      const code = r.outcome === 'failed' ? (r.code ?? '') : '';
      const key = [r.channel, r.locale, r.remote, r.version, r.outcome, code].join('\u0000');
      const row = rows.get(key) ?? { minute, channel: r.channel, locale: r.locale, remote: r.remote, version: r.version, outcome: r.outcome, code, count: 0 };
      row.count += 1;
      rows.set(key, row);
    }
    const values = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
    if (values.length === 0) return 0;
    if (!this.checked.full) {
      await this.db
        .insert(remoteLoadCounts)
        .values(values)
        .onConflictDoUpdate({
          target: [
            remoteLoadCounts.channel,
            remoteLoadCounts.minute,
            remoteLoadCounts.locale,
            remoteLoadCounts.remote,
            remoteLoadCounts.version,
            remoteLoadCounts.outcome,
            remoteLoadCounts.code,
          ],
          set: { count: sql`${remoteLoadCounts.count} + excluded.count` },
        });
      return reports.length;
    }
    let counted = 0;
    for (const row of values) {
      const updated = await this.db
        .update(remoteLoadCounts)
        .set({ count: sql`${remoteLoadCounts.count} + ${row.count}` })
        .where(
          and(
            eq(remoteLoadCounts.channel, row.channel),
            eq(remoteLoadCounts.minute, minute),
            eq(remoteLoadCounts.locale, row.locale),
            eq(remoteLoadCounts.remote, row.remote),
            eq(remoteLoadCounts.version, row.version),
            eq(remoteLoadCounts.outcome, row.outcome),
            eq(remoteLoadCounts.code, row.code ?? ''),
          ),
        )
        .returning({ count: remoteLoadCounts.count });
      if (updated.length > 0) counted += row.count;
    }
    return counted;
  }

  async counts(channel: string, minutes: number): Promise<RemoteLoadCounts[]> {
    const since = Math.floor(this.now() / MINUTE) - Math.max(1, minutes) + 1;
    const rows = await this.db
      .select({
        locale: remoteLoadCounts.locale,
        remote: remoteLoadCounts.remote,
        version: remoteLoadCounts.version,
        outcome: remoteLoadCounts.outcome,
        code: remoteLoadCounts.code,
        n: sql<number>`sum(${remoteLoadCounts.count})::int`,
      })
      .from(remoteLoadCounts)
      .where(and(eq(remoteLoadCounts.channel, channel), gte(remoteLoadCounts.minute, since)))
      .groupBy(remoteLoadCounts.locale, remoteLoadCounts.remote, remoteLoadCounts.version, remoteLoadCounts.outcome, remoteLoadCounts.code);
    const total = new Map<string, RemoteLoadCounts>();
    for (const row of rows) {
      const key = [row.locale, row.remote, row.version].join('\u0000');
      const sum = total.get(key) ?? { channel, locale: row.locale, remote: row.remote, version: row.version, mounted: 0, failed: 0, codes: {} };
      const n = Number(row.n);
      if (row.outcome === 'mounted') sum.mounted += n;
      else {
        sum.failed += n;
        if (row.code) sum.codes[row.code] = (sum.codes[row.code] ?? 0) + n;
      }
      total.set(key, sum);
    }
    return [...total.values()].sort(byBuild);
  }
}
