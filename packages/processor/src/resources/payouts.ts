import { type Core, type Ctx, list } from '../core';
import { invalid, notFound } from '../errors';
import { newId } from '../ids';
import { optInt, optStr } from '../params';
import { route } from '../router';
import { type PendingCheck, type StripeObject } from '../state';

const DAY_MS = 86_400_000;

/** The connected account a request acts as (`Stripe-Account`), as Stripe lists a connected account's payouts. */
function actingAccount(ctx: Ctx): string | null {
  const header = ctx.raw.headers['stripe-account'];
  return typeof header === 'string' && header ? header : null;
}

/** The bank account a payout of `currency` goes to: the default one for the currency, else the first. */
function payoutBank(account: StripeObject, currency: string): StripeObject | undefined {
  const banks = ((account.external_accounts as { data?: StripeObject[] } | undefined)?.data ?? []).filter((b) => b.object === 'bank_account');
  return banks.find((b) => b.default_for_currency === true && b.currency === currency) ?? banks.find((b) => b.currency === currency) ?? banks[0];
}

/**
 * The automatic payout of a transfer's funds from the connected account to its bank account.
 * Stripe pays a connected account's balance out on its schedule; here each transfer is paid out
 * on its own, `pending` from the transfer and `paid` after the schedule's `delay_days` on the
 * processor's clock (`payout.created`, then `payout.paid`, Connect events carrying `account`).
 * An account with payouts off, on a `manual` schedule or without a bank account keeps the funds:
 * no payout. Answers the payout, or null.
 */
export function schedulePayout(core: Core, transfer: StripeObject, ctx?: Ctx): StripeObject | null {
  const account = core.store.get('account', String(transfer.destination));
  if (!account || account.payouts_enabled !== true) return null;
  const schedule = (account.settings as { payouts?: { schedule?: { interval?: string; delay_days?: number } } } | undefined)?.payouts?.schedule ?? {};
  if (schedule.interval === 'manual') return null;
  const currency = String(transfer.currency);
  const bank = payoutBank(account, currency);
  if (!bank) return null;
  const delayMs = Math.max(0, Number(schedule.delay_days ?? 2)) * DAY_MS;
  const created = core.seconds();
  const payout = core.store.put<StripeObject>('payout', {
    id: newId('po'),
    object: 'payout',
    amount: transfer.amount,
    arrival_date: created + Math.round(delayMs / 1000),
    automatic: true,
    balance_transaction: newId('txn'),
    created,
    currency,
    description: 'STRIPE PAYOUT',
    destination: bank.id,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    method: 'standard',
    original_payout: null,
    reversed_by: null,
    source_type: 'card',
    statement_descriptor: null,
    status: 'pending',
    type: 'bank_account',
  });
  core.store.state.payoutAccounts[payout.id] = account.id;
  core.emit('payout.created', payout, { account: account.id, ctx });
  core.addCheck({ kind: 'payout', account: account.id, target: payout.id }, delayMs);
  return payout;
}

/** A payout's arrival date came (on the processor's clock): `paid`. */
export function finishPayout(core: Core, check: PendingCheck): void {
  const payout = core.store.get('payout', check.target);
  if (!payout || payout.status !== 'pending') return;
  payout.status = 'paid';
  core.store.changed();
  core.emit('payout.paid', payout, { account: check.account, previous: { status: 'pending' } });
}

export const payoutRoutes = [
  /** A connected account's payouts (with `Stripe-Account`); the platform itself has none here. */
  route('GET', '/v1/payouts', 'secret', (ctx) => {
    const acting = actingAccount(ctx);
    const status = optStr(ctx.body, 'status');
    const items = Object.values(ctx.core.store.table('payout')).filter(
      (p) => acting !== null && ctx.core.store.state.payoutAccounts[p.id] === acting && (!status || p.status === status),
    );
    return list(items, ctx.body, '/v1/payouts');
  }),

  route('GET', '/v1/payouts/:id', 'secret', (ctx) => {
    const payout = ctx.core.find('payout', ctx.path.id!, 'payout');
    if (ctx.core.store.state.payoutAccounts[payout.id] !== actingAccount(ctx)) throw notFound('payout', payout.id);
    return payout;
  }),

  /**
   * Moves the processor's clock on (not Stripe's: its test clocks are per customer). The API's
   * `POST /dev/clock` forwards its own move here, so a hold's age and a payout's arrival follow
   * the API's time in development and tests. Answers the processor's time after the move.
   */
  route('POST', '/v1/test_helpers/advance_clock', 'secret', ({ core, body }) => {
    const ms = optInt(body, 'advance_ms');
    if (ms === undefined) throw invalid('Missing required param: advance_ms.', 'advance_ms', 'parameter_missing');
    core.advanceClock(ms);
    return { object: 'test_helpers.clock', now: core.now(), offset_ms: core.clockOffset };
  }),
];
