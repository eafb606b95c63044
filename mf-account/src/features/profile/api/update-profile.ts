import { writeQueryData } from '@hourspace/remote';
import type { ApiClient, Profile, UpdateProfileBody } from '@hourspace/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestSessionRefresh } from '../../../events/session';
import { useAccountServices } from '../../../lib/account-api';
import { profileKeys } from './get-profile';

/** PUT /v1/profiles/me (10 s timeout); answers the saved profile. */
export function updateProfile(api: Pick<ApiClient, 'updateProfile'>, body: UpdateProfileBody): Promise<Profile> {
  return api.updateProfile(body);
}

/** Saves profile fields; the answer becomes the page's profile and the page's session reads it again (names, photo in the nav). */
export function useUpdateProfileMutation() {
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => updateProfile(api, body),
    onSuccess: async (profile) => {
      await writeQueryData<Profile>(queryClient, profileKeys.me(), profile);
      requestSessionRefresh();
    },
  });
}
