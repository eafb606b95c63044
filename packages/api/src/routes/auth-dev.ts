import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../services/context';
import { createPendingTermsGuest } from '../services/demo-accounts';

/** Development-only routes for the auth pages' tests. */
export function authDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * A fresh guest with pending terms (the demo password; terms@example.com's state): e2e tests
   * that accept terms each take their own, so reruns and parallel tests never share one.
   */
  app.post('/dev/accounts/pending-terms', async (_request, reply) => reply.status(201).send(await createPendingTermsGuest(ctx)));
}
