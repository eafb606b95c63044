import type { ApiClient, Profile } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';

/** Query keys of the profile as this page edits it, under the remote's name. */
export const profileKeys = {
  all: ['mf-account', 'profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

/** The signed-in person's whole profile (GET /v1/profiles/me, 5 s timeout). */
export function getProfile(api: Pick<ApiClient, 'getProfile'>): Promise<Profile> {
  return api.getProfile();
}

/** Read on each visit, kept only while shown: verification happens in mf-auth's modals. */
export function profileQuery(api: Pick<ApiClient, 'getProfile'>) {
  return queryOptions({
    queryKey: profileKeys.me(),
    queryFn: () =>
      getProfile(api).catch((error: unknown) => {
        console.error('[mf-account] loading the profile failed', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The signed-in person's profile. */
export function useProfileQuery() {
  return useQuery(profileQuery(useAccountServices().api));
}
