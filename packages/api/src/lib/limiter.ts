import { createHash } from 'node:crypto';
import { inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemClock, type Clock } from './clock';
import { limitCounters } from '../db/schema';

/** What a counter holds now: hits in its window, when the window ends, and any back-off. */
export interface CounterState {
  hits: number;
  windowEndsAt: Date;
  blockedUntil: Date | null;
}

/** The answer of {@link SharedLimiter.attempt}: allowed (and counted), or refused until `retryAt`. */
export type AttemptResult = { allowed: true; hits: number } | { allowed: false; retryAt: Date };

/** How often a limiter deletes rows whose window and back-off have both ended. */
const CLEANUP_EVERY_MS = 5 * 60_000;

/**
 * Whether a counter starts a new window: its window has ended, or it ends further ahead than a
 * window is long, which only a clock ahead of this one can have written (a development API whose
 * moved clock was set back by a restart; docs/decisions/checkout-flow.md). Such a window would
 * otherwise hold its count, and refuse, until the clock caught up with it, weeks later.
 */
function freshWindow(now: SQL, window: SQL): SQL {
  return sql`(${limitCounters.windowEndsAt} <= ${now} or ${limitCounters.windowEndsAt} > ${now} + ${window})`;
}

/**
 * Windowed counters in the API's own database (PGlite or PostgreSQL), so every API process
 * on one database enforces one count. Each change is a single atomic upsert: a counter's
 * window starts at its first hit and the next hit after it ends starts a new one. Keys are
 * stored hashed (they hold emails and addresses). Expired rows are swept now and then.
 * "Now" is the clock's time, sent as a parameter rather than the database's `now()`, so a
 * test that moves the clock moves every window and back-off (docs/decisions/injectable-clock.md).
 */
export class SharedLimiter {
  private lastCleanup: number;

  constructor(
    private readonly db: Db,
    readonly clock: Clock = systemClock,
  ) {
    this.lastCleanup = clock.now();
  }

  /** The clock's time as an SQL timestamptz parameter. */
  private sqlNow() {
    return sql`${new Date(this.clock.now()).toISOString()}::timestamptz`;
  }

  /** Counts one hit on `key` in a window of `windowSeconds`; returns the state after it. */
  async hit(key: string, windowSeconds: number, by = 1): Promise<CounterState> {
    const id = hashKey(key);
    const now = this.sqlNow();
    const window = sql`(${windowSeconds}::double precision * interval '1 second')`;
    const fresh = freshWindow(now, window);
    const [row] = await this.db
      .insert(limitCounters)
      .values({ key: id, hits: by, windowEndsAt: sql`${now} + ${window}` })
      .onConflictDoUpdate({
        target: limitCounters.key,
        set: {
          hits: sql`case when ${fresh} then ${by}::integer else ${limitCounters.hits} + ${by}::integer end`,
          blockedUntil: sql`case when ${fresh} then null else ${limitCounters.blockedUntil} end`,
          windowEndsAt: sql`case when ${fresh} then ${now} + ${window} else ${limitCounters.windowEndsAt} end`,
        },
      })
      .returning({ hits: limitCounters.hits, windowEndsAt: limitCounters.windowEndsAt, blockedUntil: limitCounters.blockedUntil });
    this.maybeCleanup();
    if (!row) throw new Error('limit counter upsert returned nothing');
    return row;
  }

  /**
   * One attempt under back-off, checked and counted in one statement so parallel attempts
   * cannot slip past together: refused while the key's back-off runs; otherwise counted, and
   * once the count passes `free` the next attempt must wait 1 s, then 2 s, 4 s … up to
   * `maxDelaySeconds`.
   */
  async attempt(key: string, options: { windowSeconds: number; free: number; maxDelaySeconds: number }): Promise<AttemptResult> {
    const id = hashKey(key);
    const { windowSeconds, free, maxDelaySeconds } = options;
    const now = this.sqlNow();
    const window = sql`(${windowSeconds}::double precision * interval '1 second')`;
    const fresh = freshWindow(now, window);
    const next = sql`(case when ${fresh} then 1 else ${limitCounters.hits} + 1 end)`;
    const delay = (hits: ReturnType<typeof sql>) =>
      sql`case when ${hits} > ${free}::integer then ${now} + least(power(2::double precision, ${hits} - ${free}::integer - 1), ${maxDelaySeconds}::double precision) * interval '1 second' end`;
    const [row] = await this.db
      .insert(limitCounters)
      .values({ key: id, hits: 1, windowEndsAt: sql`${now} + ${window}`, blockedUntil: delay(sql`1`) })
      .onConflictDoUpdate({
        target: limitCounters.key,
        set: {
          hits: next,
          blockedUntil: delay(next),
          windowEndsAt: sql`case when ${fresh} then ${now} + ${window} else ${limitCounters.windowEndsAt} end`,
        },
        // A back-off longer than any it can set was set on a clock ahead of this one (freshWindow).
        setWhere: sql`${limitCounters.blockedUntil} is null or ${limitCounters.blockedUntil} <= ${now} or ${limitCounters.blockedUntil} > ${now} + ${maxDelaySeconds}::double precision * interval '1 second'`,
      })
      .returning({ hits: limitCounters.hits });
    this.maybeCleanup();
    if (row) return { allowed: true, hits: row.hits };
    const [state] = await this.db
      .select({ blockedUntil: limitCounters.blockedUntil })
      .from(limitCounters)
      .where(inArray(limitCounters.key, [id]));
    return { allowed: false, retryAt: state?.blockedUntil ?? new Date(this.clock.now() + 1000) };
  }

  /** The live state of several keys (expired windows read as absent), by key. */
  async peek(keys: string[]): Promise<Map<string, CounterState>> {
    const ids = new Map(keys.map((key) => [hashKey(key), key]));
    const rows = await this.db
      .select({ key: limitCounters.key, hits: limitCounters.hits, windowEndsAt: limitCounters.windowEndsAt, blockedUntil: limitCounters.blockedUntil })
      .from(limitCounters)
      .where(sql`${inArray(limitCounters.key, [...ids.keys()])} and ${limitCounters.windowEndsAt} > ${this.sqlNow()}`);
    return new Map(rows.map(({ key, ...state }) => [ids.get(key) as string, state]));
  }

  /** Forgets a key (a success ends the back-off of its failures). */
  async clear(key: string): Promise<void> {
    await this.db.delete(limitCounters).where(inArray(limitCounters.key, [hashKey(key)]));
  }

  /** Deletes every row whose window and back-off have ended. */
  async cleanup(): Promise<number> {
    const now = this.sqlNow();
    const deleted = await this.db
      .delete(limitCounters)
      .where(sql`${lt(limitCounters.windowEndsAt, now)} and (${limitCounters.blockedUntil} is null or ${limitCounters.blockedUntil} < ${now})`)
      .returning({ key: limitCounters.key });
    return deleted.length;
  }

  private maybeCleanup(): void {
    const now = this.clock.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    // Off the request's path; a failed sweep is retried on the next round.
    this.cleanup().catch(() => undefined);
  }
}

/** Seconds from the clock's now until `date`, at least 1 (a Retry-After value). */
export function secondsUntil(date: Date, clock: Clock): number {
  return Math.max(1, Math.ceil((date.getTime() - clock.now()) / 1000));
}

function hashKey(key: string): string {
  const [kind = ''] = key.split(':', 1);
  return `${kind}:${createHash('sha256').update(key).digest('base64url')}`;
}

interface FloodEntry {
  /** Hits in the window as the database last said; `pending` are this process's hits not yet written. */
  known: number;
  pending: number;
  windowEndsAt: number;
  syncedAt: number;
  syncing?: Promise<void> | undefined;
}

/**
 * The flood guard's counts: one upsert per request would put the database on every request's
 * path, so each process counts locally and writes its new hits every `syncMs`; a key it has
 * not seen in this window (or not synced for `syncMs`) is written and read back before the
 * answer. Several processes together may overshoot the limit by what they take in one
 * `syncMs`, never by a multiple of the limit.
 */
export class FloodCounter {
  private readonly entries = new Map<string, FloodEntry>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly limiter: SharedLimiter,
    private readonly windowMs: number,
    private readonly clock: Clock = systemClock,
    private readonly syncMs = 1000,
  ) {
    this.timer = setInterval(() => void this.flush(), syncMs);
    this.timer.unref();
  }

  /** Counts one request of `key`; answers the hits in its window and the milliseconds left. */
  async incr(key: string): Promise<{ current: number; ttl: number }> {
    const now = this.clock.now();
    let entry = this.entries.get(key);
    if (!entry || (entry.windowEndsAt <= now && !entry.syncing)) {
      entry = { known: 0, pending: 0, windowEndsAt: 0, syncedAt: 0 };
      this.entries.set(key, entry);
    }
    entry.pending++;
    const stale = entry.windowEndsAt <= now || now - entry.syncedAt >= this.syncMs;
    while (entry.syncing) await entry.syncing;
    // A stale key's hit is written before the answer, also when a write already under way (the
    // periodic flush, say) left it out; a hit that a later write took along is not written twice.
    if (stale && entry.pending > 0) await this.sync(key, entry);
    return { current: entry.known + entry.pending, ttl: Math.max(0, entry.windowEndsAt - this.clock.now()) };
  }

  /** Writes every key's pending hits; forgets keys whose window has ended. */
  async flush(): Promise<void> {
    const now = this.clock.now();
    const work: Promise<void>[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.syncing) continue;
      if (entry.windowEndsAt <= now) this.entries.delete(key);
      else if (entry.pending > 0) work.push(this.sync(key, entry).catch(() => undefined));
    }
    await Promise.all(work);
  }

  private sync(key: string, entry: FloodEntry): Promise<void> {
    const by = entry.pending;
    entry.pending = 0;
    entry.syncing = this.limiter.hit(`flood:${key}`, this.windowMs / 1000, by).then(
      (state) => {
        entry.known = state.hits;
        entry.windowEndsAt = state.windowEndsAt.getTime();
        entry.syncedAt = this.clock.now();
        entry.syncing = undefined;
      },
      (error: unknown) => {
        entry.pending += by;
        entry.syncing = undefined;
        throw error;
      },
    );
    return entry.syncing;
  }

  close(): void {
    clearInterval(this.timer);
  }
}

/**
 * A @fastify/rate-limit store on a {@link FloodCounter}, so the flood guard counts per address
 * across every API process. The plugin constructs the store itself, hence a class per counter.
 */
export function sharedRateLimitStore(counter: FloodCounter) {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  return class SharedRateLimitStore {
    incr(key: string, callback: Callback): void {
      counter.incr(key).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): SharedRateLimitStore {
      return new SharedRateLimitStore();
    }
  };
}
