import type { ApiClient, Recipient } from '@hourspace/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishPayoutsChanged } from '../../../events/payouts';
import { useAccountServices } from '../../../lib/account-api';
import { markPayoutSubmitted, payoutKeys } from './get-payout-account';

/** Adds a bank account (POST /v2/payments/users/{id}/recipients); it becomes the default and replaces one in error. */
export async function createBankAccount(api: Pick<ApiClient, 'payments'>, userId: string, bank: Record<string, unknown>): Promise<Recipient> {
  return api.payments.createRecipient(userId, bank);
}

/** Replacing the bank account (/account/methods); the pages read the account again and the nav is told. */
export function useCreateBankAccountMutation(userId: string) {
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bank: Record<string, unknown>) => createBankAccount(api, userId, bank),
    onSuccess: async () => {
      publishPayoutsChanged(userId);
      markPayoutSubmitted(queryClient, userId);
      await queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
}
