import type { BankAccountKind, PayoutAccount, PayoutCountry } from '@hourspace/validation';
import { desc, eq } from 'drizzle-orm';
import { CURRENCY } from '../config/currencies';
import { payoutAccounts, recipients } from '../db/schema';
import { ApiError } from '../lib/errors';
import { randomToken } from '../lib/tokens';
import type { AppContext } from './context';

type AccountRow = typeof payoutAccounts.$inferSelect;
type RecipientRow = typeof recipients.$inferSelect;

function recipientJson(r: RecipientRow) {
  return {
    id: r.id,
    object: 'bank_account',
    country: r.country,
    currency: r.currency.toLowerCase(),
    account_holder_name: r.accountHolderName,
    bank_type: r.bankType,
    last4: r.last4,
    routing_number: r.routingHint,
    default_for_currency: r.isDefault,
    status: 'verified',
    created_at: r.createdAt.toISOString(),
  };
}

/** The payout account with spec §3's fields (details_submitted, external_accounts.data, …). */
function accountJson(account: AccountRow, banks: RecipientRow[]) {
  const currentlyDue = [...(banks.length === 0 ? ['external_account'] : []), ...(account.externalAccountsError ? ['external_account.verification'] : [])];
  return {
    id: `acct_${account.profileId.replace(/-/g, '').slice(0, 16)}`,
    object: 'account',
    country: account.country,
    business_type: account.businessType,
    individual: account.individual,
    details_submitted: account.detailsSubmitted,
    payouts_enabled: account.payoutsEnabled,
    external_accounts: { object: 'list', data: banks.map(recipientJson), total_count: banks.length },
    external_accounts_error: account.externalAccountsError,
    combined_requirements: {
      currently_due: currentlyDue,
      eventually_due: currentlyDue,
      past_due: account.externalAccountsError ? ['external_account.verification'] : [],
      disabled_reason: account.externalAccountsError ? 'requirements.past_due' : null,
    },
    settings: { payouts: { schedule: { interval: account.scheduleInterval } } },
    updated_at: account.updatedAt.toISOString(),
  };
}

async function loadAccount(ctx: AppContext, profileId: string) {
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  const banks = await ctx.db.select().from(recipients).where(eq(recipients.profileId, profileId)).orderBy(desc(recipients.createdAt));
  return { account, banks };
}

/** Payouts run once details are in, a bank account exists and none is in error. */
async function refreshPayouts(ctx: AppContext, profileId: string): Promise<void> {
  const { account, banks } = await loadAccount(ctx, profileId);
  if (!account) return;
  await ctx.db
    .update(payoutAccounts)
    .set({ payoutsEnabled: account.detailsSubmitted && banks.length > 0 && !account.externalAccountsError, updatedAt: new Date() })
    .where(eq(payoutAccounts.profileId, profileId));
}

/** The payout account of a profile; 404 `payout_account_missing` without one. */
export async function readPayoutAccount(ctx: AppContext, profileId: string) {
  const { account, banks } = await loadAccount(ctx, profileId);
  if (!account) throw new ApiError(404, 'Not Found', 'payout_account_missing');
  return accountJson(account, banks);
}

/** Creates (409 if one exists) or updates (404 if none) the payout account; answers it. */
export async function savePayoutAccount(ctx: AppContext, profileId: string, body: PayoutAccount, create: boolean) {
  const [existing] = await ctx.db.select({ id: payoutAccounts.profileId }).from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  if (create && existing) throw new ApiError(409, 'Conflict', 'payout_account_exists');
  if (!create && !existing) throw new ApiError(404, 'Not Found', 'payout_account_missing');
  const individual = {
    first_name: body.first_name,
    last_name: body.last_name,
    address1: body.address1,
    address2: body.address2 ?? null,
    city: body.city,
    state: body.state,
    zipcode: body.zipcode ?? null,
    ...(body.tax_id ? { tax_id_last4: body.tax_id.slice(-4) } : {}),
    ...(body.business_name ? { business_name: body.business_name } : {}),
  };
  const values = { country: body.country, businessType: body.business_type, individual, detailsSubmitted: true, scheduleInterval: body.payout_schedule, updatedAt: new Date() };
  if (create) await ctx.db.insert(payoutAccounts).values({ profileId: profileId, payoutsEnabled: false, ...values });
  else await ctx.db.update(payoutAccounts).set(values).where(eq(payoutAccounts.profileId, profileId));
  await refreshPayouts(ctx, profileId);
  const { account, banks } = await loadAccount(ctx, profileId);
  if (!account) throw new Error('payout account vanished');
  return accountJson(account, banks);
}

/** The bank accounts of a profile, newest first. */
export async function listRecipients(ctx: AppContext, profileId: string) {
  const rows = await ctx.db.select().from(recipients).where(eq(recipients.profileId, profileId)).orderBy(desc(recipients.createdAt));
  return { data: rows.map(recipientJson) };
}

/** Adds a checked bank account as the default one; it replaces one the provider could not pay out to. */
export async function addRecipient(ctx: AppContext, profileId: string, country: PayoutCountry, kind: BankAccountKind, bank: Record<string, string>) {
  const number = bank.account_number ?? bank.iban ?? '';
  const routing = bank.routing_number ?? bank.sort_code ?? bank.bsb ?? (bank.transit_number ? `${bank.transit_number}-${bank.institution_number}` : null);
  const id = `ba_${randomToken(12)}`;
  await ctx.db.transaction(async (tx) => {
    await tx.update(recipients).set({ isDefault: false }).where(eq(recipients.profileId, profileId));
    await tx.insert(recipients).values({
      id,
      profileId: profileId,
      country,
      currency: CURRENCY[country],
      accountHolderName: bank.account_holder_name ?? '',
      bankType: kind,
      last4: number.slice(-4),
      routingHint: routing,
      isDefault: true,
    });
    // A new, valid bank account replaces the one the provider could not pay out to.
    await tx.update(payoutAccounts).set({ externalAccountsError: null, updatedAt: new Date() }).where(eq(payoutAccounts.profileId, profileId));
  });
  await refreshPayouts(ctx, profileId);
  const [row] = await ctx.db.select().from(recipients).where(eq(recipients.id, id));
  if (!row) throw new Error('recipient vanished');
  return recipientJson(row);
}

/** Whether payouts can run (the host nav's warnings read this). */
export async function bankReady(ctx: AppContext, profileId: string) {
  const { account, banks } = await loadAccount(ctx, profileId);
  return {
    ready: Boolean(account?.payoutsEnabled),
    details_submitted: account?.detailsSubmitted ?? false,
    has_external_account: banks.length > 0,
    payouts_enabled: account?.payoutsEnabled ?? false,
    external_accounts_error: account?.externalAccountsError ?? null,
  };
}
