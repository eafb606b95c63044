import type { ApiClient } from '@hourspace/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { publishPayoutsChanged } from '../../../events/payouts';
import { useAccountServices } from '../../../lib/account-api';
import { payoutKeys } from './get-payout-account';

/** The card provider's file object. */
const ProviderFileSchema = v.looseObject({ id: v.string(), purpose: v.string(), type: v.nullish(v.string()), size: v.nullish(v.number()) });

/**
 * The card provider's file service (locally the API's POST /dev/files, behind this one
 * function that a real provider's SDK would replace): one identity document side, multipart.
 */
export async function uploadProviderFile(api: Pick<ApiClient, 'request'>, file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'identity_document');
  form.append('file', file, name);
  const answer = await api.request({ method: 'POST', path: '/dev/files', auth: 'bearer', form, schema: ProviderFileSchema, timeout: 30_000 });
  return answer.id;
}

/** Uploads both sides to the file service, then attaches them to the payout account. */
export async function submitIdentityDocument(api: Pick<ApiClient, 'request'>, userId: string, front: File, back: File): Promise<void> {
  const document_front = await uploadProviderFile(api, front, front.name);
  const document_back = await uploadProviderFile(api, back, back.name);
  await api.request({
    method: 'POST',
    path: `/v2/payments/users/${encodeURIComponent(userId)}/accounts/verification`,
    auth: 'bearer',
    json: { document_front, document_back },
    schema: v.looseObject({}),
  });
}

/** The identity document upload of /account/verify; the pages read the account again and the nav is told. */
export function useIdentityDocumentMutation(userId: string) {
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ front, back }: { front: File; back: File }) => submitIdentityDocument(api, userId, front, back),
    onSuccess: async () => {
      publishPayoutsChanged(userId);
      await queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
}
