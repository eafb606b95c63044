import type { IncomingHttpHeaders } from 'node:http';
import type { Login, SocialLogin } from '@hourspace/validation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { passwordResets, profiles, sessions, socialIdentities } from '../db/schema';
import { ApiError, ERRORS, badRequest } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { knownDevice } from '../lib/device-cookie';
import { secondsUntil } from '../lib/limiter';
import { dateOf, secondsOf } from '../lib/clock';
import { sha256, randomToken } from '../lib/tokens';
import { API_LOCALES, findLocale, type ApiLocale } from '../config/locales';
import { queuePasswordReset } from '../mail/notify';
import { loginResponse, signInMethods, startSession, type Profile } from './auth';
import type { AppContext } from './context';
import { verifySocialSignIn } from './social-connect';

/** Who is logging in, as far as the limits and the log care: the request fits. */
export interface Caller {
  ip: string;
  log: FastifyBaseLogger;
  /** The request's headers: a password log-in reads the device cookie (lib/device-cookie.ts) from them. */
  headers?: IncomingHttpHeaders;
}

const invalidGrant = (description: string): ApiError => new ApiError(400, ERRORS.invalidGrant, description);

function tooMany(ctx: AppContext, retryAt: Date): ApiError {
  return new ApiError(429, 'Too Many Requests', 'too_many_attempts', { retry_after: secondsUntil(retryAt, ctx.clock) });
}

/** Failures from one address, every account together. */
const addressKey = (ip: string): string => `login-ip:${ip}`;

/** Failures on one account from every address: a wide attack. */
const accountKey = (email: string): string => `login-account:${email}`;

/** The counters of a password log-in on one account from one address (see docs/decisions/api-login-limits.md). */
function accountKeys(email: string, ip: string) {
  return {
    account: accountKey(email),
    /** Attempts on this account from this address, with back-off. */
    pair: `login-pair:${email}|${ip}`,
    /** This address logged into this account lately. */
    known: `login-known:${email}|${ip}`,
  };
}

/** How long an address that logged into an account stays known to it. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;

/** Refuses any log-in from an address with too many recent failures (all accounts together). */
async function checkAddress(ctx: AppContext, request: Caller): Promise<void> {
  const address = addressKey(request.ip);
  const state = (await ctx.limiter.peek([address])).get(address);
  if (state && state.hits >= ctx.config.limits.loginFailuresPerAddress) throw tooMany(ctx, state.windowEndsAt);
}

async function recordFailure(ctx: AppContext, request: Caller, email: string | undefined): Promise<void> {
  const window = ctx.config.limits.windowSeconds;
  await Promise.all([ctx.limiter.hit(addressKey(request.ip), window), email === undefined ? undefined : ctx.limiter.hit(accountKey(email), window)]);
}

/** Checks that apply to every kind of log-in once the person is known. */
async function admit(ctx: AppContext, profile: Profile): Promise<void> {
  if (profile.status !== 'active') throw new ApiError(400, 'Invalid grant: account is inactive', ERRORS.inactiveAccount);
  if (profile.aggressivePasswordReset) {
    await sendResetLink(ctx, profile);
    throw new ApiError(400, 'Password reset required', 'aggressive_password_reset', { aggressivePasswordReset: true });
  }
}

/** The locale a reset link falls back to (the table's fallback, en-US). */
const FALLBACK_LOCALE = (API_LOCALES.find((l) => l.fallback) ?? API_LOCALES[0]) as ApiLocale;

/**
 * Emails a single-use reset link. It opens the reset page under the locale prefix of the page
 * that asked (`locale`), else of the profile's preferred locale, else the default locale's.
 */
async function sendResetLink(ctx: AppContext, profile: Profile, locale?: string): Promise<void> {
  const token = randomToken();
  const ttl = ctx.config.limits.resetLinkTtlSeconds;
  const site = (locale && findLocale(locale)) || (profile.preferredLocale && findLocale(profile.preferredLocale)) || FALLBACK_LOCALE;
  // The token and its email are kept together or not at all (docs/decisions/mail-and-sms.md).
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ tokenHash: sha256(token), profileId: profile.id, expiresAt: dateOf(ctx.clock, ttl * 1000) });
    await queuePasswordReset(ctx, tx, profile, site, token, ttl);
  });
  ctx.mail.wake();
}

/**
 * Password log-in with a parsed body: limits, the scrypt check (none for an email without a
 * password, answered at once), the account checks. Failures slow down the address they come
 * from (per account, with back-off) without locking the owner out elsewhere; when an account
 * fails from many addresses, an address it has not logged in from must prove itself with an
 * emailed reset link.
 */
export async function passwordLogin(ctx: AppContext, request: Caller, { username, password }: Login) {
  const email = username.toLowerCase();
  const { limits } = ctx.config;
  const address = addressKey(request.ip);
  const keys = accountKeys(email, request.ip);
  const seen = await ctx.limiter.peek([address, keys.account, keys.known]);
  const fromAddress = seen.get(address);
  if (fromAddress && fromAddress.hits >= limits.loginFailuresPerAddress) throw tooMany(ctx, fromAddress.windowEndsAt);
  const wide = (seen.get(keys.account)?.hits ?? 0) >= limits.loginFailuresPerAccount && !seen.has(keys.known);
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
  if (wide && profile && profile.passwordHash !== null && profile.status === 'active') {
    // Decided before the password is checked, so the answer tells an attacker nothing about it.
    await sendResetLinkLimited(ctx, profile);
    request.log.warn({ SSOid: profile.id }, 'log-in from a new address during a wide attack: reset link required');
    throw new ApiError(400, 'Password reset required', 'aggressive_password_reset', { aggressivePasswordReset: true });
  }
  if (!profile || profile.passwordHash === null) {
    // No password to check, so no scrypt work and no wait: grants (spec §4 Login flow) and this
    // answer's own description already say whether an account exists. Only the address's count
    // matters here: there is no password to back a guesser off from.
    await recordFailure(ctx, request, undefined);
    if (profile) {
      const methods = await signInMethods(ctx, profile);
      throw new ApiError(400, ERRORS.invalidGrant, 'social_account', { ...methods });
    }
    throw invalidGrant('no_account');
  }
  const attempt = await ctx.limiter.attempt(keys.pair, { windowSeconds: limits.windowSeconds, free: limits.loginFreeFailures, maxDelaySeconds: limits.loginBackoffMaxSeconds });
  if (!attempt.allowed) throw tooMany(ctx, attempt.retryAt);
  const hash = profile.passwordHash;
  // A browser that logged into this account before waits for no stranger's hash (docs/decisions/login-priority.md).
  const returning = knownDevice(request.headers?.cookie, profile.id, ctx.tokenSecret, secondsOf(ctx.clock));
  const lane = returning ? 'returning' : 'login';
  if (!(await ctx.passwordWork.run(request.ip, () => verifyPassword(password, hash), { lane, account: profile.id }))) {
    await recordFailure(ctx, request, email);
    throw new ApiError(400, ERRORS.invalidPassword, 'Email and password combination is incorrect.');
  }
  await ctx.limiter.clear(keys.pair);
  await admit(ctx, profile);
  await ctx.limiter.hit(keys.known, KNOWN_ADDRESS_SECONDS);
  request.log.info({ SSOid: profile.id }, 'password log-in');
  return loginResponse(ctx, profile, await startSession(ctx, profile.id));
}

/** A reset link, at most `limits.codeSends` per account in `codeSendWindowSeconds` (a wide attack must not flood the owner's inbox). */
async function sendResetLinkLimited(ctx: AppContext, profile: Profile, locale?: string): Promise<void> {
  const sent = await ctx.limiter.hit(`reset-mail:${profile.id}`, ctx.config.limits.codeSendWindowSeconds);
  if (sent.hits <= ctx.config.limits.codeSends) await sendResetLink(ctx, profile, locale);
}

/** Social log-in with a parsed body: the provider vouches for the token, the linked account logs in. */
export async function socialLogin(ctx: AppContext, request: Caller & { headers: IncomingHttpHeaders }, parsed: SocialLogin) {
  await checkAddress(ctx, request);
  const signIn = await verifySocialSignIn(ctx, request.headers, parsed.provider, parsed.social_access_token);
  const social = signIn?.profile;
  if (!signIn || !social || (parsed.provider_id && parsed.provider_id !== social.id)) {
    await recordFailure(ctx, request, undefined);
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
  // Google ID tokens and Apple codes make one session each: a replayed one fails here.
  if (!(await signIn.claim())) {
    await recordFailure(ctx, request, undefined);
    throw new ApiError(400, 'Invalid grant: social token is invalid', 'invalid_social_token');
  }
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

/**
 * Emails a reset link to an active account; does nothing (and says nothing) otherwise. Limited
 * like a log-in: requests from one address, every email together, count against the log-in
 * address limit (429 once it is reached, for known and unknown emails alike), and each account
 * gets at most `codeSends` links per `codeSendWindowSeconds`, silently.
 */
export async function requestPasswordReset(ctx: AppContext, request: Caller, email: string, locale?: string): Promise<void> {
  const fromAddress = await ctx.limiter.hit(`reset-ip:${request.ip}`, ctx.config.limits.windowSeconds);
  if (fromAddress.hits > ctx.config.limits.loginFailuresPerAddress) throw tooMany(ctx, fromAddress.windowEndsAt);
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email.toLowerCase()));
  if (profile && profile.status === 'active') await sendResetLinkLimited(ctx, profile, locale);
}

/** Sets a new password with a reset link's token; ends every session of the account. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const [reset] = await ctx.db
    .update(passwordResets)
    .set({ usedAt: dateOf(ctx.clock) })
    .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, dateOf(ctx.clock))))
    .returning();
  if (!reset) {
    // Why it failed, so the page can say so: the link was used, it expired, or it was never ours.
    const [known] = await ctx.db
      .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    if (known?.usedAt) throw badRequest('reset_token_used', 'This reset link was already used.');
    if (known) throw badRequest('reset_token_expired', 'This reset link has expired.');
    throw badRequest('invalid_reset_token', 'This reset link is not valid.');
  }
  const passwordHash = await ctx.passwordWork.run(`reset:${reset.profileId}`, () => hashPassword(password, ctx.config.scrypt));
  const [updated] = await ctx.db
    .update(profiles)
    .set({ passwordHash, aggressivePasswordReset: false, updatedAt: new Date() })
    .where(eq(profiles.id, reset.profileId))
    .returning({ email: profiles.email });
  // The owner proved control of the email: a wide attack no longer stands between them and a log-in.
  if (updated) await ctx.limiter.clear(accountKey(updated.email));
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'password_reset' })
    .where(and(eq(sessions.profileId, reset.profileId), isNull(sessions.revokedAt)));
  return { success: true };
}
