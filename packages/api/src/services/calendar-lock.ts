import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AppContext } from './context';

/** The first half of a space calendar's advisory lock key; the space's id is the second. */
const CALENDAR_LOCK = 812002;

/**
 * Runs `work` in one transaction holding the space's calendar lock until it commits, with a
 * context whose `db` is that transaction. Accepting a booking and blocking a day both take it:
 * the bookings' exclusion constraint cannot see the blocked_days table, so the check of one and
 * the write of the other must not interleave (docs/decisions/booking-integrity.md). PGlite has
 * one connection and runs one transaction at a time; the lock costs it nothing.
 */
/**
 * Takes the space's calendar lock inside a transaction the caller already runs (`db` is that
 * transaction): held until it commits. Instant book and the checkout's acceptances take it
 * there, around their provider calls, so the hours and the capture commit together.
 */
export async function takeCalendarLock(db: Db, spaceId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK}::int, ${spaceId}::int)`);
}

export async function withCalendarLock<T>(ctx: AppContext, spaceId: number, work: (locked: AppContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK}::int, ${spaceId}::int)`);
    return work({ ...ctx, db: tx as unknown as Db });
  });
}
