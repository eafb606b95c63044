import { and, eq, gt, inArray, isNotNull, isNull, lte, min } from 'drizzle-orm';
import { queueBookingEmail } from '../mail/booking-emails';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { bookings, hostLedger, hostTransfers, payoutAccounts, spaces } from '../db/schema';
import { dateOf } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { applyEvent } from '../payments/webhooks';
import { expireRequests, localMoment } from './bookings';
import type { AppContext } from './context';
import { recordBookingEarnings, transferEarnings } from './payments';
import { runReviewJobs } from './reviews';

/**
 * The API's scheduler (docs/decisions/checkout-flow.md, "Scheduler and clock"): every
 * SCHEDULER_INTERVAL_MS the due jobs run once: requests past their deadline expire (holds
 * released), ended bookings' host payouts are transferred, and the provider's payouts not yet
 * reported by webhook are read back. One runner at a time across API processes: a run holds
 * `pg_try_advisory_xact_lock(SCHEDULER_LOCK)` on a connection of its own; a process that does
 * not get it skips the run. Within a process runs never overlap. Every decision reads ctx.clock.
 */

/** The advisory lock key of a run (812001 migrations, 812002 space calendars). */
const SCHEDULER_LOCK = 812003;
/** The furthest ahead of UTC a space's local time can be (Kiribati): bookings ending before now + this are looked at. */
const MAX_ZONE_AHEAD_MS = 14 * 3_600_000;

/** What one run did: bookings expired, host payouts transferred or held back, transfers reported paid. */
export interface JobsReport {
  expired_requests: number;
  payouts_transferred: number;
  payouts_blocked: number;
  payouts_paid: number;
}

/** Why a host's payout waits (the payout history's `blocked_reason`). */
export type PayoutBlock = 'payout_account_missing' | 'bank_account_failed' | 'payouts_disabled' | 'transfer_refused';

const stampOf = (date: Date) => date.toISOString().slice(0, 19);

/**
 * Ledger entries for confirmed (or cancelled, with a part kept) bookings that have ended in the
 * space's zone: what the card paid less what was refunded, the host's payout as the booking (or
 * its cancellation) left it, the rest our fees and the tax.
 */
async function recordEnded(ctx: AppContext, now: Date): Promise<void> {
  const rows = await ctx.db
    .select({ booking: bookings, hostId: spaces.hostId, zone: spaces.timeZone })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .leftJoin(hostLedger, eq(hostLedger.bookingId, bookings.id))
    .where(
      and(
        isNull(hostLedger.id),
        inArray(bookings.status, ['confirmed', 'cancelled']),
        isNotNull(bookings.providerPaymentId),
        gt(bookings.hostPayout, 0),
        lte(bookings.endsAt, stampOf(new Date(now.getTime() + MAX_ZONE_AHEAD_MS))),
      ),
    )
    .limit(500);
  for (const { booking, hostId, zone } of rows) {
    if (!hostId || localMoment(booking.endsAt, zone).toMillis() > now.getTime()) continue;
    const paid = booking.amountCaptured - booking.amountRefunded;
    const payout = booking.hostPayout ?? 0;
    if (paid < payout) continue;
    await recordBookingEarnings(ctx, {
      bookingId: booking.id,
      hostProfileId: hostId,
      totalAmount: paid,
      feeAmount: paid - payout,
      currency: booking.currency ?? 'usd',
      providerPaymentId: booking.providerPaymentId,
    });
  }
}

/** Transfers every pending ledger entry whose host can be paid; the others keep what they are owed, with the reason. */
async function transferPending(ctx: AppContext): Promise<{ transferred: number; blocked: number }> {
  const entries = await ctx.db
    .select({ entry: hostLedger, account: payoutAccounts })
    .from(hostLedger)
    .leftJoin(payoutAccounts, eq(payoutAccounts.profileId, hostLedger.hostProfileId))
    .where(eq(hostLedger.status, 'pending'))
    .limit(500);
  const counts = { transferred: 0, blocked: 0 };
  const hold = async (id: string, reason: PayoutBlock) => {
    counts.blocked++;
    await ctx.db.update(hostLedger).set({ blockedReason: reason }).where(eq(hostLedger.id, id));
  };
  for (const { entry, account } of entries) {
    if (!account?.providerAccountId) await hold(entry.id, 'payout_account_missing');
    else if (!account.payoutsEnabled) await hold(entry.id, account.externalAccountsError ? 'bank_account_failed' : 'payouts_disabled');
    else {
      try {
        await transferEarnings(ctx, entry.id);
        if (entry.bookingId !== null) await queueBookingEmail(ctx, ctx.db, { kind: 'payout-sent', bookingId: entry.bookingId, amountMinor: entry.payoutAmount });
        counts.transferred++;
      } catch (error) {
        if (error instanceof ApiError && error.error === 'transfer_refused') await hold(entry.id, 'transfer_refused');
        else if (!(error instanceof ApiError)) throw error;
        // A 502: the provider is down; the next run tries again.
      }
    }
  }
  return counts;
}

/** The provider's `payout.paid` events since the oldest transfer still pending, applied as their webhooks would be. */
async function readPayouts(ctx: AppContext): Promise<number> {
  const [oldest] = await ctx.db
    .select({ at: min(hostTransfers.createdAt) })
    .from(hostTransfers)
    .where(eq(hostTransfers.status, 'pending'));
  if (!oldest?.at) return 0;
  const since = Math.floor(new Date(oldest.at).getTime() / 1000) - 60;
  const events = await ctx.payments.listEvents(since, ['payout.paid']);
  let applied = 0;
  for (const event of events) {
    const { outcome, followUp } = await applyEvent(ctx, event);
    if (outcome === 'applied') applied++;
    if (followUp) await followUp();
  }
  return applied;
}

/** The due jobs, once, in order. A failing job is logged and the next one still runs. */
async function runJobs(ctx: AppContext, log: SchedulerLog): Promise<JobsReport> {
  const now = dateOf(ctx.clock);
  const report: JobsReport = { expired_requests: 0, payouts_transferred: 0, payouts_blocked: 0, payouts_paid: 0 };
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log.warn({ err: error, job: name }, 'scheduler: a job failed; the next run tries again');
    }
  };
  await step('expire_requests', async () => {
    report.expired_requests = await expireRequests(ctx);
  });
  await step('transfer_payouts', async () => {
    await recordEnded(ctx, now);
    const counts = await transferPending(ctx);
    report.payouts_transferred = counts.transferred;
    report.payouts_blocked = counts.blocked;
  });
  await step('read_payouts', async () => {
    report.payouts_paid = await readPayouts(ctx);
  });
  await step('reviews', () => runReviewJobs(ctx, now));
  return report;
}

/** Where the scheduler logs. */
export interface SchedulerLog {
  warn(object: Record<string, unknown>, message: string): void;
}

/** The runs of one process, one after the other. */
const running = new WeakMap<object, Promise<unknown>>();

/**
 * Runs the due jobs once if no other process is running them (null when one is). On PostgreSQL
 * the run holds the advisory lock in a transaction on its own connection while the jobs use the
 * pool; PGlite is one process with one connection, so the in-process order is the whole guard.
 */
export async function runDueJobs(ctx: AppContext, kind: Database['kind'], log: SchedulerLog = { warn: () => undefined }): Promise<JobsReport | null> {
  const previous = running.get(ctx.db) ?? Promise.resolve();
  const run = previous
    .catch(() => undefined)
    .then(async () => {
      if (kind === 'pglite') return runJobs(ctx, log);
      return ctx.db.transaction(async (tx) => {
        const result = (await (tx as unknown as Db).execute(sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK}) as locked`)) as unknown;
        // postgres-js answers the rows as an array (pglite would answer { rows }).
        const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as { locked?: boolean }[];
        if (rows[0]?.locked !== true) return null;
        return runJobs(ctx, log);
      });
    });
  running.set(ctx.db, run);
  return run;
}

/** A started scheduler. */
export interface Scheduler {
  /** The due jobs now (the dev clock's route); null when another process holds the run. */
  runNow(): Promise<JobsReport | null>;
  stop(): Promise<void>;
}

/** Starts the interval (0: none; the jobs still run through `runNow`). */
export function startScheduler(ctx: AppContext, options: { intervalMs: number; kind: Database['kind']; log: SchedulerLog }): Scheduler {
  const runNow = () => runDueJobs(ctx, options.kind, options.log);
  let timer: NodeJS.Timeout | undefined;
  if (options.intervalMs > 0) {
    timer = setInterval(() => {
      runNow().catch((error: unknown) => options.log.warn({ err: error }, 'scheduler: the run failed'));
    }, options.intervalMs);
    timer.unref();
  }
  return {
    runNow,
    async stop() {
      if (timer) clearInterval(timer);
      await (running.get(ctx.db) ?? Promise.resolve()).catch(() => undefined);
    },
  };
}
