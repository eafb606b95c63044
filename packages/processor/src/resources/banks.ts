import { createHash } from 'node:crypto';
import { type Core, type Ctx, list } from '../core';
import { invalid } from '../errors';
import { newId } from '../ids';
import { type Params, isParams, metadata, optBool, optStr } from '../params';
import { route } from '../router';
import { type PendingCheck, type StripeObject } from '../state';
import { banksOf, mutateAccount } from './requirements';

const CURRENCY: Record<string, string> = { US: 'usd', GB: 'gbp', AU: 'aud', CA: 'cad', NZ: 'nzd', CH: 'chf', SE: 'sek', NO: 'nok', DK: 'dkk', PL: 'pln' };

export function currencyOf(country: string): string {
  return CURRENCY[country] ?? 'eur';
}

function abaValid(r: string): boolean {
  if (!/^\d{9}$/.test(r)) return false;
  const d = [...r].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of moved) rest = (rest * 10 + Number(ch)) % 97;
  return rest === 1;
}

interface BankInput {
  country: string;
  currency: string;
  routing: string | null;
  number: string;
  holderName: string | null;
  holderType: string | null;
}

/** Validates a bank account's shape per country (ABA checksum, sort code, BSB, transit, IBAN). */
export function checkBank(p: Params, param: string): BankInput {
  const country = (optStr(p, 'country', `${param}[country]`) ?? 'US').toUpperCase();
  const currency = (optStr(p, 'currency', `${param}[currency]`) ?? currencyOf(country)).toLowerCase();
  const routingRaw = optStr(p, 'routing_number', `${param}[routing_number]`)?.replace(/[\s-]/g, '') ?? '';
  const number = (optStr(p, 'account_number', `${param}[account_number]`) ?? '').replace(/\s/g, '').toUpperCase();
  const fail = (what: string, field: string, code: string): never => {
    throw invalid(what, `${param}[${field}]`, code);
  };
  if (!number) fail('Missing required param: account_number.', 'account_number', 'parameter_missing');
  const iban = /^[A-Z]{2}\d{2}/.test(number);
  if (iban && !ibanValid(number)) fail('The IBAN you provided is invalid.', 'account_number', 'account_number_invalid');
  if (!iban) {
    const shapes: Record<string, [RegExp, RegExp, string]> = {
      US: [/^\d{9}$/, /^\d{4,17}$/, 'a 9-digit ABA routing number'],
      GB: [/^\d{6}$/, /^\d{8}$/, 'a 6-digit sort code'],
      AU: [/^\d{6}$/, /^\d{5,9}$/, 'a 6-digit BSB'],
      CA: [/^\d{8}$/, /^\d{7,12}$/, 'a transit and institution number (XXXXX-YYY)'],
    };
    const shape = shapes[country];
    if (!shape) fail(`Bank accounts in ${country} need an IBAN as the account number.`, 'account_number', 'account_number_invalid');
    const [routingShape, numberShape, routingName] = shape!;
    if (!routingShape.test(routingRaw) || (country === 'US' && !abaValid(routingRaw)))
      fail(`Invalid routing number: expected ${routingName}.`, 'routing_number', 'routing_number_invalid');
    if (!numberShape.test(number)) fail('The account number you provided is invalid.', 'account_number', 'account_number_invalid');
  }
  return {
    country,
    currency,
    routing: iban ? null : routingRaw,
    number,
    holderName: optStr(p, 'account_holder_name') ?? null,
    holderType: optStr(p, 'account_holder_type') ?? null,
  };
}

/** Stripe's failing test numbers (000111111116 and its per-country forms) end in 111116. */
function outcomeOf(input: BankInput): 'verified' | 'errored' {
  return input.number.endsWith('111116') ? 'errored' : 'verified';
}

/** A bank token (`btok_`) from `bank_account[…]`: what Stripe.js's createToken answers. */
export function bankToken(core: Core, p: Params): StripeObject {
  const input = checkBank(p, 'bank_account');
  const token = core.store.put<StripeObject>('token', {
    id: newId('btok'),
    object: 'token',
    bank_account: {
      id: newId('ba'),
      object: 'bank_account',
      country: input.country,
      currency: input.currency,
      last4: input.number.slice(-4),
      routing_number: input.routing,
      status: 'new',
    },
    client_ip: null,
    created: core.seconds(),
    livemode: false,
    type: 'bank_account',
    used: false,
  });
  core.store.state.bankTokens[token.id] = input;
  return token;
}

function inputFrom(core: Core, body: Params, param: string): BankInput {
  const v = body[param];
  if (typeof v === 'string' && v.startsWith('btok_')) {
    const token = core.find('token', v, 'token', param);
    const input = core.store.state.bankTokens[v] as BankInput | undefined;
    if (token.used || !input) throw invalid(`You cannot use a Stripe token more than once: ${v}.`, param, 'token_already_used');
    token.used = true;
    return input;
  }
  if (!isParams(v as Params[string])) throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  const p = v as Params;
  if ((optStr(p, 'object') ?? 'bank_account') !== 'bank_account') throw invalid('Only bank accounts can be external accounts here.', `${param}[object]`);
  return checkBank(p, param);
}

/** Adds a bank account (status `new`) and starts its check; it becomes the default when asked or the first in its currency. */
export function addBank(
  core: Core,
  account: StripeObject,
  body: Params,
  param: string,
  ctx?: Ctx,
  opts: { replace?: boolean; metadata?: Record<string, string> } = {},
): StripeObject {
  const input = inputFrom(core, body, param);
  const banks = banksOf(account);
  const removed = opts.replace ? [...banks] : [];
  const makeDefault = opts.replace || optBool(body, 'default_for_currency') === true || !banks.some((b) => b.currency === input.currency && b.default_for_currency);
  const bank: StripeObject = {
    id: newId('ba'),
    object: 'bank_account',
    account: account.id,
    account_holder_name: input.holderName,
    account_holder_type: input.holderType,
    account_type: null,
    available_payout_methods: ['standard'],
    bank_name: input.routing === '110000000' ? 'STRIPE TEST BANK' : null,
    country: input.country,
    created: core.seconds(),
    currency: input.currency,
    default_for_currency: makeDefault,
    fingerprint: createHash('sha256')
      .update(`${input.country}:${input.routing}:${input.number}`)
      .digest('base64')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 16),
    last4: input.number.slice(-4),
    metadata: opts.metadata ?? {},
    requirements: { currently_due: [], errors: [], past_due: [], pending_verification: [] },
    routing_number: input.routing,
    status: 'new',
  };
  core.store.state.bankOutcome[bank.id] = outcomeOf(input);
  mutateAccount(
    core,
    account,
    () => {
      if (opts.replace) banks.splice(0, banks.length);
      if (makeDefault) for (const b of banks) if (b.currency === input.currency) b.default_for_currency = false;
      banks.push(bank);
      syncCount(account);
    },
    ctx,
  );
  for (const gone of removed) core.emit('account.external_account.deleted', gone, { account: account.id, ctx });
  core.emit('account.external_account.created', bank, { account: account.id, ctx });
  core.addCheck({ kind: 'bank', account: account.id, target: bank.id });
  return bank;
}

function syncCount(account: StripeObject): void {
  (account.external_accounts as Record<string, unknown>).total_count = banksOf(account).length;
}

/** A bank check finished: `verified`, or `errored` (payouts off until another default passes). */
export function finishBankCheck(core: Core, check: PendingCheck): void {
  const account = core.store.get('account', check.account);
  const bank = account && banksOf(account).find((b) => b.id === check.target);
  if (!account || !bank || bank.status !== 'new') return;
  mutateAccount(core, account, () => {
    bank.status = core.store.state.bankOutcome[bank.id] ?? 'verified';
  });
  core.emit('account.external_account.updated', bank, { previous: { status: 'new' }, account: account.id });
}

function bankOf(core: Core, accountId: string, id: string): [StripeObject, StripeObject] {
  const account = core.find('account', accountId, 'account', 'account');
  const bank = banksOf(account).find((b) => b.id === id);
  if (!bank) throw invalid(`No such external account: '${id}'`, 'id', 'resource_missing');
  return [account, bank];
}

export const bankRoutes = [
  route('POST', '/v1/accounts/:id/external_accounts', 'secret', (ctx) =>
    addBank(ctx.core, ctx.core.find('account', ctx.path.id!, 'account'), ctx.body, 'external_account', ctx, { metadata: metadata(ctx.body) }),
  ),

  route('GET', '/v1/accounts/:id/external_accounts', 'secret', ({ core, path, body }) => {
    const account = core.find('account', path.id!, 'account');
    return list(
      [...banksOf(account)].sort((a, b) => a.created - b.created),
      body,
      `/v1/accounts/${account.id}/external_accounts`,
    );
  }),

  route('GET', '/v1/accounts/:id/external_accounts/:bank', 'secret', ({ core, path }) => bankOf(core, path.id!, path.bank!)[1]),

  route('POST', '/v1/accounts/:id/external_accounts/:bank', 'secret', (ctx) => {
    const [account, bank] = bankOf(ctx.core, ctx.path.id!, ctx.path.bank!);
    const before = structuredClone(bank);
    mutateAccount(
      ctx.core,
      account,
      () => {
        if (optBool(ctx.body, 'default_for_currency') === true)
          for (const b of banksOf(account)) b.default_for_currency = b === bank || (b.currency !== bank.currency && b.default_for_currency === true);
        const name = optStr(ctx.body, 'account_holder_name');
        if (name !== undefined) bank.account_holder_name = name || null;
        bank.metadata = metadata(ctx.body, bank.metadata as Record<string, string>);
      },
      ctx,
    );
    const previous = Object.fromEntries(
      Object.keys(bank)
        .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(bank[k]))
        .map((k) => [k, before[k]]),
    );
    if (Object.keys(previous).length) ctx.core.emit('account.external_account.updated', bank, { previous, account: account.id, ctx });
    return bank;
  }),

  route('DELETE', '/v1/accounts/:id/external_accounts/:bank', 'secret', (ctx) => {
    const [account, bank] = bankOf(ctx.core, ctx.path.id!, ctx.path.bank!);
    const banks = banksOf(account);
    if (bank.default_for_currency && banks.some((b) => b !== bank && b.currency === bank.currency)) {
      throw invalid(
        'You cannot delete the default bank account for this currency. Please make another bank account the default using the `default_for_currency` param, and then delete this one.',
        'id',
        'bank_account_unusable',
      );
    }
    mutateAccount(
      ctx.core,
      account,
      () => {
        banks.splice(banks.indexOf(bank), 1);
        syncCount(account);
      },
      ctx,
    );
    ctx.core.emit('account.external_account.deleted', bank, { account: account.id, ctx });
    return { id: bank.id, object: 'bank_account', deleted: true };
  }),
];
