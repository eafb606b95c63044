/** Provider events about saved cards (docs/decisions/payments-provider.md). */
import { eq } from 'drizzle-orm';
import { cards } from '../db/schema';
import type { EventHandlers } from './webhooks';

export const cardEventHandlers: EventHandlers = {
  /** A card detached at the provider (from its dashboard, or by us) can no longer be charged: it leaves the list. */
  'payment_method.detached': async (_ctx, event, tx) => {
    if (typeof event.object.id === 'string') await tx.delete(cards).where(eq(cards.providerPaymentMethodId, event.object.id));
  },
};
