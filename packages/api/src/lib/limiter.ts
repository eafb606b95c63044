/**
 * Counts failures per key in a sliding window, in memory. One API process enforces its
 * own counts; behind several processes a shared store would be needed (see README).
 */
export class FailureLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  /** Whether `key` already has `max` failures inside the window. */
  isBlocked(key: string, max: number, now = Date.now()): boolean {
    return this.recent(key, now).length >= max;
  }

  record(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Seconds until the oldest failure leaves the window. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const first = this.recent(key, now)[0];
    return first === undefined ? 0 : Math.max(1, Math.ceil((first + this.windowMs - now) / 1000));
  }

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length === 0) this.hits.delete(key);
    return list;
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}
