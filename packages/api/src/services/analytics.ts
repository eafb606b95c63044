import { analyticsEvents } from '../db/schema';
import type { AppContext } from './context';

/** Stores consented events, tied to the SSOid when the caller was logged in. */
export async function storeEvents(
  ctx: AppContext,
  events: readonly { event: string; properties: Record<string, unknown>; anonymous_id?: string | undefined }[],
  ssoid: string | null,
): Promise<void> {
  await ctx.db.insert(analyticsEvents).values(events.map((e) => ({ event: e.event, properties: e.properties, anonymousId: e.anonymous_id ?? null, ssoid })));
}
