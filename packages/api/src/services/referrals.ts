import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_REWARD } from '../config/referrals';
import { profiles, referralCodes, referrals } from '../db/schema';
import type { Profile } from './auth';
import type { AppContext } from './context';

function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** A code as a person may type or paste it: trimmed, upper-cased; undefined when it cannot be one. */
export function normaliseReferralCode(code: string | undefined): string | undefined {
  const value = code?.trim().toUpperCase();
  if (!value || value.length !== REFERRAL_CODE_LENGTH) return undefined;
  for (const char of value) if (!REFERRAL_CODE_ALPHABET.includes(char)) return undefined;
  return value;
}

/** The profile's referral code, made on first ask (two first asks at once meet on the unique index). */
export async function referralCodeOf(ctx: AppContext, profileId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await ctx.db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.profileId, profileId));
    if (existing) return existing.code;
    // A clash on the code itself (1 in 31^8 per pair) or on the profile (a parallel first ask) inserts nothing; look again.
    await ctx.db.insert(referralCodes).values({ code: newCode(), profileId }).onConflictDoNothing();
  }
  throw new Error('no referral code could be stored');
}

/**
 * Records that the owner of `code` invited `inviteeId` (a sign-up's `referral_code`). An unknown
 * or malformed code, the invitee's own code, or an invitee already recorded changes nothing and
 * is no error: the new account must not fail over a bad link. Answers whether a row was written.
 */
export async function recordReferral(ctx: AppContext, inviteeId: string, code: string | undefined): Promise<boolean> {
  const normalised = normaliseReferralCode(code);
  if (!normalised) return false;
  const [owner] = await ctx.db.select({ profileId: referralCodes.profileId }).from(referralCodes).where(eq(referralCodes.code, normalised));
  if (!owner || owner.profileId === inviteeId) return false;
  const written = await ctx.db
    .insert(referrals)
    .values({ inviteeId, inviterId: owner.profileId, code: normalised })
    .onConflictDoNothing()
    .returning({ inviteeId: referrals.inviteeId });
  return written.length > 0;
}

/** What GET /v1/referrals/me answers: the profile's code and link, the reward rule, who joined and what that earned. */
export async function referralSummary(ctx: AppContext, profile: Profile) {
  const code = await referralCodeOf(ctx, profile.id);
  const invited = await ctx.db
    .select({ firstName: profiles.firstName, joinedAt: referrals.createdAt })
    .from(referrals)
    .innerJoin(profiles, eq(profiles.id, referrals.inviteeId))
    .where(eq(referrals.inviterId, profile.id))
    .orderBy(desc(referrals.createdAt));
  return {
    code,
    // Relative: the page puts it under its own origin and locale prefix.
    path: `/?ref=${code}`,
    reward: { amount: REFERRAL_REWARD.amount, currency: REFERRAL_REWARD.currency, rule: REFERRAL_REWARD.rule },
    // Only a first name (or nothing): the inviter learns who joined, not their email.
    referrals: invited.map((row) => ({ first_name: row.firstName ?? null, joined_at: row.joinedAt.toISOString() })),
    earned: { amount: invited.length * REFERRAL_REWARD.amount, currency: REFERRAL_REWARD.currency },
  };
}
