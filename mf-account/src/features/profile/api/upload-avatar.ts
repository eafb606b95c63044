import { writeQueryData } from '@hourspace/remote';
import type { ApiClient, Profile } from '@hourspace/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestSessionRefresh } from '../../../events/session';
import { useAccountServices } from '../../../lib/account-api';
import { profileKeys } from './get-profile';

/** Uploads a prepared (square, at most 1000×1000) photo to the image service, then saves its 100×100 URL as the avatar. */
export async function uploadAvatar(api: Pick<ApiClient, 'uploadImage' | 'updateProfile'>, file: File): Promise<Profile> {
  const image = await api.uploadImage(file, file.name);
  return api.updateProfile({ avatar_url: image.avatar_url });
}

/** The avatar upload; the saved profile becomes the page's profile. */
export function useUploadAvatarMutation() {
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(api, file),
    onSuccess: async (profile) => {
      await writeQueryData<Profile>(queryClient, profileKeys.me(), profile);
      requestSessionRefresh();
    },
  });
}
