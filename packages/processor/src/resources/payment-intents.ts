import { type Ctx, list } from '../core';
import { invalid, unexpectedState } from '../errors';
import { clientSecret, newId } from '../ids';
import { metadata, obj, optBool, optInt, optStr, str, strList } from '../params';
import { route } from '../router';
import { type StripeObject } from '../state';
import { behaviourOf } from './cards';
import { capturedCharge, makeCharge } from './charges';
import { DECLINES, type Decline, authenticationFailure, cardError, checkClientSecret, lastError, needsAuthentication, nextAction, paymentMethodFor } from './intents';

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

/** The card was authorised: a hold (manual capture) or the money received at once. */
function authorised(ctx: Ctx, intent: StripeObject, pm: StripeObject): void {
  const { core } = ctx;
  const manual = intent.capture_method === 'manual';
  intent.next_action = null;
  if (intent.setup_future_usage && intent.customer && !pm.customer) {
    pm.customer = intent.customer;
    core.emit('payment_method.attached', pm, { ctx });
  }
  makeCharge(core, intent, pm, { captured: !manual }, ctx);
  if (manual) {
    Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
    core.emit('payment_intent.amount_capturable_updated', intent, { ctx });
  } else {
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    capturedCharge(core, intent, Number(intent.amount), ctx);
    core.emit('payment_intent.succeeded', intent, { ctx });
  }
}

/** A refusal: the intent goes back to requires_payment_method with the error on it. */
function declined(ctx: Ctx, intent: StripeObject, pm: StripeObject, decline: Decline | { code: string; message: string }, charge: boolean): Record<string, unknown> {
  const { core } = ctx;
  let extra = {};
  if (charge && 'decline_code' in decline) extra = { charge: makeCharge(core, intent, pm, { failure: decline }, ctx).id };
  const err = lastError(pm, decline, extra);
  if (!('decline_code' in decline)) err.type = 'invalid_request_error';
  Object.assign(intent, { status: 'requires_payment_method', payment_method: null, next_action: null, last_payment_error: err });
  core.emit('payment_intent.payment_failed', intent, { ctx });
  return err;
}

function confirm(ctx: Ctx, intent: StripeObject): StripeObject {
  const { core, body } = ctx;
  if (!CONFIRMABLE.includes(String(intent.status))) {
    throw unexpectedState(`You cannot confirm this PaymentIntent because it has a status of ${String(intent.status)}.`);
  }
  const offSession = optBool(body, 'off_session') ?? intent.off_session === true;
  const pm = paymentMethodFor(core, body, intent);
  if (!pm)
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
    );
  if (pm.customer && pm.customer !== intent.customer) throw invalid(`The provided PaymentMethod belongs to another customer.`, 'payment_method');
  if (offSession && !pm.customer) throw invalid('A PaymentMethod must be attached to a Customer to be used off session.', 'payment_method');
  Object.assign(intent, { payment_method: pm.id, last_payment_error: null });
  const behaviour = behaviourOf(core, pm.id);
  let refusal: Record<string, unknown> | null = null;
  if (needsAuthentication(behaviour)) {
    if (offSession) refusal = declined(ctx, intent, pm, DECLINES.authentication_required, false);
    else {
      Object.assign(intent, { status: 'requires_action', next_action: nextAction(core, intent) });
      core.emit('payment_intent.requires_action', intent, { ctx });
    }
  } else if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
    refusal = declined(ctx, intent, pm, DECLINES[behaviour], true);
  } else {
    authorised(ctx, intent, pm);
  }
  core.store.changed();
  if (refusal) throw cardError(refusal, intent);
  return intent;
}

/** The 3-D Secure challenge's outcome for a PaymentIntent (POST /v1/3ds/:id/complete|fail). */
export function finishPaymentAuthentication(ctx: Ctx, intent: StripeObject, passed: boolean): StripeObject {
  const { core } = ctx;
  if (intent.status !== 'requires_action') throw unexpectedState(`This PaymentIntent has a status of ${String(intent.status)}; there is no authentication to finish.`);
  const pm = core.find('payment_method', String(intent.payment_method), 'PaymentMethod');
  if (!passed) declined(ctx, intent, pm, authenticationFailure('payment_intent'), false);
  else if (behaviourOf(core, pm.id) === 'three_d_secure_then_declined') declined(ctx, intent, pm, DECLINES.declined, true);
  else authorised(ctx, intent, pm);
  core.store.changed();
  return intent;
}

function create(ctx: Ctx): StripeObject {
  const { core, body } = ctx;
  const amount = optInt(body, 'amount');
  if (amount === undefined) throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
  if (amount < 1) throw invalid('This value must be greater than or equal to 1.', 'amount', 'amount_too_small');
  const currency = str(body, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, 'currency');
  const customer = optStr(body, 'customer') ?? null;
  if (customer) core.find('customer', customer, 'customer', 'customer');
  const captureMethod = optStr(body, 'capture_method') ?? 'automatic';
  if (!['automatic', 'automatic_async', 'manual'].includes(captureMethod))
    throw invalid('Invalid capture_method: must be one of automatic, automatic_async or manual', 'capture_method');
  const types = strList(body, 'payment_method_types') ?? ['card'];
  if (types.some((t) => t !== 'card')) throw invalid('The payment method type provided is not supported by this processor; use card.', 'payment_method_types');
  const transferData = obj(body, 'transfer_data');
  const destination = optStr(transferData, 'destination', 'transfer_data[destination]');
  if (destination) {
    const account = core.store.get('account', destination);
    if (!account) throw invalid(`No such destination: '${destination}'`, 'transfer_data[destination]', 'resource_missing');
    if ((account.capabilities as Record<string, string>).transfers !== 'active') {
      throw invalid(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'transfer_data[destination]',
        'insufficient_capabilities_for_transfer',
      );
    }
  }
  const fee = optInt(body, 'application_fee_amount');
  if (fee !== undefined && (fee < 0 || fee > amount)) throw invalid('The application fee amount must be between 0 and the amount.', 'application_fee_amount');
  if (fee !== undefined && !destination)
    throw invalid(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      'application_fee_amount',
    );
  const pm = optStr(body, 'payment_method');
  if (pm && !pm.startsWith('tok_')) core.find('payment_method', pm, 'PaymentMethod', 'payment_method');
  const id = newId('pi');
  const intent = core.store.put<StripeObject>('payment_intent', {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: fee ?? null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: captureMethod,
    client_secret: clientSecret(id),
    confirmation_method: 'automatic',
    created: core.seconds(),
    currency,
    customer,
    description: optStr(body, 'description') ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: metadata(body),
    next_action: null,
    on_behalf_of: null,
    payment_method: pm ?? null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: types,
    receipt_email: optStr(body, 'receipt_email') ?? null,
    setup_future_usage: optStr(body, 'setup_future_usage') ?? null,
    statement_descriptor: null,
    status: pm ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: destination ? { destination } : null,
    transfer_group: optStr(body, 'transfer_group') ?? null,
  });
  core.emit('payment_intent.created', intent, { ctx });
  return optBool(body, 'confirm') ? confirm(ctx, intent) : intent;
}

function capture(ctx: Ctx, intent: StripeObject): StripeObject {
  const { core, body } = ctx;
  if (intent.status !== 'requires_capture') {
    throw unexpectedState(
      `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
    );
  }
  const capturable = Number(intent.amount_capturable);
  const amount = optInt(body, 'amount_to_capture') ?? capturable;
  if (amount < 1) throw invalid('This value must be greater than or equal to 1.', 'amount_to_capture');
  if (amount > capturable)
    throw invalid(`The amount to capture (${amount}) must be less than or equal to the amount capturable (${capturable}).`, 'amount_to_capture', 'amount_too_large');
  const fee = optInt(body, 'application_fee_amount');
  if (fee !== undefined) intent.application_fee_amount = fee;
  Object.assign(intent, { status: 'succeeded', amount_capturable: 0, amount_received: amount });
  capturedCharge(core, intent, amount, ctx);
  core.emit('payment_intent.succeeded', intent, { ctx });
  return intent;
}

function cancel(ctx: Ctx, intent: StripeObject): StripeObject {
  const { core, body } = ctx;
  if (!CANCELABLE.includes(String(intent.status))) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
    );
  }
  const reason = optStr(body, 'cancellation_reason') ?? null;
  if (reason && !CANCELLATION_REASONS.includes(reason)) throw invalid(`Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`, 'cancellation_reason');
  if (intent.status === 'requires_capture' && intent.latest_charge) {
    const charge = core.find('charge', String(intent.latest_charge), 'charge');
    Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
    core.emit('charge.refunded', charge, { previous: { amount_refunded: 0, refunded: false }, ctx });
  }
  Object.assign(intent, { status: 'canceled', amount_capturable: 0, next_action: null, canceled_at: core.seconds(), cancellation_reason: reason });
  core.store.changed();
  core.emit('payment_intent.canceled', intent, { ctx });
  return intent;
}

export const paymentIntentRoutes = [
  route('POST', '/v1/payment_intents', 'secret', (ctx) => {
    const offSession = optBool(ctx.body, 'off_session');
    if (offSession !== undefined && !optBool(ctx.body, 'confirm')) throw invalid('You can only pass in off_session when confirm is set to true.', 'off_session');
    return create(ctx);
  }),

  route('GET', '/v1/payment_intents', 'secret', ({ core, body }) => {
    const customer = optStr(body, 'customer');
    const items = Object.values(core.store.table('payment_intent')).filter((i) => !customer || i.customer === customer);
    return list(items, body, '/v1/payment_intents');
  }),

  route('GET', '/v1/payment_intents/:id', 'publishable', (ctx) => {
    const intent = ctx.core.find('payment_intent', ctx.path.id!, 'payment_intent');
    checkClientSecret(ctx, intent);
    return intent;
  }),

  route('POST', '/v1/payment_intents/:id', 'secret', ({ core, path, body }) => {
    const intent = core.find('payment_intent', path.id!, 'payment_intent');
    intent.metadata = metadata(body, intent.metadata as Record<string, string>);
    const description = optStr(body, 'description');
    if (description !== undefined) intent.description = description || null;
    core.store.changed();
    return intent;
  }),

  route('POST', '/v1/payment_intents/:id/confirm', 'publishable', (ctx) => {
    const intent = ctx.core.find('payment_intent', ctx.path.id!, 'payment_intent');
    checkClientSecret(ctx, intent);
    return confirm(ctx, intent);
  }),

  route('POST', '/v1/payment_intents/:id/capture', 'secret', (ctx) => capture(ctx, ctx.core.find('payment_intent', ctx.path.id!, 'payment_intent'))),
  route('POST', '/v1/payment_intents/:id/cancel', 'secret', (ctx) => cancel(ctx, ctx.core.find('payment_intent', ctx.path.id!, 'payment_intent'))),
];
