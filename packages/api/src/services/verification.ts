import { and, desc, eq, isNull } from 'drizzle-orm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { profiles, verificationCodes } from '../db/schema';
import { ApiError, ERRORS, badRequest } from '../lib/errors';
import { secondsUntil } from '../lib/limiter';
import { dateOf } from '../lib/clock';
import type { Profile } from './auth';
import { queueEmailCode, queuePhoneCode } from '../mail/notify';
import type { AppContext } from './context';

/** A code dies after this many wrong tries (packages/api/README.md, Codes); it lives `limits.codeTtlSeconds` (10 minutes). */
export const MAX_CODE_ATTEMPTS = 3;

type Channel = 'email' | 'phone';

function codeHash(ctx: AppContext, id: string, code: string): string {
  return createHmac('sha256', `codes:${ctx.tokenSecret}`).update(`${id}:${code}`).digest('hex');
}

function mask(channel: Channel, target: string): string {
  if (channel === 'email') {
    const [name = '', domain = ''] = target.split('@');
    return `${name.slice(0, 1)}${'*'.repeat(Math.max(1, name.length - 1))}@${domain}`;
  }
  return `${'*'.repeat(Math.max(0, target.length - 4))}${target.slice(-4)}`;
}

/** Sends a new verification code to the profile's email or phone (at most `limits.codeSends` an hour). */
export async function sendCode(ctx: AppContext, profile: Profile, channel: Channel) {
  const target = channel === 'email' ? profile.email : profile.phoneE164;
  if (!target) throw badRequest('phone_missing', 'Add a phone number to your profile first.');
  // One atomic count in the shared counters: parallel requests, and several API processes, cannot send more.
  const sends = await ctx.limiter.hit(`code-send:${profile.id}:${channel}`, ctx.config.limits.codeSendWindowSeconds);
  if (sends.hits > ctx.config.limits.codeSends) {
    if (channel === 'phone') throw new ApiError(400, ERRORS.exceededPhoneConfirmation, 'Too many codes were sent to this phone; try again later or contact support.');
    throw new ApiError(429, 'Too Many Requests', 'too_many_codes', { retry_after: secondsUntil(sends.windowEndsAt, ctx.clock) });
  }
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await ctx.db.transaction(async (tx) => {
    // A new code replaces any earlier one: only the newest can be used.
    await tx
      .update(verificationCodes)
      .set({ consumedAt: dateOf(ctx.clock) })
      .where(and(eq(verificationCodes.profileId, profile.id), eq(verificationCodes.channel, channel), isNull(verificationCodes.consumedAt)));
    const [row] = await tx
      .insert(verificationCodes)
      .values({ profileId: profile.id, channel, target, codeHash: 'pending', expiresAt: dateOf(ctx.clock, ctx.config.limits.codeTtlSeconds * 1000) })
      .returning({ id: verificationCodes.id });
    if (!row) throw new Error('code insert returned nothing');
    await tx
      .update(verificationCodes)
      .set({ codeHash: codeHash(ctx, row.id, code) })
      .where(eq(verificationCodes.id, row.id));
    // Queued with the code it carries: both are kept, or neither (docs/decisions/mail-and-sms.md).
    const ttl = ctx.config.limits.codeTtlSeconds;
    if (channel === 'email') await queueEmailCode(tx, profile, code, ttl);
    else await queuePhoneCode(tx, profile, target, code, ttl);
  });
  ctx.mail.wake();
  return { success: true, sent_to: mask(channel, target), expires_in: ctx.config.limits.codeTtlSeconds };
}

/**
 * Checks a code against the newest one sent. A wrong code counts a try; once a code has
 * had its three wrong tries, or is older than 10 minutes, even the right digits fail.
 */
export async function checkCode(ctx: AppContext, profile: Profile, channel: Channel, code: string): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.profileId, profile.id), eq(verificationCodes.channel, channel), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const dead = (): ApiError =>
    channel === 'phone'
      ? new ApiError(400, ERRORS.exceededPhoneConfirmation, 'This code can no longer be used; request a new one.')
      : new ApiError(400, 'code_expired', 'This code can no longer be used; request a new one.');
  if (!row) throw new ApiError(400, 'code_expired', 'No code is waiting; request a new one.');
  if (row.expiresAt.getTime() <= ctx.clock.now() || row.attempts >= MAX_CODE_ATTEMPTS) throw dead();
  const target = channel === 'email' ? profile.email : profile.phoneE164;
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(ctx, row.id, code));
  if (row.target !== target || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    // Counted in SQL so parallel guesses cannot share one try.
    const [after] = await ctx.db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(and(eq(verificationCodes.id, row.id), eq(verificationCodes.attempts, row.attempts)))
      .returning({ attempts: verificationCodes.attempts });
    if (!after) throw dead();
    throw new ApiError(400, ERRORS.codeNotMatch, 'The verification code is incorrect.', { attempts_left: Math.max(0, MAX_CODE_ATTEMPTS - after.attempts) });
  }
  const [consumed] = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: dateOf(ctx.clock) })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt), eq(verificationCodes.attempts, row.attempts)))
    .returning({ id: verificationCodes.id });
  if (!consumed) throw dead();
}

/** Checks the code and marks the profile's email or phone verified. */
export async function confirmCode(ctx: AppContext, profile: Profile, channel: Channel, code: string) {
  await checkCode(ctx, profile, channel, code);
  if (channel === 'email') {
    await ctx.db.update(profiles).set({ emailVerified: true, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
    return { success: true, email_verified: true };
  }
  await ctx.db.update(profiles).set({ phoneVerified: true, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
  return { success: true, phone_verified: true };
}
