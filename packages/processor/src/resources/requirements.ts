import { type Core, type Ctx } from '../core';
import { type StripeObject } from '../state';

export const DOCUMENT = 'individual.verification.document';

type Person = Record<string, unknown> & {
  dob?: Record<string, number | null>;
  address?: Record<string, string | null>;
  verification: { status: string; details: string | null; details_code: string | null; document: { front: string | null; back: string | null } };
};

export function banksOf(account: StripeObject): StripeObject[] {
  return (account.external_accounts as { data: StripeObject[] }).data;
}

/** The bank account payouts go to: the default for the account's currency, else the first. */
export function payoutBank(account: StripeObject): StripeObject | undefined {
  const banks = banksOf(account);
  return banks.find((b) => b.default_for_currency && b.currency === account.default_currency) ?? banks.find((b) => b.default_for_currency) ?? banks[0];
}

function empty(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/** What Stripe would still ask a custom account for, from what the account holds (never from the caller). */
export function computeRequirements(account: StripeObject): void {
  const due: string[] = [];
  const pending: string[] = [];
  const errors: { requirement: string; code: string; reason: string }[] = [];
  const person = account.individual as Person;
  const us = account.country === 'US';
  if (empty(account.business_type)) due.push('business_type');
  if (account.business_type === 'company' && empty((account.company as Record<string, unknown> | null)?.name)) due.push('company.name');
  for (const f of ['first_name', 'last_name']) if (empty(person[f])) due.push(`individual.${f}`);
  for (const f of ['day', 'month', 'year']) if (empty(person.dob?.[f])) due.push(`individual.dob.${f}`);
  for (const f of ['line1', 'city', 'postal_code', ...(us ? ['state'] : [])]) if (empty(person.address?.[f])) due.push(`individual.address.${f}`);
  if (us && !person.ssn_last_4_provided && !person.id_number_provided) due.push('individual.ssn_last_4');
  const tos = account.tos_acceptance as Record<string, unknown>;
  if (empty(tos.date)) due.push('tos_acceptance.date');
  if (empty(tos.ip)) due.push('tos_acceptance.ip');
  const detailsSubmitted = due.length === 0;

  const bank = payoutBank(account);
  if (!bank) due.push('external_account');
  else if (bank.status === 'new') pending.push('external_account');
  else if (bank.status === 'errored') {
    due.push('external_account');
    errors.push({
      requirement: 'external_account',
      code: 'verification_failed_other',
      reason: `The bank account ending in ${String(bank.last4)} could not be verified by the bank; add another bank account.`,
    });
  }

  const verification = person.verification;
  if (verification.status === 'pending') pending.push(DOCUMENT);
  else if (verification.status !== 'verified') {
    due.push(DOCUMENT);
    if (verification.details_code)
      errors.push({ requirement: DOCUMENT, code: 'verification_document_failed_test_mode', reason: verification.details ?? 'The document could not be verified.' });
  }

  const lists = { alternatives: [], current_deadline: null, disabled_reason: null as string | null, errors, pending_verification: pending };
  account.requirements = {
    ...lists,
    currently_due: due,
    eventually_due: [...due],
    past_due: [...due],
    disabled_reason: due.length ? 'requirements.past_due' : pending.length ? 'requirements.pending_verification' : null,
  };
  account.future_requirements = {
    alternatives: [],
    current_deadline: null,
    currently_due: [],
    disabled_reason: null,
    errors: [],
    eventually_due: [],
    past_due: [],
    pending_verification: [],
  };
  account.details_submitted = detailsSubmitted;
  account.charges_enabled = detailsSubmitted;
  account.payouts_enabled = due.length === 0 && pending.length === 0;
  const requested = account.capabilities as Record<string, string>;
  for (const cap of Object.keys(requested)) requested[cap] = detailsSubmitted ? 'active' : pending.length ? 'pending' : 'inactive';
  for (const b of banksOf(account)) b.requirements = { currently_due: [], errors: [], past_due: [], pending_verification: [] };
}

/**
 * Applies a change to an account, recomputes its requirements and, when anything changed,
 * emits `account.updated` with the previous values (docs/decisions/payments-provider.md).
 */
export function mutateAccount(core: Core, account: StripeObject, change: () => void, ctx?: Ctx): StripeObject {
  const before = structuredClone(account);
  change();
  computeRequirements(account);
  core.store.changed();
  const previous: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(account)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(account[key])) previous[key] = before[key] ?? null;
  }
  if (Object.keys(previous).length) core.emit('account.updated', account, { previous, account: account.id, ctx });
  return account;
}
