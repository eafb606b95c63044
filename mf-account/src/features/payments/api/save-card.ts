import type { Card } from '@hourspace/api-client';
import type { CardEntryHandle } from '@hourspace/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';
import { cardsKeys } from './get-cards';

/** What the card form hands over: its card entry and our cardholder name field. */
export interface CardToSave {
  entry: CardEntryHandle;
  name: string;
}

/**
 * The add-a-card mutation: the shared card entry saves the card with Stripe's SetupIntent flow
 * through this person's calls (docs/decisions/payments-provider.md); the saved cards are read
 * again after a save.
 */
export function useSaveCardMutation(userId: string) {
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, name }: CardToSave): Promise<Card> =>
      entry.save({ setupCard: () => api.payments.setupCard(userId), saveCard: (seti) => api.payments.saveCard(userId, seti) }, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKeys.user(userId) }),
  });
}
