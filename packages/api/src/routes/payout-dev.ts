import { DevHostSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { objectBody, parseWith } from '../lib/validate';
import type { AppContext } from '../services/context';
import { createDemoHost } from '../services/demo-hosts';

/**
 * The payout side's development-only routes: fresh demo hosts. Identity documents go straight
 * to the payment provider's file service (docs/decisions/payments-provider.md), so there is no
 * local file service here any more.
 */
export function payoutDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * A new host account set up like a demo host (`payout` 'none' with no payout account;
   * 'blocked' as host.blocked@example.com, with a real connected account at the provider whose
   * bank account failed; 'ready' as host@example.com, payouts enabled), with the demo password. The e2e journeys that change a host's
   * payouts each take a fresh one, so reruns and parallel tests never see each other's changes
   * and the demo accounts stay as README says.
   */
  app.post('/dev/hosts', async (request, reply) => {
    const body = parseWith(DevHostSchema, objectBody(request.body ?? {}));
    return reply.status(201).send(await createDemoHost(ctx, body.payout, body.host));
  });
}
