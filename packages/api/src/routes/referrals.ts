import type { FastifyInstance } from 'fastify';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { referralSummary } from '../services/referrals';

export function referralRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The signed-in person's referral code and link, the reward rule and what their invitations earned (/referrals). */
  app.get('/v1/referrals/me', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return referralSummary(ctx, profile);
  });
}
