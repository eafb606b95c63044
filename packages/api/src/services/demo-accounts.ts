import { CURRENT_TERMS_VERSION } from '../config/terms';
import { profiles } from '../db/schema';
import { hashPassword } from '../lib/password';
import { randomToken } from '../lib/tokens';
import { DEMO_PASSWORD } from '../seed/accounts';
import type { AppContext } from './context';

/**
 * A new guest with the demo password who accepted only the terms before the current ones, so
 * the sign-in sends them to /updated-terms (what terms@example.com shows, for one test alone).
 * Development only (POST /dev/accounts/pending-terms).
 */
export async function createPendingTermsGuest(ctx: AppContext): Promise<{ email: string; password: string; SSOid: string }> {
  const email = `terms.${randomToken(6).toLowerCase()}@example.com`;
  const passwordHash = await hashPassword(DEMO_PASSWORD, ctx.config.scrypt);
  const [row] = await ctx.db
    .insert(profiles)
    .values({
      email,
      emailVerified: true,
      passwordHash,
      firstName: 'Tess',
      lastName: 'Terms',
      preferredLocale: 'en-US',
      signupSource: 'dev',
      termsVersionAccepted: CURRENT_TERMS_VERSION - 1,
    })
    .returning({ id: profiles.id });
  if (!row) throw new Error('profile insert returned nothing');
  return { email, password: DEMO_PASSWORD, SSOid: row.id };
}
