import type { ApiClient } from '@hourspace/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishPayoutsChanged } from '../../../events/payouts';
import { useAccountServices } from '../../../lib/account-api';
import { markPayoutSubmitted, payoutKeys } from './get-payout-account';

/** What the payout page saves: the account details and, when the host has none yet, a bank account. */
export interface PayoutSave {
  details: Record<string, unknown>;
  /** POST for a host without a payout account, PUT to change one. */
  create: boolean;
  bank: Record<string, unknown> | null;
}

/**
 * Saves the payout details, then the bank account (the provider needs the account before a
 * bank account can be added to it). Either call's 400 carries the field messages.
 */
export async function savePayoutAccount(api: Pick<ApiClient, 'payments'>, userId: string, save: PayoutSave): Promise<void> {
  await api.payments.saveAccounts(userId, save.details, { create: save.create });
  if (save.bank) await api.payments.createRecipient(userId, save.bank);
}

/** The payout page's save; afterwards the pages read the account again and the nav is told. */
export function useSavePayoutAccountMutation(userId: string) {
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: PayoutSave) => savePayoutAccount(api, userId, save),
    // Also after a failed bank account: the details may have been saved before it.
    onSettled: async () => {
      publishPayoutsChanged(userId);
      markPayoutSubmitted(queryClient, userId);
      await queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
}
