import { BANK_KIND_BY_COUNTRY, MESSAGES, type BankAccountKind, type PayoutAccount, type PayoutCountry, type PayoutVerification } from '@hourspace/validation';
import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { CURRENCY } from '../config/currencies';
import { hostLedger, hostTransfers, payoutAccounts, providerFiles, recipients } from '../db/schema';
import { ApiError, isUniqueViolation, validationError, type FieldIssue } from '../lib/errors';
import { randomToken } from '../lib/tokens';
import { isRefusal, providerUnavailable } from '../payments/api-errors';
import { ProviderError, type AccountDetails, type BankAccountDetails, type ConnectedAccount, type ExternalBankAccount, type Transfer } from '../payments/provider';
import type { Tx } from '../payments/webhooks';
import type { AppContext } from './context';

/**
 * Hosts' payouts through the payment provider (docs/decisions/payments-provider.md,
 * docs/decisions/payout-setup.md): the connected account, its bank accounts and identity
 * document, the webhooks that report on them, and the host's ledger. Whether payouts run,
 * what is still required and whether a bank account works are the provider's answers, kept
 * in `payout_accounts.provider_state`; nothing here decides them.
 */

type AccountRow = typeof payoutAccounts.$inferSelect;
type RecipientRow = typeof recipients.$inferSelect;

/** The requirement an identity document answers (the provider's name for it). */
export const IDENTITY_DOCUMENT_REQUIREMENT = 'individual.verification.document';

/** What the page shows when payouts stop at the bank account (spec §2.7 'Payouts blocked' leads to /account/methods). */
export const BANK_ACCOUNT_ERROR = 'Your bank account could not be verified. Please add a different bank account.';

/** A bank account status with which the provider will not pay out. */
const FAILED_BANK_STATUSES = new Set(['errored', 'verification_failed']);

/** Where a log line goes (a request's logger, or nowhere). */
export interface PayoutLog {
  warn(object: Record<string, unknown>, message: string): void;
}

/** The holder details we keep (`individual` jsonb): the form's fields, masked, and the document files we attached. */
interface Individual {
  verification?: { document?: { front: string; back: string } };
  [key: string]: unknown;
}

// ---- answers --------------------------------------------------------------------------

/**
 * The provider's verdict on the payout bank account as the sentence the page shows, or null:
 * its default bank account failed, or the provider asks for another one (`external_account`
 * past due while one is on file). No bank account at all is "Add payout info", not this.
 */
export function externalAccountsError(state: ConnectedAccount): string | null {
  const bank =
    state.externalAccounts.find((b) => b.defaultForCurrency && b.currency === state.defaultCurrency) ??
    state.externalAccounts.find((b) => b.defaultForCurrency) ??
    state.externalAccounts[0];
  if (!bank) return null;
  if (FAILED_BANK_STATUSES.has(bank.status)) return BANK_ACCOUNT_ERROR;
  const pastDue = state.requirements.pastDue.some((r) => r === 'external_account' || r.startsWith('external_account.'));
  return pastDue && bank.status !== 'new' ? BANK_ACCOUNT_ERROR : null;
}

function bankJson(bank: ExternalBankAccount, row: RecipientRow | undefined) {
  return {
    id: bank.id,
    object: 'bank_account',
    country: bank.country,
    currency: bank.currency.toLowerCase(),
    account_holder_name: bank.accountHolderName ?? row?.accountHolderName ?? null,
    bank_type: row?.bankType ?? BANK_KIND_BY_COUNTRY[bank.country as PayoutCountry] ?? 'iban',
    last4: bank.last4,
    routing_number: bank.routingNumber ?? row?.routingHint ?? null,
    default_for_currency: bank.defaultForCurrency,
    status: bank.status,
    created_at: row?.createdAt.toISOString() ?? null,
  };
}

function recipientJson(r: RecipientRow) {
  return {
    id: r.providerId ?? r.id,
    object: 'bank_account',
    country: r.country,
    currency: r.currency.toLowerCase(),
    account_holder_name: r.accountHolderName,
    bank_type: r.bankType,
    last4: r.last4,
    routing_number: r.routingHint,
    default_for_currency: r.isDefault,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * The payout account with spec §3's fields, from the provider's last report: details_submitted,
 * payouts_enabled, external_accounts.data (each with the provider's `status`),
 * external_accounts_error, combined_requirements (currently_due, eventually_due, past_due,
 * pending_verification, disabled_reason, errors) and settings.payouts.schedule.interval.
 */
function accountJson(account: AccountRow, banks: RecipientRow[]) {
  const state = account.providerState as ConnectedAccount | null;
  const individual = (account.individual as Individual | null) ?? {};
  const byProviderId = new Map(banks.filter((b) => b.providerId).map((b) => [b.providerId as string, b]));
  const external = state ? state.externalAccounts.map((bank) => bankJson(bank, byProviderId.get(bank.id))) : banks.map(recipientJson);
  const requirements = state?.requirements;
  return {
    id: account.providerAccountId,
    object: 'account',
    country: account.country,
    business_type: account.businessType,
    individual: {
      ...individual,
      verification: { status: state?.identityStatus ?? 'unverified', document: individual.verification?.document ?? null },
    },
    details_submitted: state?.detailsSubmitted ?? account.detailsSubmitted,
    payouts_enabled: state?.payoutsEnabled ?? account.payoutsEnabled,
    charges_enabled: state?.chargesEnabled ?? false,
    external_accounts: { object: 'list', data: external, total_count: external.length },
    external_accounts_error: state ? externalAccountsError(state) : account.externalAccountsError,
    combined_requirements: {
      currently_due: requirements?.currentlyDue ?? [],
      eventually_due: requirements?.eventuallyDue ?? [],
      past_due: requirements?.pastDue ?? [],
      pending_verification: requirements?.pendingVerification ?? [],
      disabled_reason: requirements?.disabledReason ?? null,
      errors: requirements?.errors ?? [],
    },
    settings: { payouts: { schedule: { interval: state?.payoutSchedule ?? account.scheduleInterval } } },
    updated_at: account.updatedAt.toISOString(),
    observed_at: account.providerObservedAt,
  };
}

async function loadAccount(ctx: AppContext, profileId: string) {
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  const banks = await ctx.db.select().from(recipients).where(eq(recipients.profileId, profileId)).orderBy(desc(recipients.createdAt));
  return { account, banks };
}

async function answerAccount(ctx: AppContext, profileId: string) {
  const { account, banks } = await loadAccount(ctx, profileId);
  if (!account) throw new ApiError(404, 'Not Found', 'payout_account_missing');
  return accountJson(account, banks);
}

// ---- the provider's state -------------------------------------------------------------

/**
 * Keeps the provider's report of an account unless a newer one is already kept (by the
 * provider's time, `observedAt`; a report of the same second replaces it). The columns the
 * profile and the nav read (payouts_enabled, details_submitted, external_accounts_error) and
 * each bank account's status follow it. Answers whether it was kept.
 */
export async function storeAccountState(tx: Tx, state: ConnectedAccount): Promise<boolean> {
  const rows = await tx
    .update(payoutAccounts)
    .set({
      providerState: state,
      providerObservedAt: state.observedAt,
      payoutsEnabled: state.payoutsEnabled,
      detailsSubmitted: state.detailsSubmitted,
      externalAccountsError: externalAccountsError(state),
      scheduleInterval: state.payoutSchedule,
      updatedAt: new Date(),
    })
    .where(and(eq(payoutAccounts.providerAccountId, state.id), or(isNull(payoutAccounts.providerObservedAt), lte(payoutAccounts.providerObservedAt, state.observedAt))))
    .returning({ profileId: payoutAccounts.profileId });
  const row = rows[0];
  if (!row) return false;
  for (const bank of state.externalAccounts) {
    await tx
      .update(recipients)
      .set({ status: bank.status, isDefault: bank.defaultForCurrency })
      .where(and(eq(recipients.providerId, bank.id), eq(recipients.profileId, row.profileId)));
  }
  return true;
}

/** storeAccountState in a transaction of its own. */
export function keepAccountState(ctx: AppContext, state: ConnectedAccount): Promise<boolean> {
  return ctx.db.transaction((tx) => storeAccountState(tx, state));
}

/** A refusal by the provider becomes `refused(error)`; its failing (or not being reached) a 502; anything else is ours and passed on. */
function providerFailure(error: unknown, refused?: (error: ProviderError) => ApiError): unknown {
  if (refused && isRefusal(error)) return refused(error);
  if (error instanceof ProviderError) return providerUnavailable(error);
  return error;
}

// ---- the payout account ---------------------------------------------------------------

/**
 * The payout account of a profile; 404 `payout_account_missing` without one. The provider is
 * read first and its answer kept when it is newer; a provider that cannot be reached leaves
 * the kept state, so the page still opens.
 */
export async function readPayoutAccount(ctx: AppContext, profileId: string, log?: PayoutLog) {
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  if (!account) throw new ApiError(404, 'Not Found', 'payout_account_missing');
  if (account.providerAccountId) {
    try {
      await keepAccountState(ctx, await ctx.payments.readAccount(account.providerAccountId));
    } catch (error) {
      log?.warn({ err: error, account: account.providerAccountId }, 'payout account: provider read failed, answering the kept state');
    }
  }
  return answerAccount(ctx, profileId);
}

function dateParts(dob: string): { day: number; month: number; year: number } {
  const [year, month, day] = dob.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** The form's details as the provider takes them. */
function accountDetails(body: PayoutAccount): Omit<AccountDetails, 'tosAcceptance'> {
  return {
    country: body.country,
    businessType: body.business_type,
    individual: {
      firstName: body.first_name,
      lastName: body.last_name,
      dob: dateParts(body.dob),
      address: { line1: body.address1, line2: body.address2 ?? null, city: body.city, state: body.state, postalCode: body.zipcode, country: body.country },
      ...(body.ssn_last_4 ? { ssnLast4: body.ssn_last_4 } : {}),
    },
    ...(body.business_name ? { businessName: body.business_name } : {}),
    payoutInterval: body.payout_schedule,
  };
}

/** The details we keep: masked like the provider's account object (only that the SSN digits were given, the tax id's last 4). */
function keptIndividual(body: PayoutAccount, previous: Individual | null): Individual {
  return {
    first_name: body.first_name,
    last_name: body.last_name,
    address1: body.address1,
    address2: body.address2 ?? null,
    city: body.city,
    state: body.state,
    zipcode: body.zipcode,
    dob: body.dob,
    ...(body.ssn_last_4 ? { ssn_last_4_provided: true } : {}),
    ...(body.tax_id ? { tax_id_last4: body.tax_id.slice(-4) } : {}),
    ...(body.business_name ? { business_name: body.business_name } : {}),
    // The document files attached earlier stay on record when the details are edited.
    ...(previous?.verification ? { verification: previous.verification } : {}),
  };
}

/** The provider's refusal of holder details, on the form field it is about. */
const ACCOUNT_FIELD_BY_PARAM: [RegExp, string][] = [
  [/dob/, 'dob'],
  [/postal_code/, 'zipcode'],
  [/address\]\[state|\[state\]/, 'state'],
  [/address\]\[city|\[city\]/, 'city'],
  [/line1/, 'address1'],
  [/line2/, 'address2'],
  [/first_name/, 'first_name'],
  [/last_name/, 'last_name'],
  [/ssn_last_4/, 'ssn_last_4'],
  [/business_name|company\]\[name/, 'business_name'],
  [/country/, 'country'],
];

function accountRefusal(error: ProviderError): ApiError {
  const text = `${error.code ?? ''} ${error.message}`.toLowerCase();
  const field = ACCOUNT_FIELD_BY_PARAM.find(([pattern]) => pattern.test(text))?.[1] ?? '';
  return validationError([{ field, message: error.message }]);
}

/**
 * Creates (409 if one exists) or updates (404 if none) the payout account: a connected account
 * at the provider (custom, in the payout country, the terms accepted from `ip` now), whose
 * answer is kept and answered. A refusal by the provider saves nothing.
 */
export async function savePayoutAccount(ctx: AppContext, profileId: string, body: PayoutAccount, create: boolean, ip: string) {
  const [existing] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  if (create && existing) throw new ApiError(409, 'Conflict', 'payout_account_exists');
  if (!create && !existing) throw new ApiError(404, 'Not Found', 'payout_account_missing');
  if (existing?.providerAccountId && existing.country !== body.country) {
    throw validationError([{ field: 'country', message: 'The payout country cannot be changed once the payout account exists.' }]);
  }
  const individual = keptIndividual(body, (existing?.individual as Individual | null) ?? null);
  const columns = { country: body.country, businessType: body.business_type, individual, scheduleInterval: body.payout_schedule, updatedAt: new Date() };
  if (!existing) {
    // The row first: a second create at the same time meets the primary key, not a second connected account.
    try {
      await ctx.db.insert(payoutAccounts).values({ profileId, detailsSubmitted: false, payoutsEnabled: false, ...columns });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'Conflict', 'payout_account_exists');
      throw error;
    }
  }
  let state: ConnectedAccount;
  try {
    if (existing?.providerAccountId) {
      state = await ctx.payments.updateAccount(existing.providerAccountId, accountDetails(body));
    } else {
      const tosAcceptance = { date: Math.floor(ctx.clock.now() / 1000), ip };
      state = await ctx.payments.createAccount({ ...accountDetails(body), tosAcceptance }, `payout-account:${profileId}:${randomToken(8)}`);
      await ctx.db.update(payoutAccounts).set({ providerAccountId: state.id }).where(eq(payoutAccounts.profileId, profileId));
    }
  } catch (error) {
    if (!existing) await ctx.db.delete(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
    throw providerFailure(error, accountRefusal);
  }
  await ctx.db.update(payoutAccounts).set(columns).where(eq(payoutAccounts.profileId, profileId));
  await keepAccountState(ctx, state);
  return answerAccount(ctx, profileId);
}

// ---- bank accounts --------------------------------------------------------------------

/** The bank accounts of a profile with the provider's status, newest first. */
export async function listRecipients(ctx: AppContext, profileId: string) {
  const rows = await ctx.db.select().from(recipients).where(eq(recipients.profileId, profileId)).orderBy(desc(recipients.createdAt));
  return { data: rows.map(recipientJson) };
}

/** The request's routing field per bank kind (the provider's `routing_number`), and its name in a sentence. */
const ROUTING_FIELD: Record<BankAccountKind, { field: string; label: string } | null> = {
  us: { field: 'routing_number', label: 'routing number' },
  ca: { field: 'transit_number', label: 'transit and institution numbers' },
  uk: { field: 'sort_code', label: 'sort code' },
  au: { field: 'bsb', label: 'BSB' },
  iban: null,
};

/** The bank account as the provider takes it: Canada's routing number is transit-institution (11000-000). */
function bankDetails(country: PayoutCountry, kind: BankAccountKind, bank: Record<string, string>): BankAccountDetails {
  const routing = bank.routing_number ?? bank.sort_code ?? bank.bsb ?? (bank.transit_number ? `${bank.transit_number}-${bank.institution_number}` : undefined);
  return {
    country,
    currency: CURRENCY[country].toLowerCase(),
    accountHolderName: bank.account_holder_name ?? '',
    ...(routing ? { routingNumber: routing } : {}),
    accountNumber: kind === 'iban' ? (bank.iban ?? '') : (bank.account_number ?? ''),
  };
}

/** The provider's refusal of a bank account, on the field it is about, in a sentence the form shows. */
function bankRefusal(kind: BankAccountKind, error: ProviderError): ApiError {
  const routing = ROUTING_FIELD[kind];
  const text = `${error.code ?? ''} ${error.message}`.toLowerCase();
  if (routing && /routing|sort|bsb|transit|institution/.test(text)) {
    return validationError([{ field: routing.field, message: `Our payment provider did not accept this ${routing.label}. Please check it.` }]);
  }
  const field = kind === 'iban' ? 'iban' : 'account_number';
  const label = kind === 'iban' ? 'IBAN' : 'account number';
  return validationError([{ field, message: `Our payment provider did not accept this ${label}. Please check it or add a different bank account.` }]);
}

/**
 * Adds a checked bank account to the connected account as the default one for its currency.
 * A refusal by the provider is a 400 on the field it is about and saves nothing. Bank accounts
 * the provider could not pay out to are removed once the new one is in (as Stripe's dashboard
 * replaces a failed one; docs/decisions/payout-setup.md); working older ones stay, not default.
 */
export async function addRecipient(ctx: AppContext, profileId: string, country: PayoutCountry, kind: BankAccountKind, bank: Record<string, string>, log?: PayoutLog) {
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  if (!account?.providerAccountId) throw new ApiError(404, 'Not Found', 'payout_account_missing');
  const id = `ba_${randomToken(12)}`;
  const details = bankDetails(country, kind, bank);
  let added: ExternalBankAccount;
  try {
    added = await ctx.payments.addBankAccount(account.providerAccountId, details, `recipient:${id}`);
  } catch (error) {
    throw providerFailure(error, (refusal) => bankRefusal(kind, refusal));
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(recipients)
      .set({ isDefault: false })
      .where(and(eq(recipients.profileId, profileId), eq(recipients.currency, details.currency.toUpperCase())));
    await tx.insert(recipients).values({
      id,
      profileId,
      country,
      currency: details.currency.toUpperCase(),
      accountHolderName: details.accountHolderName,
      bankType: kind,
      last4: added.last4,
      routingHint: details.routingNumber ?? null,
      isDefault: added.defaultForCurrency,
      providerId: added.id,
      status: added.status,
    });
  });
  const failed = await ctx.db
    .select()
    .from(recipients)
    .where(and(eq(recipients.profileId, profileId), inArray(recipients.status, [...FAILED_BANK_STATUSES])));
  for (const old of failed) {
    if (old.id === id) continue;
    try {
      if (old.providerId) await ctx.payments.removeBankAccount(account.providerAccountId, old.providerId);
      await ctx.db.delete(recipients).where(eq(recipients.id, old.id));
    } catch (error) {
      // Left in place, not default: the provider pays out to the new one all the same.
      log?.warn({ err: error, bank: old.providerId }, 'payout bank account: the failed one could not be removed');
    }
  }
  try {
    await keepAccountState(ctx, await ctx.payments.readAccount(account.providerAccountId));
  } catch (error) {
    log?.warn({ err: error, account: account.providerAccountId }, 'payout account: provider read after adding a bank account failed');
  }
  const [row] = await ctx.db.select().from(recipients).where(eq(recipients.id, id));
  if (!row) throw new Error('recipient vanished');
  return recipientJson(row);
}

// ---- readiness ------------------------------------------------------------------------

/** Whether payouts can run and why not (the host nav's warnings read this), from the provider's last report. */
export async function bankReady(ctx: AppContext, profileId: string) {
  const { account, banks } = await loadAccount(ctx, profileId);
  const state = (account?.providerState as ConnectedAccount | null | undefined) ?? null;
  const payoutsEnabled = state?.payoutsEnabled ?? account?.payoutsEnabled ?? false;
  return {
    ready: payoutsEnabled,
    details_submitted: state?.detailsSubmitted ?? account?.detailsSubmitted ?? false,
    has_external_account: state ? state.externalAccounts.length > 0 : banks.length > 0,
    payouts_enabled: payoutsEnabled,
    external_accounts_error: state ? externalAccountsError(state) : (account?.externalAccountsError ?? null),
    identity_verified: state?.identityStatus === 'verified',
  };
}

// ---- identity documents ---------------------------------------------------------------

const FILE_MIME: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** The provider's file, or the field issue that refuses it (missing, or not an identity document). */
async function identityFile(
  ctx: AppContext,
  id: string,
  field: 'document_front' | 'document_back',
): Promise<{ issue: FieldIssue } | { file: { id: string; size: number; type: string | null } }> {
  const message = MESSAGES[field === 'document_front' ? 'identityDocument.front' : 'identityDocument.back'];
  try {
    const file = await ctx.payments.readFile(id);
    if (file.purpose !== 'identity_document') return { issue: { field, message } };
    return { file };
  } catch (error) {
    if (isRefusal(error)) return { issue: { field, message } };
    throw providerFailure(error);
  }
}

/**
 * Attaches the two sides of an identity document (provider file ids the page uploaded straight
 * to the provider) to the caller's connected account. Both must exist at the provider as
 * identity documents, differ, and never have been attached before: the page uploads with the
 * platform's publishable key, so the provider cannot say whose a file is, and `provider_files`
 * records each id once (docs/decisions/payout-setup.md). The answer lists the document in
 * `pending_verification` until the provider's `account.updated` reports the result.
 */
export async function attachIdentityDocument(ctx: AppContext, profileId: string, body: PayoutVerification) {
  if (body.document_front === body.document_back) throw validationError([{ field: 'document_back', message: MESSAGES['identityDocument.back'] }]);
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  if (!account?.providerAccountId) throw new ApiError(404, 'Not Found', 'payout_account_missing');
  const [front, back] = await Promise.all([identityFile(ctx, body.document_front, 'document_front'), identityFile(ctx, body.document_back, 'document_back')]);
  const issues = [front, back].flatMap((side) => ('issue' in side ? [side.issue] : []));
  if (issues.length > 0) throw validationError(issues);
  const files = [front, back].flatMap((side) => ('file' in side ? [side.file] : []));
  const claimed = await ctx.db
    .insert(providerFiles)
    .values(files.map((file) => ({ id: file.id, profileId, purpose: 'identity_document', mime: FILE_MIME[file.type ?? ''] ?? null, size: file.size, attachedAt: new Date() })))
    .onConflictDoNothing()
    .returning({ id: providerFiles.id });
  const ids = new Set(claimed.map((row) => row.id));
  if (ids.size < 2) {
    // A file already attached (to this account or another): nothing is attached, and the claim just made is let go.
    if (ids.size > 0) await ctx.db.delete(providerFiles).where(inArray(providerFiles.id, [...ids]));
    throw validationError([
      ...(ids.has(body.document_front) ? [] : [{ field: 'document_front', message: MESSAGES['identityDocument.front'] }]),
      ...(ids.has(body.document_back) ? [] : [{ field: 'document_back', message: MESSAGES['identityDocument.back'] }]),
    ]);
  }
  let state: ConnectedAccount;
  try {
    state = await ctx.payments.attachIdentityDocument(account.providerAccountId, body.document_front, body.document_back);
  } catch (error) {
    await ctx.db.delete(providerFiles).where(inArray(providerFiles.id, [...ids]));
    throw providerFailure(error, (refusal) => validationError([{ field: 'document_front', message: refusal.message }]));
  }
  const individual: Individual = { ...((account.individual as Individual | null) ?? {}), verification: { document: { front: body.document_front, back: body.document_back } } };
  await ctx.db.update(payoutAccounts).set({ individual, updatedAt: new Date() }).where(eq(payoutAccounts.profileId, profileId));
  await keepAccountState(ctx, state);
  return answerAccount(ctx, profileId);
}

// ---- the host's ledger ----------------------------------------------------------------

/** What a booking's payment owes its host (integer minor units, ISO 4217 currency). */
export interface BookingEarnings {
  bookingId: number;
  hostProfileId: string;
  totalAmount: number;
  feeAmount: number;
  currency: string;
  providerPaymentId: string | null;
}

/**
 * Records what a booking's payment owes its host: the total, our fee and the rest as the
 * host's payout. Once per booking: a second call answers the first entry.
 */
export async function recordBookingEarnings(ctx: Pick<AppContext, 'db'>, earnings: BookingEarnings) {
  const { totalAmount, feeAmount } = earnings;
  if (![totalAmount, feeAmount].every(Number.isSafeInteger) || totalAmount < 0 || feeAmount < 0 || feeAmount > totalAmount) {
    throw new Error(`booking ${earnings.bookingId}: earnings must be whole minor units with the fee within the total (${totalAmount}, ${feeAmount})`);
  }
  const currency = earnings.currency.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw new Error(`booking ${earnings.bookingId}: '${earnings.currency}' is not an ISO 4217 currency`);
  await ctx.db
    .insert(hostLedger)
    .values({
      bookingId: earnings.bookingId,
      hostProfileId: earnings.hostProfileId,
      totalAmount,
      feeAmount,
      payoutAmount: totalAmount - feeAmount,
      currency,
      providerPaymentId: earnings.providerPaymentId,
    })
    .onConflictDoNothing({ target: hostLedger.bookingId });
  const [row] = await ctx.db.select().from(hostLedger).where(eq(hostLedger.bookingId, earnings.bookingId));
  if (!row) throw new Error(`booking ${earnings.bookingId}: ledger entry vanished`);
  return row;
}

/**
 * Moves a ledger entry's payout to the host's connected account: one provider transfer per
 * entry (the entry's id is the idempotency key, so a retry never pays twice), recorded in
 * `host_transfers`. The provider decides whether the account can take it; its refusal is
 * passed on and the entry stays pending.
 */
export async function transferEarnings(ctx: Pick<AppContext, 'db' | 'payments'>, ledgerId: string) {
  const [entry] = await ctx.db.select().from(hostLedger).where(eq(hostLedger.id, ledgerId));
  if (!entry) throw new ApiError(404, 'Not Found', 'ledger_entry_missing');
  const [done] = await ctx.db.select().from(hostTransfers).where(eq(hostTransfers.ledgerId, ledgerId));
  if (done) return done;
  const [account] = await ctx.db.select({ providerAccountId: payoutAccounts.providerAccountId }).from(payoutAccounts).where(eq(payoutAccounts.profileId, entry.hostProfileId));
  if (!account?.providerAccountId) throw new ApiError(409, 'Conflict', 'payout_account_missing');
  let transfer: Transfer;
  try {
    transfer = await ctx.payments.createTransfer(
      {
        amount: entry.payoutAmount,
        currency: entry.currency,
        destination: account.providerAccountId,
        metadata: { ledger_id: entry.id, ...(entry.bookingId !== null ? { booking_id: String(entry.bookingId) } : {}) },
      },
      `ledger:${entry.id}`,
    );
  } catch (error) {
    throw providerFailure(error, (refusal) => new ApiError(409, 'transfer_refused', refusal.message, { provider_code: refusal.code }));
  }
  const [row] = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(hostTransfers)
      .values({
        id: transfer.id,
        hostProfileId: entry.hostProfileId,
        ledgerId: entry.id,
        amount: transfer.amount,
        currency: transfer.currency.toLowerCase(),
        // In the host's provider balance: paid once the provider reports the payout to the bank paid (payout.paid).
        status: transfer.reversed ? 'reversed' : 'pending',
        createdAt: new Date(transfer.created * 1000),
      })
      .onConflictDoNothing();
    await tx
      .update(hostLedger)
      .set({ status: transfer.reversed ? 'reversed' : 'transferred', blockedReason: null })
      .where(eq(hostLedger.id, entry.id));
    return tx.select().from(hostTransfers).where(eq(hostTransfers.id, transfer.id));
  });
  if (!row) throw new Error(`ledger ${ledgerId}: transfer vanished`);
  return row;
}

/**
 * The provider paid a connected account's payout to its bank (`payout.paid`): the host's
 * transfers still pending that the payout covers (made at or before it) are paid, and their
 * ledger entries with them. The provider pays a balance out, not a transfer, so the payout's time
 * decides, not an id (docs/decisions/checkout-flow.md, Implementation notes).
 */
export async function markPayoutPaid(tx: Tx, accountId: string, payout: { id: string; created: number; status: string }, at: Date): Promise<number> {
  if (payout.status !== 'paid') return 0;
  const [account] = await tx.select({ profileId: payoutAccounts.profileId }).from(payoutAccounts).where(eq(payoutAccounts.providerAccountId, accountId));
  if (!account) return 0;
  const paid = await tx
    .update(hostTransfers)
    .set({ status: 'paid', payoutId: payout.id, paidAt: at })
    .where(and(eq(hostTransfers.hostProfileId, account.profileId), eq(hostTransfers.status, 'pending'), lte(hostTransfers.createdAt, new Date(payout.created * 1000))))
    .returning({ ledgerId: hostTransfers.ledgerId });
  const ledgerIds = paid.flatMap((t) => (t.ledgerId ? [t.ledgerId] : []));
  if (ledgerIds.length > 0)
    await tx
      .update(hostLedger)
      .set({ status: 'paid' })
      .where(and(inArray(hostLedger.id, ledgerIds), eq(hostLedger.status, 'transferred')));
  return paid.length;
}

/** The host's payout history: each ledger entry with its transfers, newest first. */
export async function listPayouts(ctx: AppContext, profileId: string) {
  const entries = await ctx.db.select().from(hostLedger).where(eq(hostLedger.hostProfileId, profileId)).orderBy(desc(hostLedger.createdAt), desc(hostLedger.id));
  const transfers =
    entries.length === 0
      ? []
      : await ctx.db
          .select()
          .from(hostTransfers)
          .where(
            inArray(
              hostTransfers.ledgerId,
              entries.map((e) => e.id),
            ),
          )
          .orderBy(desc(hostTransfers.createdAt));
  return {
    data: entries.map((entry) => ({
      id: entry.id,
      booking_id: entry.bookingId,
      total_amount: entry.totalAmount,
      fee_amount: entry.feeAmount,
      payout_amount: entry.payoutAmount,
      currency: entry.currency.toLowerCase(),
      status: entry.status,
      /** Why a pending entry waits (docs/decisions/checkout-flow.md): no payout account, payouts off at the provider, a refusal. */
      blocked_reason: entry.blockedReason,
      transfers: transfers
        .filter((t) => t.ledgerId === entry.id)
        .map((t) => ({
          id: t.id,
          amount: t.amount,
          currency: t.currency.toLowerCase(),
          status: t.status,
          created_at: t.createdAt.toISOString(),
          payout_id: t.payoutId,
          paid_at: t.paidAt?.toISOString() ?? null,
        })),
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
