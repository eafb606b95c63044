import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { Db } from '../db/client';
import { messages, payoutAccounts, profiles, sessions } from '../db/schema';
import { unauthorized } from '../lib/errors';
import type { Profile } from './auth';
import type { AppContext } from './context';

/** Threads with at least one message to this profile that is not read yet. */
export async function unreadThreadCount(ctx: AppContext, profileId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: countDistinct(messages.threadId) })
    .from(messages)
    .where(and(eq(messages.recipientId, profileId), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}

/** A URL the API hands out: absolute against the configured public URL (never the request's Host). */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/**
 * The profile as the front end reads it (spec §3 Profile). Built field by field so a
 * column added later (a hash, a secret) can never leak by accident.
 */
export async function profileJson(ctx: AppContext, profile: Profile, origin: string, known?: { payoutsEnabled: boolean | null; threadCount: number }) {
  // One round trip for both extras: PGlite runs one statement at a time.
  const [extras] = known
    ? [known]
    : await ctx.db
        .select({
          payoutsEnabled: sql<boolean | null>`(select ${payoutAccounts.payoutsEnabled} from ${payoutAccounts} where ${payoutAccounts.profileId} = ${profile.id})`,
          threadCount: sql<number>`(select count(distinct ${messages.threadId}) from ${messages} where ${messages.recipientId} = ${profile.id} and ${messages.readAt} is null)`,
        })
        .from(sql`(select 1) as one`);
  const avatar = absoluteUrl(origin, profile.avatarUrl);
  return {
    SSOid: profile.id,
    account_id: profile.accountId,
    first_name: profile.firstName,
    last_name: profile.lastName,
    organization: profile.organization,
    job_title: profile.jobTitle,
    email: profile.email,
    email_verified: profile.emailVerified,
    phone: profile.phone,
    phone_formatted: profile.phoneFormatted,
    phone_country: profile.phoneCountry,
    phone_country_code: profile.phoneCountryCode,
    phone_verified: profile.phoneVerified,
    is_host: profile.isHost,
    host_state: profile.hostState,
    avatar,
    avatar_id: profile.avatarId,
    avatar_url: avatar,
    preferred_locale: profile.preferredLocale,
    how_heard: profile.howHeard,
    unsubscribe: profile.unsubscribe,
    intercom_hmac: createHmac('sha256', `intercom:${ctx.tokenSecret}`).update(profile.id).digest('hex'),
    payouts_enabled: extras?.payoutsEnabled ?? false,
    thread_count: Number(extras?.threadCount ?? 0),
    created_at: profile.createdAt.toISOString(),
  };
}

const profileReads = new WeakMap<Db, ReturnType<typeof buildProfileRead>>();
function buildProfileRead(db: Db) {
  return db
    .select({
      profile: profiles,
      revokedAt: sessions.revokedAt,
      payoutsEnabled: sql<boolean | null>`(select ${payoutAccounts.payoutsEnabled} from ${payoutAccounts} where ${payoutAccounts.profileId} = ${profiles.id})`,
      threadCount: sql<number>`(select count(distinct ${messages.threadId}) from ${messages} where ${messages.recipientId} = ${profiles.id} and ${messages.readAt} is null)`,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.profileId, sql.placeholder('sub'))))
    .prepare('profile_read');
}

/**
 * GET /v1/profiles/me in one statement: session check, profile and its extras together,
 * because the profile read is the call every page makes.
 */
export async function readOwnProfile(ctx: AppContext, claims: { sub: string; sid: string }, origin: string) {
  let query = profileReads.get(ctx.db);
  if (!query) {
    query = buildProfileRead(ctx.db);
    profileReads.set(ctx.db, query);
  }
  const [row] = await query.execute(claims);
  if (!row || row.revokedAt) throw unauthorized('The session has ended; log in again.');
  if (row.profile.status !== 'active') throw unauthorized('The account is not active.');
  return profileJson(ctx, row.profile, origin, { payoutsEnabled: row.payoutsEnabled, threadCount: Number(row.threadCount) });
}
