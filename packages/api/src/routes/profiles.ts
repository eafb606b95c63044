import { MESSAGES, ProfileUpdateSchema, SignupSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';
import { secondsOf } from '../lib/clock';
import { rememberDevice } from '../lib/device-cookie';
import { withRefreshCookie } from '../lib/refresh-cookie';
import { objectBody, parseWith, queryValue } from '../lib/validate';
import { acceptTerms, attachSignupEntitlement, createProfile, pendingExperiences, updateProfile } from '../services/account';
import { loginResponse, requireClaims, requireUser, startSession } from '../services/auth';
import type { AppContext } from '../services/context';
import { profileJson, readOwnProfile } from '../services/profile';
import { recordReferral } from '../services/referrals';

export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Sign-up (spec §7 POST /v1/profiles): grant_type 'signup' or 'social_signup'; answers like a
   * log-in, device cookie included (docs/decisions/login-priority.md).
   */
  app.post('/v1/profiles', async (request, reply) => {
    const body = parseWith(SignupSchema, objectBody(request.body));
    const profile = await createProfile(ctx, body, request.headers, request.ip);
    await attachSignupEntitlement(ctx, profile.id, body.entitlement_id);
    if (await recordReferral(ctx, profile.id, body.referral_code)) request.log.info({ SSOid: profile.id }, 'referral recorded');
    request.log.info({ SSOid: profile.id, grant_type: body.grant_type }, 'profile created');
    const pair = await startSession(ctx, profile.id);
    rememberDevice(request, reply, { profileId: profile.id, secret: ctx.tokenSecret, nowSeconds: secondsOf(ctx.clock), publicUrl: ctx.config.publicUrl });
    return reply.status(201).send(withRefreshCookie(reply, await loginResponse(ctx, profile, pair), ctx.config.refreshTokenTtlSeconds));
  });

  app.get('/v1/profiles/me', async (request) => readOwnProfile(ctx, requireClaims(ctx, request), ctx.config.publicUrl));

  /** Profile update (spec §7 PUT /v1/profiles/me); answers the updated profile. */
  app.put('/v1/profiles/me', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const body = parseWith(ProfileUpdateSchema, objectBody(request.body));
    const updated = await updateProfile(ctx, profile, body);
    return profileJson(ctx, updated, ctx.config.publicUrl);
  });

  /** Pending experiences (spec §7): with name=terms, the terms versions this profile has not accepted. */
  app.get('/v1/profiles/me/experience', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const name = queryValue(request.query, 'name');
    const trigger = queryValue(request.query, 'trigger');
    if (trigger !== undefined && trigger !== 'sign-in' && trigger !== 'page-load') {
      throw badRequest('validation', MESSAGES['request.invalid'], { issues: [{ field: 'trigger', message: MESSAGES['request.invalid'] }] });
    }
    return pendingExperiences(ctx, profile, name, trigger);
  });

  /** Accepts the current terms (the /updated-terms page's button). */
  app.post('/v1/profiles/me/experience/terms/accept', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return acceptTerms(ctx, profile);
  });
}
