import { type Core, type Ctx, list } from '../core';
import { invalid } from '../errors';
import { newId } from '../ids';
import { type Params, metadata, obj, optBool, optInt, optStr } from '../params';
import { route } from '../router';
import { type PendingCheck, type StripeObject } from '../state';

type NewCheck = Omit<PendingCheck, 'dueAt'>;
import { addBank, currencyOf } from './banks';
import { computeRequirements, mutateAccount } from './requirements';

const FAILURE_DETAILS = 'A test data helper was supplied to simulate verification failing.';

function setStrings(target: Record<string, unknown>, p: Params, fields: string[], prefix: string): void {
  for (const f of fields) {
    const v = optStr(p, f, `${prefix}[${f}]`);
    if (v !== undefined) target[f] = v === '' ? null : v;
  }
}

function applyDob(person: Record<string, unknown>, p: Params): void {
  if (p.dob === undefined) return;
  const dob = obj(p, 'dob');
  const day = optInt(dob, 'day', 'individual[dob][day]');
  const month = optInt(dob, 'month', 'individual[dob][month]');
  const year = optInt(dob, 'year', 'individual[dob][year]');
  if (day !== undefined && (day < 1 || day > 31)) throw invalid('Invalid day of birth.', 'individual[dob][day]');
  if (month !== undefined && (month < 1 || month > 12)) throw invalid('Invalid month of birth.', 'individual[dob][month]');
  if (year !== undefined && (year < 1900 || year > new Date().getUTCFullYear())) throw invalid('Invalid year of birth.', 'individual[dob][year]');
  const current = (person.dob ?? { day: null, month: null, year: null }) as Record<string, number | null>;
  person.dob = { day: day ?? current.day, month: month ?? current.month, year: year ?? current.year };
}

/** `individual[verification][document][front|back]`: the document goes `pending` and is checked after verifyMs. */
function applyDocument(core: Core, account: StripeObject, person: Record<string, unknown>, p: Params): NewCheck | null {
  const doc = obj(obj(p, 'verification'), 'document');
  const front = optStr(doc, 'front', 'individual[verification][document][front]');
  const back = optStr(doc, 'back', 'individual[verification][document][back]');
  if (!front && !back) return null;
  for (const [side, id] of [
    ['front', front],
    ['back', back],
  ] as const) {
    if (!id) continue;
    const file = core.store.get('file', id);
    if (!file) throw invalid(`No such file upload: '${id}'`, `individual[verification][document][${side}]`, 'resource_missing');
    if (file.purpose !== 'identity_document')
      throw invalid(`The file ${id} has purpose ${String(file.purpose)}; an identity document needs purpose identity_document.`, `individual[verification][document][${side}]`);
  }
  const verification = person.verification as Record<string, unknown>;
  const current = verification.document as Record<string, unknown>;
  verification.document = { front: front ?? current.front ?? null, back: back ?? current.back ?? null, details: null, details_code: null };
  Object.assign(verification, { status: 'pending', details: null, details_code: null });
  return { kind: 'document', account: account.id, target: String(front ?? current.front ?? back) };
}

function applyIndividual(core: Core, account: StripeObject, body: Params): NewCheck | null {
  if (body.individual === undefined) return null;
  const p = obj(body, 'individual');
  const person = account.individual as Record<string, unknown>;
  setStrings(person, p, ['first_name', 'last_name', 'email', 'phone', 'first_name_kana', 'last_name_kana'], 'individual');
  applyDob(person, p);
  if (p.address !== undefined) {
    const address = { ...(person.address as Record<string, unknown>) };
    setStrings(address, obj(p, 'address'), ['line1', 'line2', 'city', 'state', 'postal_code', 'country'], 'individual[address]');
    person.address = address;
  }
  const ssn = optStr(p, 'ssn_last_4', 'individual[ssn_last_4]');
  if (ssn !== undefined) {
    if (!/^\d{4}$/.test(ssn)) throw invalid('The last 4 digits of the SSN must be 4 digits.', 'individual[ssn_last_4]');
    person.ssn_last_4_provided = true;
  }
  const idNumber = optStr(p, 'id_number', 'individual[id_number]');
  if (idNumber) {
    person.id_number_provided = true;
    if (account.country === 'US' && /^\d{9}$/.test(idNumber)) person.ssn_last_4_provided = true;
  }
  person.metadata = metadata(p, person.metadata as Record<string, string>);
  return applyDocument(core, account, person, p);
}

/** Everything POST /v1/accounts and POST /v1/accounts/:id share. */
function applyParams(core: Core, account: StripeObject, body: Params): NewCheck | null {
  const type = optStr(body, 'business_type');
  if (type !== undefined) {
    if (!['individual', 'company', 'non_profit', 'government_entity'].includes(type)) throw invalid('Invalid business_type.', 'business_type');
    account.business_type = type;
  }
  setStrings(account, body, ['email'], '');
  const currency = optStr(body, 'default_currency');
  if (currency) account.default_currency = currency.toLowerCase();
  if (body.company !== undefined) {
    const company = { ...((account.company as Record<string, unknown> | null) ?? {}) };
    setStrings(company, obj(body, 'company'), ['name', 'phone', 'tax_id'], 'company');
    account.company = company;
  }
  if (body.business_profile !== undefined)
    setStrings(
      account.business_profile as Record<string, unknown>,
      obj(body, 'business_profile'),
      ['name', 'url', 'mcc', 'product_description', 'support_email'],
      'business_profile',
    );
  if (body.tos_acceptance !== undefined) {
    const tos = obj(body, 'tos_acceptance');
    const date = optInt(tos, 'date', 'tos_acceptance[date]');
    const target = account.tos_acceptance as Record<string, unknown>;
    if (date !== undefined) target.date = date;
    setStrings(target, tos, ['ip', 'user_agent'], 'tos_acceptance');
  }
  const schedule = obj(obj(obj(body, 'settings'), 'payouts'), 'schedule');
  const interval = optStr(schedule, 'interval', 'settings[payouts][schedule][interval]');
  if (interval !== undefined) {
    if (!['daily', 'weekly', 'monthly', 'manual'].includes(interval))
      throw invalid('Invalid interval: must be one of daily, weekly, monthly or manual', 'settings[payouts][schedule][interval]');
    const settings = account.settings as { payouts: { schedule: Record<string, unknown> } };
    settings.payouts.schedule = { ...settings.payouts.schedule, interval, ...(interval === 'weekly' ? { weekly_anchor: optStr(schedule, 'weekly_anchor') ?? 'monday' } : {}) };
  }
  const caps = obj(body, 'capabilities');
  for (const [name, v] of Object.entries(caps)) {
    if (optBool(obj(caps, name), 'requested', `capabilities[${name}][requested]`) === true && typeof v === 'object') {
      const current = account.capabilities as Record<string, string>;
      current[name] ??= 'inactive';
    }
  }
  account.metadata = metadata(body, account.metadata as Record<string, string>);
  return applyIndividual(core, account, body);
}

function newAccount(core: Core, body: Params): StripeObject {
  const type = optStr(body, 'type') ?? 'custom';
  if (!['custom', 'express', 'standard'].includes(type)) throw invalid('Invalid type: must be one of custom, express or standard', 'type');
  const country = (optStr(body, 'country') ?? 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw invalid(`Invalid country: ${country}`, 'country');
  const id = newId('acct');
  return {
    id,
    object: 'account',
    business_profile: { mcc: null, name: null, product_description: null, support_email: null, url: null },
    business_type: null,
    capabilities: {},
    charges_enabled: false,
    company: null,
    controller: { is_controller: true, type: 'application' },
    country,
    created: core.seconds(),
    default_currency: currencyOf(country),
    details_submitted: false,
    email: null,
    external_accounts: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/accounts/${id}/external_accounts` },
    future_requirements: {},
    individual: {
      id: newId('person'),
      object: 'person',
      account: id,
      address: { city: null, country, line1: null, line2: null, postal_code: null, state: null },
      created: core.seconds(),
      dob: { day: null, month: null, year: null },
      email: null,
      first_name: null,
      id_number_provided: false,
      last_name: null,
      metadata: {},
      relationship: { director: false, executive: false, owner: false, percent_ownership: null, representative: true, title: null },
      ssn_last_4_provided: false,
      verification: {
        additional_document: { back: null, details: null, details_code: null, front: null },
        details: null,
        details_code: null,
        document: { back: null, details: null, details_code: null, front: null },
        status: 'unverified',
      },
    },
    metadata: {},
    payouts_enabled: false,
    requirements: {},
    settings: { payouts: { debit_negative_balances: false, schedule: { delay_days: 2, interval: 'daily' }, statement_descriptor: null } },
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type,
  };
}

/** A document check finished: verified, or back in currently_due with the test-mode failure. */
export function finishDocumentCheck(core: Core, check: PendingCheck): void {
  const account = core.store.get('account', check.account);
  if (!account) return;
  const verification = (account.individual as { verification: Record<string, unknown> & { document: Record<string, unknown> } }).verification;
  const doc = verification.document;
  if (verification.status !== 'pending' || (doc.front ?? doc.back) !== check.target) return;
  const failing = [doc.front, doc.back].some((f) => typeof f === 'string' && core.store.state.failingFiles.includes(f));
  mutateAccount(core, account, () => {
    if (failing) {
      Object.assign(doc, { details: FAILURE_DETAILS, details_code: 'document_failed_test_mode' });
      Object.assign(verification, { status: 'unverified', details: FAILURE_DETAILS, details_code: 'document_failed_test_mode' });
    } else Object.assign(verification, { status: 'verified' });
  });
}

export const accountRoutes = [
  route('POST', '/v1/accounts', 'secret', (ctx: Ctx) => {
    const { core, body } = ctx;
    const account = newAccount(core, body);
    const check = applyParams(core, account, body);
    computeRequirements(account);
    core.store.put('account', account);
    if (check) core.addCheck(check);
    if (body.external_account !== undefined) addBank(core, account, body, 'external_account', ctx);
    return account;
  }),

  route('GET', '/v1/accounts', 'secret', ({ core, body }) => list(Object.values(core.store.table('account')), body, '/v1/accounts')),

  route('GET', '/v1/accounts/:id', 'secret', ({ core, path }) => core.find('account', path.id!, 'account')),

  route('POST', '/v1/accounts/:id', 'secret', (ctx) => {
    const { core, body } = ctx;
    const account = core.find('account', ctx.path.id!, 'account');
    let check: NewCheck | null = null;
    mutateAccount(core, account, () => (check = applyParams(core, account, body)), ctx);
    if (check) core.addCheck(check);
    // Stripe replaces every existing external account when one is given on update.
    if (body.external_account !== undefined) addBank(core, account, body, 'external_account', ctx, { replace: true });
    return account;
  }),
];
