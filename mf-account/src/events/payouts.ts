import { getBus } from '@hourspace/bus';

/**
 * Tells the page that this host's payout state changed (details, bank account or identity
 * document saved): mf-nav reads the payout account again, so its 'Add payout info' or
 * 'Payouts blocked' warning goes away without a reload.
 */
export function publishPayoutsChanged(SSOid: string): void {
  getBus().publish('account:payouts-changed', { SSOid });
}
