import { type Core, type Ctx, list } from '../core';
import { invalid } from '../errors';
import { newId } from '../ids';
import { metadata, optInt, optStr, str } from '../params';
import { route } from '../router';
import { type StripeObject } from '../state';
import { makeTransfer } from './transfers';

/** The charge a confirm makes: `succeeded` (captured or a hold) or `failed` with the decline. */
export function makeCharge(
  core: Core,
  intent: StripeObject,
  pm: StripeObject,
  outcome: { captured: boolean } | { failure: { code: string; decline_code: string; message: string } },
  ctx?: Ctx,
): StripeObject {
  const failed = 'failure' in outcome;
  const card = pm.card as Record<string, unknown>;
  const charge = core.store.put<StripeObject>('charge', {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: !failed && outcome.captured ? intent.amount : 0,
    amount_refunded: 0,
    application_fee_amount: intent.application_fee_amount ?? null,
    balance_transaction: !failed && outcome.captured ? newId('txn') : null,
    billing_details: pm.billing_details,
    captured: !failed && outcome.captured,
    created: core.seconds(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    failure_code: failed ? outcome.failure.code : null,
    failure_message: failed ? outcome.failure.message : null,
    livemode: false,
    metadata: { ...(intent.metadata as Record<string, string>) },
    outcome: failed
      ? {
          network_status: 'declined_by_network',
          reason: outcome.failure.decline_code,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' },
    paid: !failed,
    payment_intent: intent.id,
    payment_method: pm.id,
    payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year, funding: 'credit', country: 'US' } },
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
    status: failed ? 'failed' : 'succeeded',
    transfer: null,
    transfer_data: intent.transfer_data,
    transfer_group: intent.transfer_group ?? null,
  });
  (charge.refunds as Record<string, unknown>).url = `/v1/charges/${charge.id}/refunds`;
  intent.latest_charge = charge.id;
  core.emit(failed ? 'charge.failed' : 'charge.succeeded', charge, { ctx });
  return charge;
}

/** Money moved: the destination's share leaves as a transfer, as Stripe's destination charges do. */
export function capturedCharge(core: Core, intent: StripeObject, amount: number, ctx?: Ctx): void {
  const charge = core.find('charge', String(intent.latest_charge), 'charge');
  const previous = { amount_captured: charge.amount_captured, captured: charge.captured };
  Object.assign(charge, { captured: true, amount_captured: amount, amount_refunded: Number(intent.amount) - amount, balance_transaction: newId('txn') });
  if (previous.captured === false) core.emit('charge.captured', charge, { previous, ctx });
  const data = intent.transfer_data as { destination: string; amount?: number } | null;
  if (data) {
    const fee = Number(intent.application_fee_amount ?? 0);
    const transfer = makeTransfer(
      core,
      { amount: Math.max(0, amount - fee), currency: String(intent.currency), destination: data.destination, transferGroup: `group_${intent.id}`, sourceTransaction: charge.id },
      ctx,
    );
    charge.transfer = transfer.id;
    charge.transfer_group = transfer.transfer_group;
    intent.transfer_group = transfer.transfer_group;
  }
  core.store.changed();
}

function refundsOf(core: Core, intentId: string): StripeObject[] {
  return Object.values(core.store.table('refund')).filter((r) => r.payment_intent === intentId);
}

export const chargeRoutes = [
  route('GET', '/v1/charges/:id', 'secret', ({ core, path }) => core.find('charge', path.id!, 'charge')),

  route('GET', '/v1/charges', 'secret', ({ core, body }) => {
    const intent = optStr(body, 'payment_intent');
    const customer = optStr(body, 'customer');
    const items = Object.values(core.store.table('charge')).filter((c) => (!intent || c.payment_intent === intent) && (!customer || c.customer === customer));
    return list(items, body, '/v1/charges');
  }),

  route('POST', '/v1/refunds', 'secret', (ctx) => {
    const { core, body } = ctx;
    const chargeId = optStr(body, 'charge');
    const intentId = optStr(body, 'payment_intent') ?? (chargeId ? String(core.find('charge', chargeId, 'charge', 'charge').payment_intent) : str(body, 'payment_intent'));
    const intent = core.find('payment_intent', intentId, 'payment_intent', 'payment_intent');
    if (intent.status === 'requires_capture') {
      throw invalid(`This PaymentIntent (${intent.id}) has not been captured. To release the funds, cancel the PaymentIntent instead.`, 'payment_intent', 'charge_not_capturable');
    }
    if (intent.status !== 'succeeded') throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
    const charge = core.find('charge', String(intent.latest_charge), 'charge');
    const refunded = refundsOf(core, intent.id).reduce((sum, r) => sum + Number(r.amount), 0);
    const remaining = Number(charge.amount_captured) - refunded;
    const amount = optInt(body, 'amount') ?? remaining;
    if (remaining <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    if (amount <= 0) throw invalid('This value must be greater than or equal to 1.', 'amount');
    if (amount > remaining) {
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, 'amount', 'amount_too_large');
    }
    const reason = optStr(body, 'reason') ?? null;
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))
      throw invalid('Invalid reason: must be one of duplicate, fraudulent or requested_by_customer', 'reason');
    const refund = core.store.put<StripeObject>('refund', {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: charge.id,
      created: core.seconds(),
      currency: intent.currency,
      destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
      metadata: metadata(body),
      payment_intent: intent.id,
      reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    });
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    core.store.changed();
    core.emit('refund.created', refund, { ctx });
    core.emit('charge.refunded', charge, { previous, ctx });
    return refund;
  }),

  route('GET', '/v1/refunds/:id', 'secret', ({ core, path }) => core.find('refund', path.id!, 'refund')),

  route('GET', '/v1/refunds', 'secret', ({ core, body }) => {
    const intent = optStr(body, 'payment_intent');
    const charge = optStr(body, 'charge');
    const items = Object.values(core.store.table('refund')).filter((r) => (!intent || r.payment_intent === intent) && (!charge || r.charge === charge));
    return list(items, body, '/v1/refunds');
  }),
];
