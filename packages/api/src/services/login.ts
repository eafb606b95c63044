import type { Login, SocialLogin } from '@hourspace/validation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { passwordResets, profiles, sessions, socialIdentities } from '../db/schema';
import { ApiError, ERRORS, badRequest } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { sha256, randomToken } from '../lib/tokens';
import { loginResponse, signInMethods, startSession, type Profile } from './auth';
import type { AppContext } from './context';

/** Who is logging in, as far as the limits and the log care: the request fits. */
export interface Caller {
  ip: string;
  log: FastifyBaseLogger;
}

const invalidGrant = (description: string): ApiError => new ApiError(400, ERRORS.invalidGrant, description);

function tooMany(ctx: AppContext, key: string): ApiError {
  const retryAfter = ctx.limiter.retryAfterSeconds(key);
  return new ApiError(429, 'Too Many Requests', 'too_many_attempts', { retry_after: retryAfter });
}

/** Refuses a log-in while the account or the address has too many recent failures. */
function checkLimits(ctx: AppContext, request: Caller, accountKey: string | undefined): void {
  const addressKey = `login-ip:${request.ip}`;
  if (ctx.limiter.isBlocked(addressKey, ctx.config.limits.loginFailuresPerAddress)) throw tooMany(ctx, addressKey);
  if (accountKey && ctx.limiter.isBlocked(accountKey, ctx.config.limits.loginFailuresPerAccount)) throw tooMany(ctx, accountKey);
}

function recordFailure(ctx: AppContext, request: Caller, accountKey: string | undefined): void {
  ctx.limiter.record(`login-ip:${request.ip}`);
  if (accountKey) ctx.limiter.record(accountKey);
}

/** Checks that apply to every kind of log-in once the person is known. */
async function admit(ctx: AppContext, profile: Profile): Promise<void> {
  if (profile.status !== 'active') throw new ApiError(400, 'Invalid grant: account is inactive', ERRORS.inactiveAccount);
  if (profile.aggressivePasswordReset) {
    await sendResetLink(ctx, profile);
    throw new ApiError(400, 'Password reset required', 'aggressive_password_reset', { aggressivePasswordReset: true });
  }
}

async function sendResetLink(ctx: AppContext, profile: Profile): Promise<void> {
  const token = randomToken();
  await ctx.db.insert(passwordResets).values({ tokenHash: sha256(token), profileId: profile.id, expiresAt: new Date(Date.now() + 3600_000) });
  const link = `${ctx.config.siteUrl}/app/password-reset?token=${token}`;
  await ctx.mailer.send({
    channel: 'email',
    to: profile.email,
    subject: 'Reset your Hourspace password',
    body: `Hi ${profile.firstName ?? 'there'},\n\nUse this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
    link,
  });
}

/** Password log-in with a parsed body: limits, the scrypt check (a decoy for unknown emails), the account checks. */
export async function passwordLogin(ctx: AppContext, request: Caller, { username, password }: Login) {
  const email = username.toLowerCase();
  const accountKey = `login-account:${email}`;
  checkLimits(ctx, request, accountKey);
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
  if (!profile || profile.passwordHash === null) {
    // Same scrypt work as a real check, so response time does not tell whether the email exists.
    await verifyPassword(password, ctx.decoyHash);
    recordFailure(ctx, request, accountKey);
    if (profile) {
      const methods = await signInMethods(ctx, profile);
      throw new ApiError(400, ERRORS.invalidGrant, 'social_account', { ...methods });
    }
    throw invalidGrant('no_account');
  }
  if (!(await verifyPassword(password, profile.passwordHash))) {
    recordFailure(ctx, request, accountKey);
    throw new ApiError(400, ERRORS.invalidPassword, 'Email and password combination is incorrect.');
  }
  await admit(ctx, profile);
  ctx.limiter.reset(accountKey);
  request.log.info({ SSOid: profile.id }, 'password log-in');
  return loginResponse(ctx, profile, await startSession(ctx, profile.id));
}

/** Social log-in with a parsed body: the provider vouches for the token, the linked account logs in. */
export async function socialLogin(ctx: AppContext, request: Caller, parsed: SocialLogin) {
  checkLimits(ctx, request, undefined);
  const social = await ctx.social.verify(parsed.provider, parsed.social_access_token);
  if (!social || (parsed.provider_id && parsed.provider_id !== social.id)) {
    recordFailure(ctx, request, undefined);
    throw new ApiError(400, 'Invalid grant: social token is invalid', 'invalid_social_token');
  }
  const [row] = await ctx.db
    .select({ profile: profiles })
    .from(socialIdentities)
    .innerJoin(profiles, eq(profiles.id, socialIdentities.profileId))
    .where(and(eq(socialIdentities.provider, social.provider), eq(socialIdentities.providerUserId, social.id)));
  if (!row) {
    // The front end offers sign-up (or log-in with the method the email already has).
    const email = social.email ?? parsed.username;
    const [byEmail] = email ? await ctx.db.select().from(profiles).where(eq(profiles.email, email.toLowerCase())) : [];
    const methods = byEmail ? await signInMethods(ctx, byEmail) : { email: false, facebook: false, google: false, apple: false };
    throw new ApiError(400, ERRORS.invalidGrant, byEmail ? 'account_uses_another_method' : 'no_account', byEmail ? { ...methods } : {});
  }
  await admit(ctx, row.profile);
  request.log.info({ SSOid: row.profile.id, provider: social.provider }, 'social log-in');
  return loginResponse(ctx, row.profile, await startSession(ctx, row.profile.id));
}

/** Which sign-in methods the account of an email or a provider id has; all false for none. */
export async function grantsOf(ctx: AppContext, key: 'username' | 'facebook_id' | 'google_id' | 'apple_id', value: string) {
  let profile: Profile | undefined;
  if (key === 'username') {
    [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, value.toLowerCase()));
  } else {
    const provider = key.replace('_id', '');
    const [row] = await ctx.db
      .select({ profile: profiles })
      .from(socialIdentities)
      .innerJoin(profiles, eq(profiles.id, socialIdentities.profileId))
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.providerUserId, value)));
    profile = row?.profile;
  }
  if (!profile) return { email: false, facebook: false, google: false, apple: false, password_reset: false };
  return { ...(await signInMethods(ctx, profile)), password_reset: profile.aggressivePasswordReset };
}

/** Emails a reset link to an active account; does nothing (and says nothing) otherwise. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email.toLowerCase()));
  if (profile && profile.status === 'active') await sendResetLink(ctx, profile);
}

/** Sets a new password with a reset link's token; ends every session of the account. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const [reset] = await ctx.db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .returning();
  if (!reset) throw badRequest('invalid_reset_token', 'This reset link has expired or was already used.');
  await ctx.db
    .update(profiles)
    .set({ passwordHash: await hashPassword(password, ctx.config.scrypt), aggressivePasswordReset: false, updatedAt: new Date() })
    .where(eq(profiles.id, reset.profileId));
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'password_reset' })
    .where(and(eq(sessions.profileId, reset.profileId), isNull(sessions.revokedAt)));
  return { success: true };
}
