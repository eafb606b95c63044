import { writeQueryData } from '@hourspace/remote';
import type { ApiClient, HostReview, ReviewsAboutMe } from '@hourspace/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';

export const reviewsKeys = { aboutMe: ['mf-account', 'reviews', 'about-me'] as const };

/** GET /v1/reviews/about-me, read on each visit (a guest may review at any time). */
export function reviewsAboutMeQuery(api: Pick<ApiClient, 'reviews'>) {
  return queryOptions({
    queryKey: reviewsKeys.aboutMe,
    queryFn: () =>
      api.reviews.aboutMe().catch((error: unknown) => {
        console.error('[mf-account] loading the reviews failed', error);
        throw error;
      }),
    staleTime: 0,
  });
}

export function useReviewsAboutMe() {
  return useQuery(reviewsAboutMeQuery(useAccountServices().api));
}

/** PUT /v1/reviews/{id}/response, then the saved review replaces the old one in the list. */
export function useRespondToReview() {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: number; response: string }) => api.reviews.respond(id, response),
    onSuccess: (saved: HostReview) =>
      writeQueryData<ReviewsAboutMe>(client, reviewsKeys.aboutMe, (current) =>
        current ? { ...current, as_host: { ...current.as_host, data: current.as_host.data.map((review) => (review.id === saved.id ? saved : review)) } } : current,
      ),
  });
}
