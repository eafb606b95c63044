/**
 * Reconciliation (docs/decisions/payments-provider.md): the provider's events since the newest
 * one applied here, each applied as its webhook would have been (same dedupe, same order), so a
 * webhook that never arrived (API down, delivery given up) still lands.
 */
import { isNotNull, max } from 'drizzle-orm';
import { providerEvents } from '../db/schema';
import type { AppContext } from '../services/context';
import { applyEvent, type EventOutcome } from './webhooks';

export type ReconcileReport = { since: number; listed: number } & Record<EventOutcome, number>;

export async function reconcileEvents(ctx: AppContext): Promise<ReconcileReport> {
  const [row] = await ctx.db
    .select({ newest: max(providerEvents.created) })
    .from(providerEvents)
    .where(isNotNull(providerEvents.appliedAt));
  // From the newest applied event's second itself: events of that second may not all have arrived; known ids are skipped.
  const since = row?.newest ?? 0;
  const events = await ctx.payments.listEvents(since);
  const report: ReconcileReport = { since, listed: events.length, applied: 0, stale: 0, duplicate: 0, unhandled: 0 };
  for (const event of events) {
    const { outcome, followUp } = await applyEvent(ctx, event);
    report[outcome]++;
    if (followUp) await followUp();
  }
  return report;
}
