import { randomUUID } from 'node:crypto';
import { CURRENT_TERMS_VERSION } from '../config/terms';
import { payoutAccounts, profiles, recipients } from '../db/schema';
import { hashPassword } from '../lib/password';
import { randomToken } from '../lib/tokens';
import { DEMO_PASSWORD } from '../seed/accounts';
import type { AppContext } from './context';

/** The payout set-ups a fresh demo host can start from (those of host@ and host.blocked@example.com). */
export type DemoHostPayout = 'none' | 'blocked';

/** The external-accounts error host.blocked@example.com is seeded with. */
const BLOCKED_ERROR = 'Your bank account could not be verified. Please add a different bank account.';

/**
 * A new host with the demo password and the payout set-up of a demo host: no payout
 * account ('none'), or details and a UK bank account the provider could not pay out to
 * ('blocked'). Development only (POST /dev/hosts).
 */
export async function createDemoHost(ctx: AppContext, payout: DemoHostPayout): Promise<{ email: string; password: string; SSOid: string }> {
  const email = `host.${payout}.${randomToken(6).toLowerCase()}@example.com`;
  const passwordHash = await hashPassword(DEMO_PASSWORD, ctx.config.scrypt);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(profiles).values({
      id,
      email,
      emailVerified: true,
      passwordHash,
      firstName: 'Hana',
      lastName: payout === 'blocked' ? 'Blocked' : 'Host',
      isHost: true,
      preferredLocale: 'en-US',
      signupSource: 'dev',
      termsVersionAccepted: CURRENT_TERMS_VERSION,
    });
    if (payout !== 'blocked') return;
    await tx.insert(payoutAccounts).values({
      profileId: id,
      country: 'GB',
      businessType: 'individual',
      individual: { first_name: 'Hana', last_name: 'Blocked', address1: '10 Downing Street', city: 'London', state: 'England', zipcode: 'SW1A 2AA', dob: '1985-05-20' },
      detailsSubmitted: true,
      payoutsEnabled: false,
      scheduleInterval: 'manual',
      externalAccountsError: BLOCKED_ERROR,
    });
    await tx.insert(recipients).values({
      id: `ba_${randomToken(12)}`,
      profileId: id,
      country: 'GB',
      currency: 'GBP',
      accountHolderName: 'Hana Blocked',
      bankType: 'uk',
      last4: '4321',
      routingHint: '108800',
      isDefault: true,
    });
  });
  return { email, password: DEMO_PASSWORD, SSOid: id };
}
