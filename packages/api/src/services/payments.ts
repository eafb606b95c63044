import { createHash } from 'node:crypto';
import {
  IDENTITY_DOCUMENT_LIMITS,
  identityDocumentMime,
  MESSAGES,
  type BankAccountKind,
  type PayoutAccount,
  type PayoutCountry,
  type PayoutVerification,
} from '@hourspace/validation';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { CURRENCY } from '../config/currencies';
import { payoutAccounts, providerFiles, recipients } from '../db/schema';
import { ApiError, validationError } from '../lib/errors';
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
  // The provider asks for an identity document eventually; payouts start without it (see docs/decisions/payout-setup.md).
  const eventuallyDue = [...currentlyDue, ...(identityVerified(account) ? [] : [IDENTITY_DOCUMENT_REQUIREMENT])];
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
      eventually_due: eventuallyDue,
      past_due: account.externalAccountsError ? ['external_account.verification'] : [],
      disabled_reason: account.externalAccountsError ? 'requirements.past_due' : null,
    },
    settings: { payouts: { schedule: { interval: account.scheduleInterval } } },
    updated_at: account.updatedAt.toISOString(),
  };
}

/** The requirement an identity document answers (the provider's name for it). */
export const IDENTITY_DOCUMENT_REQUIREMENT = 'individual.verification.document';

/** What the account keeps about its holder (`individual` jsonb): the form's fields, and the verification once given. */
interface Individual {
  verification?: { status: 'verified'; document: { front: string; back: string }; verified_at: string };
  [key: string]: unknown;
}

function identityVerified(account: AccountRow): boolean {
  return (account.individual as Individual | null)?.verification?.status === 'verified';
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
  const [existing] = await ctx.db.select({ individual: payoutAccounts.individual }).from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  if (create && existing) throw new ApiError(409, 'Conflict', 'payout_account_exists');
  if (!create && !existing) throw new ApiError(404, 'Not Found', 'payout_account_missing');
  const verification = (existing?.individual as Individual | undefined)?.verification;
  const individual: Individual = {
    first_name: body.first_name,
    last_name: body.last_name,
    address1: body.address1,
    address2: body.address2 ?? null,
    city: body.city,
    state: body.state,
    zipcode: body.zipcode,
    dob: body.dob,
    // Like the provider, keep only that the SSN digits were given, and the tax id's last 4.
    ...(body.ssn_last_4 ? { ssn_last_4_provided: true } : {}),
    ...(body.tax_id ? { tax_id_last4: body.tax_id.slice(-4) } : {}),
    ...(body.business_name ? { business_name: body.business_name } : {}),
    // A verified identity stays verified when the details are edited.
    ...(verification ? { verification } : {}),
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
    identity_verified: account ? identityVerified(account) : false,
  };
}

/** The kinds of file the card provider's file service takes. */
export type ProviderFilePurpose = 'identity_document';

/**
 * The local card provider's file service: takes an identity document (jpg, png or pdf,
 * the type read from its bytes, at most 10 MB) for its uploader and answers a file object
 * like the provider's. It checks the document on arrival and keeps its digest, not the
 * bytes (see docs/decisions/payout-setup.md). Only its uploader can attach it.
 */
export async function storeProviderFile(ctx: AppContext, profileId: string, purpose: ProviderFilePurpose, data: Buffer) {
  if (data.length === 0) throw validationError([{ field: 'file', message: MESSAGES['identityDocument.front'] }]);
  if (data.length > IDENTITY_DOCUMENT_LIMITS.maxBytes) throw validationError([{ field: 'file', message: MESSAGES['identityDocument.fileSize'] }]);
  const mime = identityDocumentMime(data);
  if (!mime) throw validationError([{ field: 'file', message: MESSAGES['identityDocument.fileType'] }]);
  const id = `file_${randomToken(18)}`;
  const [row] = await ctx.db
    .insert(providerFiles)
    .values({ id, profileId, purpose, mime, size: data.length, sha256: createHash('sha256').update(data).digest('hex') })
    .returning();
  if (!row) throw new Error('file vanished');
  return { id, object: 'file', purpose, type: FILE_TYPES[mime], size: row.size, created: Math.floor(row.createdAt.getTime() / 1000) };
}

const FILE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

/**
 * Attaches the two sides of an identity document to the caller's payout account. Both
 * must be the caller's own unattached identity-document files, and different ones. The
 * local provider checks a document at once and accepts it: the requirement goes away.
 */
export async function attachIdentityDocument(ctx: AppContext, profileId: string, body: PayoutVerification) {
  if (body.document_front === body.document_back) throw validationError([{ field: 'document_back', message: MESSAGES['identityDocument.back'] }]);
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  if (!account) throw new ApiError(404, 'Not Found', 'payout_account_missing');
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(providerFiles)
      .set({ attachedAt: new Date() })
      .where(
        and(
          inArray(providerFiles.id, [body.document_front, body.document_back]),
          eq(providerFiles.profileId, profileId),
          eq(providerFiles.purpose, 'identity_document'),
          isNull(providerFiles.attachedAt),
        ),
      )
      .returning({ id: providerFiles.id });
    const ids = new Set(claimed.map((row) => row.id));
    const issues = [
      ...(ids.has(body.document_front) ? [] : [{ field: 'document_front', message: MESSAGES['identityDocument.front'] }]),
      ...(ids.has(body.document_back) ? [] : [{ field: 'document_back', message: MESSAGES['identityDocument.back'] }]),
    ];
    // Someone else's file, a used one or one that does not exist: nothing is attached.
    if (issues.length > 0) throw validationError(issues);
    const individual: Individual = {
      ...((account.individual as Individual | null) ?? {}),
      verification: { status: 'verified', document: { front: body.document_front, back: body.document_back }, verified_at: new Date().toISOString() },
    };
    await tx.update(payoutAccounts).set({ individual, updatedAt: new Date() }).where(eq(payoutAccounts.profileId, profileId));
  });
  return readPayoutAccount(ctx, profileId);
}
