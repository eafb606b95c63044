import type { IncomingHttpHeaders } from 'node:http';
import { MESSAGES, parsePhone, type ProfileUpdate, type Signup } from '@hourspace/validation';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { CURRENT_TERMS_VERSION } from '../config/terms';
import { entitlementAttachments, entitlements, images, profiles, socialIdentities, terms } from '../db/schema';
import { ApiError, ERRORS, badRequest, isUniqueViolation } from '../lib/errors';
import { dateOf } from '../lib/clock';
import { hashPassword } from '../lib/password';
import type { Profile } from './auth';
import type { AppContext } from './context';
import { absoluteUrl } from './profile';
import { verifySocialSignIn } from './social-connect';

const usernameInUse = (): ApiError => new ApiError(400, ERRORS.usernameInUse, 'An account with this email already exists.');

/** The image id when an avatar URL points at this API's own image store. */
export function ownImageId(url: string): string | undefined {
  const match = /\/v1\/images\/([A-Za-z0-9_-]{1,64})(?:\/100x100)?(?:[?#].*)?$/.exec(url);
  return match?.[1];
}

/** Attaches the entitlement a sign-up names (internal or external id); a stale one is ignored. */
export async function attachSignupEntitlement(ctx: AppContext, profileId: string, entitlementId: string | undefined): Promise<void> {
  if (!entitlementId) return;
  // The id may be the internal _id or the external id a promo cookie carries; a stale one is ignored, not an error.
  const [row] = await ctx.db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(/^[0-9a-f-]{36}$/i.test(entitlementId) ? eq(entitlements.id, entitlementId) : eq(entitlements.externalId, entitlementId), gt(entitlements.end, dateOf(ctx.clock))));
  if (row) await ctx.db.insert(entitlementAttachments).values({ entitlementId: row.id, ns: 'profiles', key: 'SSOid', value: profileId }).onConflictDoNothing();
}

/**
 * Email sign-ups in progress in this process, by email: a second sign-up of the same email waits
 * for the first and then finds the account, instead of hashing a password that cannot be used.
 * Across processes the unique index still decides; this only saves the scrypt work.
 */
const signupsInFlight = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = signupsInFlight.get(key);
  const mine = (before ?? Promise.resolve()).catch(() => undefined).then(task);
  signupsInFlight.set(key, mine);
  try {
    return await mine;
  } finally {
    if (signupsInFlight.get(key) === mine) signupsInFlight.delete(key);
  }
}

/**
 * Creates the profile of an email or social sign-up; 'Username in use' when the email or identity
 * is taken. `source` is the client address: password hashing waits in its queue (lib/password.ts).
 */
export async function createProfile(ctx: AppContext, body: Signup, headers: IncomingHttpHeaders, source: string): Promise<Profile> {
  const common = {
    firstName: body.first_name ?? null,
    lastName: body.last_name ?? null,
    avatarUrl: body.avatar_url ?? null,
    avatarId: body.avatar_url ? (ownImageId(body.avatar_url) ?? null) : null,
    gaClientId: body.ga_client_id ?? null,
    attrUrl: body.attr_url ?? null,
    attrReferrer: body.attr_referrer ?? null,
    unsubscribe: body.unsubscribe,
    preferredLocale: body.preferred_locale ?? null,
    termsVersionAccepted: CURRENT_TERMS_VERSION,
  };
  if (body.grant_type === 'signup') {
    const email = body.username.toLowerCase();
    const password = body.password;
    return oneAtATime(email, async () => {
      // The duplicate check comes before the hash: a taken email costs one query, not a scrypt.
      const [taken] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
      if (taken) throw usernameInUse();
      const passwordHash = await ctx.passwordWork.run(source, () => hashPassword(password, ctx.config.scrypt));
      try {
        const [row] = await ctx.db
          .insert(profiles)
          .values({ ...common, email, passwordHash, signupSource: 'email' })
          .returning();
        if (!row) throw new Error('profile insert returned nothing');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw usernameInUse();
        throw error;
      }
    });
  }
  const signIn = await verifySocialSignIn(ctx, headers, body.provider, body.social_access_token);
  const social = signIn?.profile;
  if (!signIn || !social || (body.provider_id && body.provider_id !== social.id)) {
    throw new ApiError(400, 'Invalid grant: social token is invalid', 'invalid_social_token');
  }
  const fromProvider = social.email ?? body.social_data?.email;
  const email = (fromProvider ?? body.username).trim().toLowerCase();
  const [linked] = await ctx.db
    .select({ id: socialIdentities.profileId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, social.provider), eq(socialIdentities.providerUserId, social.id)));
  if (linked) throw usernameInUse();
  // Google ID tokens and Apple codes make one account or session each: a replayed one fails here.
  if (!(await signIn.claim())) throw new ApiError(400, 'Invalid grant: social token is invalid', 'invalid_social_token');
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(profiles)
        .values({
          ...common,
          firstName: common.firstName ?? social.first_name ?? body.social_data?.first_name ?? null,
          lastName: common.lastName ?? social.last_name ?? body.social_data?.last_name ?? null,
          email,
          // The provider vouches for its own email; one typed into the social email form still needs a code.
          emailVerified: social.email !== undefined && social.email.toLowerCase() === email,
          passwordHash: null,
          signupSource: social.provider,
        })
        .returning();
      if (!row) throw new Error('profile insert returned nothing');
      await tx.insert(socialIdentities).values({ provider: social.provider, providerUserId: social.id, profileId: row.id, email });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameInUse();
    throw error;
  }
}

/** Applies a profile update (spec §7 PUT /v1/profiles/me); answers the updated row. */
export async function updateProfile(ctx: AppContext, profile: Profile, body: ProfileUpdate): Promise<Profile> {
  const changes: Partial<typeof profiles.$inferInsert> = { updatedAt: new Date() };
  if (body.preferred_locale !== undefined) changes.preferredLocale = body.preferred_locale;
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;
  if (body.organization !== undefined) changes.organization = body.organization || null;
  if (body.job_title !== undefined) changes.jobTitle = body.job_title || null;
  if (body.how_heard !== undefined) changes.howHeard = body.how_heard;
  if (body.ga_client_id !== undefined) changes.gaClientId = body.ga_client_id;
  if (body.avatar_url !== undefined) {
    const imageId = ownImageId(body.avatar_url);
    if (imageId) {
      const [image] = await ctx.db.select({ id: images.id, ownerId: images.ownerId }).from(images).where(eq(images.id, imageId));
      if (!image || (image.ownerId !== null && image.ownerId !== profile.id))
        throw badRequest('validation', MESSAGES['avatarUrl.invalid'], { issues: [{ field: 'avatar_url', message: MESSAGES['avatarUrl.invalid'] }] });
    }
    changes.avatarUrl = body.avatar_url;
    changes.avatarId = imageId ?? null;
  }
  if (body.phone !== undefined) {
    const parsed = parsePhone(body.phone, body.phone_country ?? 'us');
    if (!parsed.success) throw badRequest('validation', parsed.message, { issues: [{ field: 'phone', message: parsed.message }] });
    const e164 = parsed.output.e164;
    if (e164 !== profile.phoneE164) {
      const [taken] = await ctx.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.phoneE164, e164), eq(profiles.phoneVerified, true), ne(profiles.id, profile.id)));
      if (taken) throw new ApiError(400, ERRORS.phoneNotUpdatable, 'This phone number is verified on another account.');
      changes.phoneVerified = false;
    }
    changes.phone = parsed.output.phone;
    changes.phoneE164 = e164;
    changes.phoneFormatted = parsed.output.phone_formatted;
    changes.phoneCountry = parsed.output.phone_country;
    changes.phoneCountryCode = parsed.output.phone_country_code;
  }
  const [updated] = await ctx.db.update(profiles).set(changes).where(eq(profiles.id, profile.id)).returning();
  if (!updated) throw new Error('profile vanished during update');
  // A host's first name and avatar show on their spaces' pages.
  await ctx.responseCache.invalidate(['hosts']);
  return updated;
}

/** Pending experiences (spec §7): with name=terms, the newest terms version this profile has not accepted. */
export async function pendingExperiences(ctx: AppContext, profile: Profile, name: string | undefined, trigger: string | undefined) {
  if (name !== undefined && name !== 'terms') return { data: [] };
  const pending = await ctx.db.select().from(terms).where(gt(terms.version, profile.termsVersionAccepted)).orderBy(desc(terms.version));
  return {
    data: pending.slice(0, 1).map((t) => ({
      name: t.name,
      version: t.version,
      title: t.title,
      url: absoluteUrl(ctx.config.siteUrl, t.url),
      published_at: t.publishedAt.toISOString(),
      trigger: trigger ?? 'sign-in',
    })),
  };
}

/** Accepts the newest terms; answers the version accepted. */
export async function acceptTerms(ctx: AppContext, profile: Profile) {
  const [latest] = await ctx.db.select({ version: terms.version }).from(terms).orderBy(desc(terms.version)).limit(1);
  const version = latest?.version ?? CURRENT_TERMS_VERSION;
  await ctx.db.update(profiles).set({ termsVersionAccepted: version, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
  return { success: true, version };
}
