import { BANK_KIND_BY_COUNTRY, type BankAccountKind, type PayoutCountry } from '@hourspace/validation';

/** A bank account as the payout account lists it: only the last 4 digits travel. */
export interface BankAccountView {
  id: string;
  country?: string | null;
  currency?: string | null;
  account_holder_name?: string | null;
  bank_type?: string | null;
  last4?: string | null;
  routing_number?: string | null;
  default_for_currency?: boolean | null;
  /** The provider's status: 'new' | 'validated' | 'verified' | 'verification_failed' | 'errored'. */
  status?: string | null;
}

/** A requirement the provider refused, and why (`combined_requirements.errors`). */
export interface RequirementErrorView {
  requirement: string;
  code: string;
  reason?: string | null;
}

/** The payout account fields these pages read (spec §3 Payout account, plus what the API adds). */
export interface PayoutAccountView {
  country?: string | null;
  business_type?: string | null;
  individual?: Record<string, unknown> | null;
  details_submitted: boolean;
  payouts_enabled: boolean;
  external_accounts: { data: unknown[] };
  external_accounts_error?: string | null;
  combined_requirements?: {
    currently_due?: string[];
    eventually_due?: string[];
    past_due?: string[];
    /** What the provider is checking now (a document, a bank account); its answer arrives by webhook. */
    pending_verification?: string[];
    errors?: RequirementErrorView[];
    disabled_reason?: string | null;
  } | null;
  settings?: { payouts: { schedule: { interval: string } } } | null;
}

/** What `bank/ready` answers. */
export interface BankReadyView {
  ready: boolean;
  details_submitted?: boolean | null;
  has_external_account?: boolean | null;
  payouts_enabled?: boolean | null;
  external_accounts_error?: string | null;
  identity_verified?: boolean | null;
}

/** The requirement an identity document answers. */
export const IDENTITY_REQUIREMENT = 'individual.verification.document';

/** The payout pages, by the path after the locale prefix. */
export const PAYOUT_PATHS = { host: '/account/host', methods: '/account/methods', verify: '/account/verify' } as const;

/** One line of the payout readiness checklist: done or not, and where it is fixed. */
export interface ChecklistItem {
  id: 'details' | 'bank' | 'identity' | 'payouts';
  done: boolean;
  href: string;
}

/** Every requirement the provider still lists, once each (past due first, then currently and eventually due). */
export function outstandingRequirements(account: PayoutAccountView | null): string[] {
  const r = account?.combined_requirements;
  return [...new Set([...(r?.past_due ?? []), ...(r?.currently_due ?? []), ...(r?.eventually_due ?? [])])];
}

/**
 * The readiness checklist (docs/decisions/payout-setup.md): details submitted, bank account, identity verified,
 * payouts enabled, from `bank/ready` and the account's requirements. Each links to the page
 * that fixes it; payouts link where the first missing step is (spec §2.7's warning targets).
 */
export function readinessChecklist(ready: BankReadyView, account: PayoutAccountView | null): ChecklistItem[] {
  const details = Boolean(ready.details_submitted ?? account?.details_submitted);
  const bankError = ready.external_accounts_error ?? account?.external_accounts_error ?? null;
  const bank = Boolean(ready.has_external_account ?? (account?.external_accounts.data.length ?? 0) > 0) && !bankError;
  const identity = details && (ready.identity_verified ?? !outstandingRequirements(account).includes(IDENTITY_REQUIREMENT));
  const payouts = Boolean(ready.payouts_enabled ?? ready.ready);
  const payoutsHref = !details || !(ready.has_external_account ?? false) ? PAYOUT_PATHS.host : bankError ? PAYOUT_PATHS.methods : PAYOUT_PATHS.verify;
  return [
    { id: 'details', done: details, href: PAYOUT_PATHS.host },
    { id: 'bank', done: bank, href: bankError || details ? PAYOUT_PATHS.methods : PAYOUT_PATHS.host },
    { id: 'identity', done: identity, href: PAYOUT_PATHS.verify },
    { id: 'payouts', done: payouts, href: payoutsHref },
  ];
}

/** The bank rules a payout country uses (US, Canada, UK, Australia, or IBAN). */
export function bankKindFor(country: string | null | undefined): BankAccountKind {
  return BANK_KIND_BY_COUNTRY[(country ?? 'US').toUpperCase() as PayoutCountry] ?? 'iban';
}

/** The default bank account of the payout account, if any. */
export function defaultBankAccount(account: PayoutAccountView | null): BankAccountView | null {
  const banks = (account?.external_accounts.data ?? []) as BankAccountView[];
  return banks.find((bank) => bank.default_for_currency) ?? banks[0] ?? null;
}

/** A same-site link to a payout page under the current locale prefix ('/us/account/methods'). */
export function payoutHref(prefix: string, path: string): string {
  const clean = prefix.replace(/^\/+|\/+$/g, '');
  return clean === '' ? path : `/${clean}${path}`;
}

/** Bank account statuses the provider gives a bank account before it has said whether it works. */
const UNCHECKED_BANK_STATUSES = new Set(['new', 'validated']);

/**
 * Whether the provider is still checking something of the account (docs/decisions/payments-provider.md):
 * it lists a requirement as pending verification, or a bank account added in this visit
 * (`bankAddedRecently`) still has the status it was created with. A bank account stays 'new'
 * until the provider has a reason to change it, so only one just added counts as pending.
 */
export function verificationPending(account: PayoutAccountView | null | undefined, bankAddedRecently: boolean): boolean {
  if (!account) return false;
  if ((account.combined_requirements?.pending_verification ?? []).length > 0) return true;
  if (!bankAddedRecently || account.external_accounts_error) return false;
  const bank = defaultBankAccount(account);
  return Boolean(bank?.status && UNCHECKED_BANK_STATUSES.has(bank.status));
}

/** The provider's refusals of the account's requirements (an identity document it could not verify, …). */
export function requirementErrors(account: PayoutAccountView | null | undefined): RequirementErrorView[] {
  return account?.combined_requirements?.errors ?? [];
}

/** Whether a provider error is about the identity document (Stripe's `verification_document_*` codes). */
export function isDocumentError(error: RequirementErrorView): boolean {
  return error.code.startsWith('verification_document') || error.requirement.startsWith('individual.verification.');
}
