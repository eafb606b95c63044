/**
 * Reconciliation (docs/decisions/payments-provider.md): the provider's events since the newest
 * one applied here, each applied as its webhook would have been (same dedupe, same order), so a
 * webhook that never arrived (API down, delivery given up) still lands; then every payout account
 * still waiting on the provider is read again from it.
 */
import { and, eq, isNotNull, max } from 'drizzle-orm';
import { payoutAccounts, providerEvents } from '../db/schema';
import type { AppContext } from '../services/context';
import { keepAccountState } from '../services/payments';
import type { ConnectedAccount } from './provider';
import { applyEvent, type EventOutcome } from './webhooks';

export type ReconcileReport = { since: number; listed: number } & Record<EventOutcome, number> & {
    /** Payout accounts still waiting on the provider, read again, and how many of those reads changed what is kept. */
    accounts: { read: number; kept: number; failed: number };
  };

/** Whether the kept state still waits on the provider: payouts off, or a check in progress. */
function waitingOnProvider(state: ConnectedAccount | null, payoutsEnabled: boolean): boolean {
  if (!payoutsEnabled || !state) return true;
  return state.requirements.pendingVerification.length > 0 || state.externalAccounts.some((bank) => bank.status === 'new' || bank.status === 'validated');
}

/** Re-reads at the provider every payout account whose kept state still waits on it, keeping newer answers. */
async function reconcileAccounts(ctx: AppContext): Promise<ReconcileReport['accounts']> {
  const rows = await ctx.db
    .select({
      id: payoutAccounts.providerAccountId,
      state: payoutAccounts.providerState,
      payoutsEnabled: payoutAccounts.payoutsEnabled,
      observedAt: payoutAccounts.providerObservedAt,
    })
    .from(payoutAccounts)
    .where(and(isNotNull(payoutAccounts.providerAccountId), eq(payoutAccounts.detailsSubmitted, true)));
  const counts = { read: 0, kept: 0, failed: 0 };
  for (const row of rows) {
    if (!row.id || !waitingOnProvider(row.state as ConnectedAccount | null, row.payoutsEnabled)) continue;
    counts.read++;
    try {
      const state = await ctx.payments.readAccount(row.id);
      if (state.observedAt !== row.observedAt && (await keepAccountState(ctx, state))) counts.kept++;
    } catch {
      counts.failed++;
    }
  }
  return counts;
}

export async function reconcileEvents(ctx: AppContext): Promise<ReconcileReport> {
  const [row] = await ctx.db
    .select({ newest: max(providerEvents.created) })
    .from(providerEvents)
    .where(isNotNull(providerEvents.appliedAt));
  // From the newest applied event's second itself: events of that second may not all have arrived; known ids are skipped.
  const since = row?.newest ?? 0;
  const events = await ctx.payments.listEvents(since);
  const report: ReconcileReport = { since, listed: events.length, applied: 0, stale: 0, duplicate: 0, unhandled: 0, accounts: { read: 0, kept: 0, failed: 0 } };
  for (const event of events) {
    const { outcome, followUp } = await applyEvent(ctx, event);
    report[outcome]++;
    if (followUp) await followUp();
  }
  // Then what is still pending here, read from the provider itself (an event past its retention, or never sent).
  report.accounts = await reconcileAccounts(ctx);
  return report;
}
