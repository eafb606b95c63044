import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CURRENT_TERMS_VERSION } from '../config/terms';
import { payoutAccounts, profiles, recipients } from '../db/schema';
import { hashPassword } from '../lib/password';
import { randomToken } from '../lib/tokens';
import { providerUnavailable } from '../payments/api-errors';
import { ProviderError, type ConnectedAccount, type PaymentProvider } from '../payments/provider';
import { DEMO_PASSWORD } from '../seed/accounts';
import type { AppContext } from './context';
import { externalAccountsError } from './payments';

/** The payout set-ups a fresh demo host can start from (those of host@ and host.blocked@example.com). */
export type DemoHostPayout = 'none' | 'blocked' | 'ready';

/** A demo host's connected account: payouts running ('ready'), or stopped at a bank account the provider failed ('blocked'). */
export type DemoPayout = 'ready' | 'blocked';

/**
 * Each set-up in Stripe's test data (docs/decisions/payments-provider.md): 110000000 with
 * 000123456789 verifies; 00111116 (the UK form of 000111111116) is reported `errored` a moment
 * later. Both identities verify with Stripe's magic file id, so the blocked host's only problem
 * is its bank account and replacing it turns payouts on.
 */
const DEMO_SETUPS = {
  ready: {
    country: 'US',
    address: { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10118' },
    ssnLast4: '0000',
    interval: 'weekly',
    bank: { routingNumber: '110000000', accountNumber: '000123456789', bankType: 'us' },
  },
  blocked: {
    country: 'GB',
    address: { line1: '10 Downing Street', city: 'London', state: 'England', postalCode: 'SW1A 2AA' },
    ssnLast4: undefined,
    interval: 'manual',
    bank: { routingNumber: '108800', accountNumber: '00111116', bankType: 'uk' },
  },
} as const;

const CURRENCY_OF = { US: 'usd', GB: 'gbp' } as const;

/** Stripe's test file that verifies an identity document. */
export const IDENTITY_DOCUMENT_SUCCESS_FILE = 'file_identity_document_success';

/** How long the provider may take over its checks before a demo set-up gives up. */
const SETTLE_DEADLINE_MS = 30_000;

/** The rows of a demo host's payout set-up, without the profile they belong to. */
export interface DemoPayoutRows {
  account: Omit<typeof payoutAccounts.$inferInsert, 'profileId'>;
  bank: Omit<typeof recipients.$inferInsert, 'profileId'>;
}

/**
 * Polls the provider until no check is pending on the account (bank account `new`, document
 * `pending`) and the identity document, Stripe's test file that always verifies, has been
 * verified: on a busy machine a read could come before the provider had even started the
 * document's check ('unverified'), and the demo host then started half set up.
 */
async function settled(payments: PaymentProvider, accountId: string): Promise<ConnectedAccount> {
  const deadline = Date.now() + SETTLE_DEADLINE_MS;
  for (;;) {
    const account = await payments.readAccount(accountId);
    const pending = account.identityStatus !== 'verified' || account.externalAccounts.some((bank) => bank.status === 'new') || account.requirements.pendingVerification.length > 0;
    if (!pending) return account;
    if (Date.now() > deadline) throw new Error(`demo payout account ${accountId}: the provider still had checks pending after ${SETTLE_DEADLINE_MS / 1000} s`);
    await sleep(100);
  }
}

/**
 * A real connected account at the provider for a demo host: details, a bank account and an
 * identity document, then the provider's checks waited for (a moment locally), so the host
 * starts as the README describes it. Answers the rows to insert.
 */
export async function setUpDemoPayout(payments: PaymentProvider, payout: DemoPayout, holder: { firstName: string; lastName: string }, now: Date): Promise<DemoPayoutRows> {
  const setup = DEMO_SETUPS[payout];
  const key = `demo-payout:${payout}:${randomToken(10)}`;
  const dob = { day: 20, month: 5, year: 1985 };
  const created = await payments.createAccount(
    {
      country: setup.country,
      businessType: 'individual',
      individual: {
        firstName: holder.firstName,
        lastName: holder.lastName,
        dob,
        address: { ...setup.address, line2: null, country: setup.country },
        ...(setup.ssnLast4 ? { ssnLast4: setup.ssnLast4 } : {}),
      },
      payoutInterval: setup.interval,
      tosAcceptance: { date: Math.floor(now.getTime() / 1000), ip: '127.0.0.1' },
    },
    `${key}:account`,
  );
  const currency = CURRENCY_OF[setup.country];
  const bank = await payments.addBankAccount(
    created.id,
    {
      country: setup.country,
      currency,
      accountHolderName: `${holder.firstName} ${holder.lastName}`,
      routingNumber: setup.bank.routingNumber,
      accountNumber: setup.bank.accountNumber,
    },
    `${key}:bank`,
  );
  await payments.attachIdentityDocument(created.id, IDENTITY_DOCUMENT_SUCCESS_FILE, IDENTITY_DOCUMENT_SUCCESS_FILE);
  const state = await settled(payments, created.id);
  const finalBank = state.externalAccounts.find((b) => b.id === bank.id);
  const expected = payout === 'ready' ? state.payoutsEnabled : finalBank?.status === 'errored' && !state.payoutsEnabled;
  if (!expected)
    throw new Error(`demo payout account ${created.id} (${payout}): the provider answered payouts_enabled ${state.payoutsEnabled}, bank ${finalBank?.status ?? 'missing'}`);
  return {
    account: {
      country: setup.country,
      businessType: 'individual',
      individual: {
        first_name: holder.firstName,
        last_name: holder.lastName,
        address1: setup.address.line1,
        address2: null,
        city: setup.address.city,
        state: setup.address.state,
        zipcode: setup.address.postalCode,
        dob: '1985-05-20',
        ...(setup.ssnLast4 ? { ssn_last_4_provided: true } : {}),
        verification: { document: { front: IDENTITY_DOCUMENT_SUCCESS_FILE, back: IDENTITY_DOCUMENT_SUCCESS_FILE } },
      },
      detailsSubmitted: state.detailsSubmitted,
      payoutsEnabled: state.payoutsEnabled,
      scheduleInterval: state.payoutSchedule,
      externalAccountsError: externalAccountsError(state),
      providerAccountId: state.id,
      providerState: state,
      providerObservedAt: state.observedAt,
    },
    bank: {
      id: `ba_${randomToken(12)}`,
      country: setup.country,
      currency: currency.toUpperCase(),
      accountHolderName: `${holder.firstName} ${holder.lastName}`,
      bankType: setup.bank.bankType,
      last4: bank.last4,
      routingHint: setup.bank.routingNumber,
      isDefault: finalBank?.defaultForCurrency ?? bank.defaultForCurrency,
      providerId: bank.id,
      status: finalBank?.status ?? bank.status,
    },
  };
}

/**
 * A new host with the demo password and the payout set-up of a demo host: no payout
 * account ('none'), or details, a verified identity and a UK bank account the provider could
 * not verify ('blocked'). Development only (POST /dev/hosts).
 */
export async function createDemoHost(ctx: AppContext, payout: DemoHostPayout, isHost = true): Promise<{ email: string; password: string; SSOid: string }> {
  const email = `host.${payout}.${randomToken(6).toLowerCase()}@example.com`;
  const holder = { firstName: 'Hana', lastName: payout === 'blocked' ? 'Blocked' : 'Host' };
  let rows: DemoPayoutRows | null = null;
  if (payout !== 'none') {
    try {
      rows = await setUpDemoPayout(ctx.payments, payout, holder, new Date(ctx.clock.now()));
    } catch (error) {
      if (error instanceof ProviderError) throw providerUnavailable(error);
      throw error;
    }
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD, ctx.config.scrypt);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(profiles).values({
      id,
      email,
      emailVerified: true,
      passwordHash,
      firstName: holder.firstName,
      lastName: holder.lastName,
      isHost,
      preferredLocale: 'en-US',
      signupSource: 'dev',
      termsVersionAccepted: CURRENT_TERMS_VERSION,
    });
    if (!rows) return;
    await tx.insert(payoutAccounts).values({ profileId: id, ...rows.account });
    await tx.insert(recipients).values({ profileId: id, ...rows.bank });
  });
  return { email, password: DEMO_PASSWORD, SSOid: id };
}
