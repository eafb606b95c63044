import type { ApiClient, Card } from '@hourspace/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountServices, type CardDetails, type CardProvider } from '../../../lib/account-api';
import { cardsKeys } from './get-cards';

/**
 * Adds a card: the card provider tokenises it (the number goes there and nowhere else),
 * then our API saves the token for the person.
 */
export async function addCard(services: { api: Pick<ApiClient, 'payments'>; cardProvider: CardProvider }, userId: string, card: CardDetails): Promise<Card> {
  const token = await services.cardProvider.tokenize(card);
  return services.api.payments.addCard(userId, token.id);
}

/** The add-a-card mutation; the saved cards are read again after a save. */
export function useAddCardMutation(userId: string) {
  const services = useAccountServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: CardDetails) => addCard(services, userId, card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKeys.user(userId) }),
  });
}
