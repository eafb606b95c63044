import type { ApiClient, Card } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';

/** Query keys of the saved cards, under the remote's name. */
export const cardsKeys = {
  all: ['mf-account', 'cards'] as const,
  user: (userId: string) => [...cardsKeys.all, userId] as const,
};

/** The person's saved cards (brand, last 4, expiry, name), newest first. */
export async function getCards(api: Pick<ApiClient, 'payments'>, userId: string): Promise<Card[]> {
  return api.payments.getCards(userId);
}

/** Read on each visit and kept only while shown: cards change elsewhere (checkout). */
export function cardsQuery(api: Pick<ApiClient, 'payments'>, userId: string) {
  return queryOptions({
    queryKey: cardsKeys.user(userId),
    queryFn: () =>
      getCards(api, userId).catch((error: unknown) => {
        console.error('[mf-account] loading the saved cards failed', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The saved cards of `userId`. */
export function useCardsQuery(userId: string) {
  return useQuery(cardsQuery(useAccountServices().api, userId));
}
