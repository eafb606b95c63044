import { createHash } from 'node:crypto';
import { type Core } from '../core';
import { StripeError } from '../errors';
import { newId } from '../ids';
import { type Params, metadata, obj, optStr, str } from '../params';
import { type CardBehaviour, type StripeObject } from '../state';

/** Stripe's documented test cards (docs/decisions/payments-provider.md); any other valid number succeeds. */
const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000002760003184': 'three_d_secure',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000008400001629': 'three_d_secure_then_declined',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(n: string): string {
  if (n.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  if (/^35/.test(n)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(n)) return 'diners';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}

function cardError(message: string, code: string, param: string): StripeError {
  return new StripeError(402, 'card_error', message, { code, param });
}

export interface CheckedCard {
  card: Record<string, unknown>;
  behaviour: CardBehaviour;
}

/** Validates `card[…]` as Stripe does and keeps only brand, last four, expiry and a fingerprint. */
export function checkCard(core: Core, params: Params, prefix = 'card'): CheckedCard {
  const c = obj(params, 'card');
  const number = str(c, 'number', `${prefix}[number]`).replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) throw cardError('Your card number is incorrect.', 'incorrect_number', `${prefix}[number]`);
  const month = Number(str(c, 'exp_month', `${prefix}[exp_month]`));
  if (!Number.isInteger(month) || month < 1 || month > 12) throw cardError("Your card's expiration month is invalid.", 'invalid_expiry_month', `${prefix}[exp_month]`);
  let year = Number(str(c, 'exp_year', `${prefix}[exp_year]`));
  if (!Number.isInteger(year) || year < 0) throw cardError("Your card's expiration year is invalid.", 'invalid_expiry_year', `${prefix}[exp_year]`);
  if (year < 100) year += 2000;
  const now = new Date(core.now());
  const thisYear = now.getUTCFullYear();
  if (year > thisYear + 50) throw cardError("Your card's expiration year is invalid.", 'invalid_expiry_year', `${prefix}[exp_year]`);
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) throw cardError('Your card has expired.', 'expired_card', `${prefix}[exp_year]`);
  const cvc = optStr(c, 'cvc', `${prefix}[cvc]`);
  const brand = brandOf(number);
  if (cvc !== undefined && !(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) throw cardError("Your card's security code is invalid.", 'invalid_cvc', `${prefix}[cvc]`);
  const fingerprint = createHash('sha256')
    .update(`fingerprint:${number}`)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16);
  return {
    behaviour: TEST_CARDS[number] ?? 'succeeds',
    card: {
      brand,
      last4: number.slice(-4),
      exp_month: month,
      exp_year: year,
      funding: 'credit',
      country: 'US',
      fingerprint,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: cvc ? 'pass' : null },
    },
  };
}

function billingDetails(params: Params): Record<string, unknown> {
  const b = obj(params, 'billing_details');
  const address = obj(b, 'address');
  return {
    address: {
      city: optStr(address, 'city') ?? null,
      country: optStr(address, 'country') ?? null,
      line1: optStr(address, 'line1') ?? null,
      line2: optStr(address, 'line2') ?? null,
      postal_code: optStr(address, 'postal_code') ?? null,
      state: optStr(address, 'state') ?? null,
    },
    email: optStr(b, 'email') ?? null,
    name: optStr(b, 'name') ?? null,
    phone: optStr(b, 'phone') ?? null,
  };
}

/** A card payment method from `type=card&card[…]` (the params of /v1/payment_methods or `payment_method_data`). */
export function createPaymentMethod(core: Core, params: Params, prefix = ''): StripeObject {
  const type = str(params, 'type', `${prefix}type`);
  if (type !== 'card')
    throw new StripeError(400, 'invalid_request_error', `The payment method type "${type}" is not supported by this processor; use card.`, { param: `${prefix}type` });
  const { card, behaviour } = checkCard(core, params, `${prefix}card`);
  const pm: StripeObject = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails(params),
    card: { ...card, display_brand: card.brand, networks: { available: [card.brand], preferred: null }, three_d_secure_usage: { supported: true }, wallet: null },
    created: core.seconds(),
    customer: null,
    livemode: false,
    metadata: metadata(params),
    type: 'card',
  };
  core.store.state.cardBehaviour[pm.id] = behaviour;
  return core.store.put('payment_method', pm);
}

export function behaviourOf(core: Core, pmId: string): CardBehaviour {
  return core.store.state.cardBehaviour[pmId] ?? 'succeeds';
}

/** A token from `card[…]` (Stripe.js `createToken`); the card inside has its own `card_` id. */
export function createToken(core: Core, params: Params): StripeObject {
  const { card, behaviour } = checkCard(core, params);
  const c = obj(params, 'card');
  const token: StripeObject = {
    id: newId('tok'),
    object: 'token',
    card: {
      id: newId('card'),
      object: 'card',
      brand: card.brand === 'visa' ? 'Visa' : card.brand === 'mastercard' ? 'MasterCard' : card.brand === 'amex' ? 'American Express' : 'Unknown',
      country: 'US',
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      fingerprint: card.fingerprint,
      funding: 'credit',
      last4: card.last4,
      name: optStr(c, 'name') ?? null,
      cvc_check: card.checks && optStr(c, 'cvc') ? 'unchecked' : null,
      metadata: {},
    },
    client_ip: null,
    created: core.seconds(),
    livemode: false,
    type: 'card',
    used: false,
  };
  core.store.state.cardBehaviour[token.id] = behaviour;
  return core.store.put('token', token);
}
