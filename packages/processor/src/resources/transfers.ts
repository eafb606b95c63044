import { type Core, type Ctx, list } from '../core';
import { invalid } from '../errors';
import { newId } from '../ids';
import { metadata, optInt, optStr, str } from '../params';
import { route } from '../router';
import { type StripeObject } from '../state';
import { schedulePayout } from './payouts';

export function makeTransfer(
  core: Core,
  input: { amount: number; currency: string; destination: string; transferGroup?: string | null; sourceTransaction?: string | null; metadata?: Record<string, string> },
  ctx?: Ctx,
): StripeObject {
  const transfer = core.store.put<StripeObject>('transfer', {
    id: newId('tr'),
    object: 'transfer',
    amount: input.amount,
    amount_reversed: 0,
    balance_transaction: newId('txn'),
    created: core.seconds(),
    currency: input.currency,
    description: null,
    destination: input.destination,
    destination_payment: newId('py'),
    livemode: false,
    metadata: input.metadata ?? {},
    reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
    reversed: false,
    source_transaction: input.sourceTransaction ?? null,
    source_type: 'card',
    transfer_group: input.transferGroup ?? null,
  });
  (transfer.reversals as Record<string, unknown>).url = `/v1/transfers/${transfer.id}/reversals`;
  core.emit('transfer.created', transfer, { ctx });
  // The funds reach the connected account's balance; its schedule pays them out to its bank.
  schedulePayout(core, transfer, ctx);
  return transfer;
}

export const transferRoutes = [
  route('POST', '/v1/transfers', 'secret', (ctx) => {
    const { core, body } = ctx;
    const amount = optInt(body, 'amount');
    if (amount === undefined) throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
    if (amount <= 0) throw invalid('This value must be greater than or equal to 1.', 'amount');
    const currency = str(body, 'currency').toLowerCase();
    const destination = str(body, 'destination');
    const account = core.store.get('account', destination);
    if (!account) throw invalid(`No such destination: '${destination}'`, 'destination', 'resource_missing');
    const caps = account.capabilities as Record<string, string>;
    if (caps.transfers !== 'active') {
      throw invalid(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'destination',
        'insufficient_capabilities_for_transfer',
      );
    }
    return makeTransfer(core, { amount, currency, destination, transferGroup: optStr(body, 'transfer_group') ?? null, metadata: metadata(body) }, ctx);
  }),

  route('GET', '/v1/transfers', 'secret', ({ core, body }) => {
    const destination = optStr(body, 'destination');
    const group = optStr(body, 'transfer_group');
    const items = Object.values(core.store.table('transfer')).filter((t) => (!destination || t.destination === destination) && (!group || t.transfer_group === group));
    return list(items, body, '/v1/transfers');
  }),

  route('GET', '/v1/transfers/:id', 'secret', ({ core, path }) => core.find('transfer', path.id!, 'transfer')),

  route('POST', '/v1/transfers/:id', 'secret', ({ core, path, body }) => {
    const transfer = core.find('transfer', path.id!, 'transfer');
    transfer.metadata = metadata(body, transfer.metadata as Record<string, string>);
    core.store.changed();
    return transfer;
  }),
];
