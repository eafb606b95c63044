import { type Core, type Ctx } from '../core';
import { StripeError, invalid } from '../errors';
import { type Params, isParams, optStr } from '../params';
import { type CardBehaviour, type StripeObject } from '../state';
import { behaviourOf, createPaymentMethod } from './cards';

/** With a publishable key an intent is reached only with its client secret (Stripe.js's calls). */
export function checkClientSecret(ctx: Ctx, intent: StripeObject): void {
  if (ctx.key === 'secret') return;
  const given = optStr(ctx.body, 'client_secret');
  if (!given) throw invalid('You must provide a client_secret when using a publishable key.', 'client_secret', 'parameter_missing');
  if (given !== intent.client_secret) {
    throw invalid(
      `The client_secret provided does not match the client_secret associated with the ${String(intent.object) === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent'}.`,
      'client_secret',
    );
  }
}

/**
 * The payment method a confirm uses: `payment_method` (an id, or a token made with
 * Stripe.js's `createToken`), `payment_method_data[…]`, or the one already on the intent.
 */
export function paymentMethodFor(core: Core, body: Params, intent: StripeObject): StripeObject | null {
  const data = body.payment_method_data;
  if (isParams(data)) return createPaymentMethod(core, data, 'payment_method_data[');
  const id = optStr(body, 'payment_method') ?? (intent.payment_method as string | null);
  if (!id) return null;
  if (id.startsWith('tok_')) {
    const token = core.find('token', id, 'token', 'payment_method');
    if (token.used) throw invalid(`You cannot use a Stripe token more than once: ${id}.`, 'payment_method', 'token_already_used');
    token.used = true;
    const card = token.card as Record<string, unknown>;
    const pm = core.store.put('payment_method', {
      id: id.replace(/^tok_/, 'pm_'),
      object: 'payment_method',
      billing_details: { address: null, email: null, name: card.name ?? null, phone: null },
      card: {
        brand: String(card.brand).toLowerCase(),
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        funding: 'credit',
        country: 'US',
        fingerprint: card.fingerprint,
        checks: {},
      },
      created: core.seconds(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    });
    core.store.state.cardBehaviour[pm.id] = behaviourOf(core, id);
    return pm;
  }
  return core.find('payment_method', id, 'PaymentMethod', 'payment_method');
}

export interface Decline {
  code: string;
  decline_code: string;
  message: string;
}

export const DECLINES: Record<'declined' | 'insufficient_funds' | 'authentication_required', Decline> = {
  declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

export function authenticationFailure(kind: 'setup_intent' | 'payment_intent'): { code: string; message: string } {
  return {
    code: `${kind}_authentication_failure`,
    message: `The latest attempt to ${kind === 'setup_intent' ? 'set up' : 'complete'} the payment method has failed because authentication failed.`,
  };
}

/** The last error an intent carries, with the payment method that failed. */
export function lastError(pm: StripeObject | null, err: { code: string; decline_code?: string; message: string }, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'card_error', ...err, doc_url: `https://stripe.com/docs/error-codes/${err.code.replace(/_/g, '-')}`, payment_method: pm, ...extra };
}

/** The 402 Stripe answers a refused confirm with, the intent attached. */
export function cardError(err: Record<string, unknown>, intent: StripeObject): StripeError {
  const { type: _type, message, ...rest } = err;
  return new StripeError(402, 'card_error', String(message), { ...rest, [String(intent.object)]: intent });
}

export function nextAction(core: Core, intent: StripeObject): Record<string, unknown> {
  const url = `${core.origin}/3ds/challenge?intent=${encodeURIComponent(intent.id)}&client_secret=${encodeURIComponent(String(intent.client_secret))}`;
  return { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url, source: intent.id } };
}

export function needsAuthentication(b: CardBehaviour): boolean {
  return b === 'three_d_secure' || b === 'three_d_secure_then_declined';
}
