/**
 * The time the API decides by: token and link lifetimes, limiter windows and back-off, code
 * expiry, the message edit window, cache lifetimes, whether a date is past, request deadlines.
 * Every such decision reads `ctx.clock`, never `Date.now()` or the database's `now()`, so the
 * tests move time instead of sleeping (docs/decisions/injectable-clock.md). Production runs on
 * `systemClock`.
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** A signal that aborts (with a TimeoutError) once `ms` have passed on this clock, as `AbortSignal.timeout(ms)`. */
  timeout(ms: number): AbortSignal;
}

/** The machine's clock: what the API runs on unless a test passes its own. */
export const systemClock: Clock = {
  now: () => Date.now(),
  timeout: (ms) => AbortSignal.timeout(ms),
};

/** The clock's time as a Date. */
export function dateOf(clock: Clock, plusMs = 0): Date {
  return new Date(clock.now() + plusMs);
}

/** The clock's time in whole seconds since the epoch (JWT `iat`/`exp`). */
export function secondsOf(clock: Clock): number {
  return Math.floor(clock.now() / 1000);
}

/**
 * The system clock plus an offset that only grows: `advance(ms)` moves it on at once, and
 * aborts the `timeout` signals whose deadline it passes (they also abort when that much real
 * time has gone by). The test server's clock (test/support/child-server.ts); nothing in the
 * API builds one.
 */
interface Waiting {
  deadline: number;
  controller: AbortController;
  timer?: NodeJS.Timeout;
}

export class MovableClock implements Clock {
  private offset = 0;
  private readonly waiting = new Set<Waiting>();

  now(): number {
    return Date.now() + this.offset;
  }

  timeout(ms: number): AbortSignal {
    const controller = new AbortController();
    const entry: Waiting = { deadline: this.now() + ms, controller };
    entry.timer = setTimeout(() => this.fire(entry), ms).unref();
    this.waiting.add(entry);
    return controller.signal;
  }

  /** Moves the clock `ms` on (never back). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`a clock moves forward only (asked ${ms} ms)`);
    this.offset += ms;
    const now = this.now();
    for (const entry of this.waiting) if (entry.deadline <= now) this.fire(entry);
  }

  private fire(entry: Waiting): void {
    clearTimeout(entry.timer);
    this.waiting.delete(entry);
    entry.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }
}
