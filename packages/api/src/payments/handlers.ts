/**
 * Provider events about hosts' payouts: connected accounts and their bank accounts
 * (docs/decisions/payments-provider.md, docs/decisions/payout-setup.md). webhooks.ts applies
 * each once per event id, only when it is the newest event of its object, inside a transaction
 * (writes go through `tx`), and runs a returned follow-up after the webhook has answered.
 *
 * The API also keeps what it reads from the provider (`GET …/accounts`, a save): an event
 * older than that read (`payout_accounts.provider_observed_at`) changes nothing. An event of
 * the same second cannot be ordered against the read: the read is kept and the provider is read
 * again afterwards.
 */
import { and, eq } from 'drizzle-orm';
import { payoutAccounts, recipients } from '../db/schema';
import type { AppContext } from '../services/context';
import { dateOf } from '../lib/clock';
import { externalAccountsError, keepAccountState, markPayoutPaid, storeAccountState } from '../services/payments';
import type { ConnectedAccount, ProviderEvent } from './provider';
import type { EventHandler, EventHandlers, FollowUp, Tx } from './webhooks';

/** Reads the account again and keeps it: after the webhook's answer, so a slow provider never delays it. */
function rereadAccount(ctx: AppContext, accountId: string): FollowUp {
  return async () => {
    await keepAccountState(ctx, await ctx.payments.readAccount(accountId));
  };
}

async function keptAccount(tx: Tx, accountId: string) {
  const [row] = await tx
    .select({ profileId: payoutAccounts.profileId, state: payoutAccounts.providerState, observedAt: payoutAccounts.providerObservedAt })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.providerAccountId, accountId))
    // The account row first, as every writer of an account takes it (then its bank rows): two writers never wait on each other in a circle.
    .for('update');
  return row;
}

/**
 * `account.updated`: the account as the event reports it, unless a read as new is kept. An event
 * of the same second as the kept read cannot be ordered against it: the read stays (the event
 * was often the one before it: a set-up reads once the provider's checks are done, while their
 * events are still on their way) and the provider is read again after the answer.
 */
const accountUpdated: EventHandler = async (ctx, event, tx) => {
  const accountId = typeof event.object.id === 'string' ? event.object.id : event.account;
  if (!accountId) return;
  const kept = await keptAccount(tx, accountId);
  if (!kept || (kept.observedAt !== null && event.created < kept.observedAt)) return;
  if (kept.observedAt === event.created) return rereadAccount(ctx, accountId);
  await storeAccountState(tx, ctx.payments.parseAccount(event.object, event.created));
};

/**
 * `account.external_account.created/updated/deleted`: the bank account's status (or its removal)
 * on our row and in the kept account, so `GET …/accounts` and `bank/ready` show it as soon as the
 * event is applied; the account is read again afterwards for the requirements and payouts that
 * follow from it (its own `account.updated` brings them too).
 */
const externalAccountChanged: EventHandler = async (ctx, event: ProviderEvent, tx) => {
  if (event.object.object !== 'bank_account') return;
  const bank = ctx.payments.parseBankAccount(event.object);
  const accountId = event.account ?? (typeof event.object.account === 'string' ? event.object.account : null);
  if (!accountId) return;
  const kept = await keptAccount(tx, accountId);
  if (!kept || (kept.observedAt !== null && event.created < kept.observedAt)) return;
  const deleted = event.type === 'account.external_account.deleted';
  if (deleted) await tx.delete(recipients).where(and(eq(recipients.providerId, bank.id), eq(recipients.profileId, kept.profileId)));
  else
    await tx
      .update(recipients)
      .set({ status: bank.status, isDefault: bank.defaultForCurrency })
      .where(and(eq(recipients.providerId, bank.id), eq(recipients.profileId, kept.profileId)));
  const state = kept.state as ConnectedAccount | null;
  if (state) {
    const others = state.externalAccounts
      .filter((b) => b.id !== bank.id)
      .map((b) => (bank.defaultForCurrency && b.currency === bank.currency ? { ...b, defaultForCurrency: false } : b));
    const at = state.externalAccounts.findIndex((b) => b.id === bank.id);
    const externalAccounts = deleted ? others : at < 0 ? [...others, bank] : [...others.slice(0, at), bank, ...others.slice(at)];
    const next: ConnectedAccount = { ...state, externalAccounts, observedAt: Math.max(state.observedAt, event.created) };
    await tx
      .update(payoutAccounts)
      .set({ providerState: next, providerObservedAt: next.observedAt, externalAccountsError: externalAccountsError(next), updatedAt: new Date() })
      .where(eq(payoutAccounts.providerAccountId, accountId));
  }
  return rereadAccount(ctx, accountId);
};

/** `payout.paid` (a Connect event): the host's transfers it carried to the bank show paid in the payout history. */
const payoutPaid: EventHandler = async (ctx, event, tx) => {
  const accountId = event.account;
  const object = event.object as { id?: string; created?: number; status?: string };
  if (!accountId || typeof object.id !== 'string' || typeof object.created !== 'number') return;
  await markPayoutPaid(tx, accountId, { id: object.id, created: object.created, status: String(object.status ?? '') }, dateOf(ctx.clock));
};

export const payoutEventHandlers: EventHandlers = {
  'payout.paid': payoutPaid,
  'account.updated': accountUpdated,
  'account.external_account.created': externalAccountChanged,
  'account.external_account.updated': externalAccountChanged,
  'account.external_account.deleted': externalAccountChanged,
};
