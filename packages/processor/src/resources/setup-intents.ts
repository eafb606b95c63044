import { type Core, type Ctx, list } from '../core';
import { invalid } from '../errors';
import { clientSecret, newId } from '../ids';
import { metadata, optBool, optStr, strList } from '../params';
import { route } from '../router';
import { type StripeObject } from '../state';
import { behaviourOf } from './cards';
import { DECLINES, authenticationFailure, cardError, checkClientSecret, lastError, needsAuthentication, nextAction, paymentMethodFor } from './intents';

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

function attach(core: Core, intent: StripeObject, pm: StripeObject): void {
  if (intent.customer && !pm.customer) {
    pm.customer = intent.customer;
    core.emit('payment_method.attached', pm);
  }
}

function succeed(core: Core, intent: StripeObject, pm: StripeObject, ctx?: Ctx): void {
  intent.status = 'succeeded';
  intent.next_action = null;
  attach(core, intent, pm);
  core.emit('setup_intent.succeeded', intent, { ctx });
}

/** Confirms a SetupIntent with its payment method; 3-D Secure cards stop at requires_action. */
function confirm(ctx: Ctx, intent: StripeObject): StripeObject {
  const { core, body } = ctx;
  if (!CONFIRMABLE.includes(String(intent.status))) {
    throw invalid(`You cannot confirm this SetupIntent because it has a status of ${String(intent.status)}.`, undefined, 'setup_intent_unexpected_state');
  }
  const pm = paymentMethodFor(core, body, intent);
  if (!pm)
    throw invalid(
      "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  if (pm.customer && intent.customer && pm.customer !== intent.customer) throw invalid('The provided PaymentMethod belongs to another customer.', 'payment_method');
  intent.payment_method = pm.id;
  intent.last_setup_error = null;
  const behaviour = behaviourOf(core, pm.id);
  if (behaviour === 'declined') {
    const err = lastError(pm, DECLINES.declined);
    Object.assign(intent, { status: 'requires_payment_method', payment_method: null, last_setup_error: err });
    core.store.changed();
    core.emit('setup_intent.setup_failed', intent, { ctx });
    throw cardError(err, intent);
  }
  if (needsAuthentication(behaviour)) {
    Object.assign(intent, { status: 'requires_action', next_action: nextAction(core, intent) });
    core.emit('setup_intent.requires_action', intent, { ctx });
  } else {
    succeed(core, intent, pm, ctx);
  }
  core.store.changed();
  return intent;
}

/** The 3-D Secure challenge's outcome for a SetupIntent (POST /v1/3ds/:id/complete|fail). */
export function finishSetupAuthentication(ctx: Ctx, intent: StripeObject, passed: boolean): StripeObject {
  const { core } = ctx;
  if (intent.status !== 'requires_action')
    throw invalid(`This SetupIntent has a status of ${String(intent.status)}; there is no authentication to finish.`, undefined, 'setup_intent_unexpected_state');
  const pm = core.find('payment_method', String(intent.payment_method), 'PaymentMethod');
  intent.next_action = null;
  if (passed && behaviourOf(core, pm.id) !== 'three_d_secure_then_declined') {
    succeed(core, intent, pm, ctx);
  } else {
    const err = passed ? lastError(pm, DECLINES.declined) : lastError(pm, authenticationFailure('setup_intent'), { type: 'invalid_request_error' });
    Object.assign(intent, { status: 'requires_payment_method', payment_method: null, last_setup_error: err });
    core.emit('setup_intent.setup_failed', intent, { ctx });
  }
  core.store.changed();
  return intent;
}

export const setupIntentRoutes = [
  route('POST', '/v1/setup_intents', 'secret', (ctx) => {
    const { core, body } = ctx;
    const customer = optStr(body, 'customer');
    if (customer) core.find('customer', customer, 'customer', 'customer');
    const usage = optStr(body, 'usage') ?? 'off_session';
    if (!['on_session', 'off_session'].includes(usage)) throw invalid(`Invalid usage: must be one of on_session or off_session`, 'usage');
    const types = strList(body, 'payment_method_types') ?? ['card'];
    if (types.some((t) => t !== 'card')) throw invalid('The payment method type provided is not supported by this processor; use card.', 'payment_method_types');
    const id = newId('seti');
    const pm = optStr(body, 'payment_method');
    if (pm) core.find('payment_method', pm, 'PaymentMethod', 'payment_method');
    const intent = core.store.put<StripeObject>('setup_intent', {
      id,
      object: 'setup_intent',
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: clientSecret(id),
      created: core.seconds(),
      customer: customer ?? null,
      description: optStr(body, 'description') ?? null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: metadata(body),
      next_action: null,
      on_behalf_of: null,
      payment_method: pm ?? null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: types,
      single_use_mandate: null,
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      usage,
    });
    core.emit('setup_intent.created', intent, { ctx });
    return optBool(body, 'confirm') ? confirm(ctx, intent) : intent;
  }),

  route('GET', '/v1/setup_intents', 'secret', ({ core, body }) => {
    const customer = optStr(body, 'customer');
    const items = Object.values(core.store.table('setup_intent')).filter((i) => !customer || i.customer === customer);
    return list(items, body, '/v1/setup_intents');
  }),

  route('GET', '/v1/setup_intents/:id', 'publishable', (ctx) => {
    const intent = ctx.core.find('setup_intent', ctx.path.id!, 'setupintent');
    checkClientSecret(ctx, intent);
    return intent;
  }),

  route('POST', '/v1/setup_intents/:id', 'secret', ({ core, path, body }) => {
    const intent = core.find('setup_intent', path.id!, 'setupintent');
    intent.metadata = metadata(body, intent.metadata as Record<string, string>);
    const pm = optStr(body, 'payment_method');
    if (pm) {
      core.find('payment_method', pm, 'PaymentMethod', 'payment_method');
      Object.assign(intent, { payment_method: pm, status: 'requires_confirmation' });
    }
    core.store.changed();
    return intent;
  }),

  route('POST', '/v1/setup_intents/:id/confirm', 'publishable', (ctx) => {
    const intent = ctx.core.find('setup_intent', ctx.path.id!, 'setupintent');
    checkClientSecret(ctx, intent);
    return confirm(ctx, intent);
  }),

  route('POST', '/v1/setup_intents/:id/cancel', 'secret', (ctx) => {
    const intent = ctx.core.find('setup_intent', ctx.path.id!, 'setupintent');
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(`You cannot cancel this SetupIntent because it has a status of ${String(intent.status)}.`, undefined, 'setup_intent_unexpected_state');
    }
    Object.assign(intent, { status: 'canceled', next_action: null, cancellation_reason: optStr(ctx.body, 'cancellation_reason') ?? null });
    ctx.core.store.changed();
    ctx.core.emit('setup_intent.canceled', intent, { ctx });
    return intent;
  }),
];
