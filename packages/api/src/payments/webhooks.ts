/**
 * Applying provider events, from a webhook or from reconciliation (docs/decisions/payments-provider.md):
 * each event id is applied at most once (`provider_events`), and an event changes an object
 * only when it is not older than the last one applied to that object (`provider_objects`:
 * `created`, with the last event's id kept), so a late, out-of-order delivery never rolls
 * state back by a second or more.
 */
import { eq, sql } from 'drizzle-orm';
import { providerEvents, providerObjects } from '../db/schema';
import type { Db } from '../db/client';
import { dateOf } from '../lib/clock';
import type { AppContext } from '../services/context';
import { cardEventHandlers } from './card-handlers';
import { payoutEventHandlers } from './handlers';
import type { ProviderEvent } from './provider';

/** The transaction an event is applied in (the dedupe row, the object's order row and the handler's writes commit together). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Work a handler leaves for after the commit (and after the webhook's 200): a provider read, an email. */
export type FollowUp = () => Promise<void>;

/**
 * Applies one event type's object state. Called once per event id, and only when no event of a
 * later second was applied to its object (`event.object.id`); quick database writes only, in `tx`.
 * Anything slow goes in the returned follow-up.
 */
export type EventHandler = (ctx: AppContext, event: ProviderEvent, tx: Tx) => Promise<void | FollowUp>;

/** Event type → handler. Each side keeps its own map; a type belongs to one of them. */
export type EventHandlers = Readonly<Record<string, EventHandler>>;

function combined(...maps: EventHandlers[]): EventHandlers {
  const all: Record<string, EventHandler> = {};
  for (const map of maps)
    for (const [type, handler] of Object.entries(map)) {
      if (all[type]) throw new Error(`two handlers for provider event ${type}`);
      all[type] = handler;
    }
  return all;
}

/** Every handled event type: cards (card-handlers.ts) and payouts (handlers.ts). */
export const EVENT_HANDLERS: EventHandlers = combined(cardEventHandlers, payoutEventHandlers);

/** What became of an event: applied, recorded but older than its object's state, already seen, or recorded with no handler. */
export type EventOutcome = 'applied' | 'stale' | 'duplicate' | 'unhandled';

/**
 * Records and applies one verified event. Returns the outcome and the handler's follow-up (run
 * it after answering). Two deliveries of one id at once: the second waits on the first's row
 * and then finds it (duplicate).
 */
export async function applyEvent(ctx: AppContext, event: ProviderEvent, handlers: EventHandlers = EVENT_HANDLERS): Promise<{ outcome: EventOutcome; followUp?: FollowUp }> {
  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(providerEvents)
      .values({ id: event.id, type: event.type, created: event.created, account: event.account })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (!fresh) return { outcome: 'duplicate' as const };
    const objectId = typeof event.object.id === 'string' ? event.object.id : undefined;
    if (objectId) {
      // The object's order row moves forward only: no row back means a newer event was already applied.
      const [newest] = await tx
        .insert(providerObjects)
        .values({ objectId, objectType: String(event.object.object ?? ''), lastEventCreated: event.created, lastEventId: event.id })
        .onConflictDoUpdate({
          target: providerObjects.objectId,
          set: { lastEventCreated: event.created, lastEventId: event.id },
          // Same second: applied, in arrival order. Event ids are random (Stripe's and the
          // processor's alike), so they cannot order two events of one second; a handler that
          // must be exact about such a tie reads the object again in its follow-up.
          setWhere: sql`${providerObjects.lastEventCreated} <= ${event.created}`,
        })
        .returning({ objectId: providerObjects.objectId });
      if (!newest) return { outcome: 'stale' as const };
    }
    const handler = handlers[event.type];
    if (!handler) return { outcome: 'unhandled' as const };
    const followUp = (await handler(ctx, event, tx)) ?? undefined;
    await tx
      .update(providerEvents)
      .set({ appliedAt: dateOf(ctx.clock) })
      .where(eq(providerEvents.id, event.id));
    return { outcome: 'applied' as const, followUp };
  });
}
