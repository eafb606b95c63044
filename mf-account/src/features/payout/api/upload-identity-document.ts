import { ProviderFileSchema, submitPayoutVerification, uploadFileToApiOrigin, type ApiClient } from '@hourspace/api-client';
import { webEnvironment, type WebEnvironment } from '@hourspace/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { publishPayoutsChanged } from '../../../events/payouts';
import { useAccountServices } from '../../../lib/account-api';
import { payoutKeys } from './get-payout-account';

/**
 * The card provider's file service, behind this one function that a real provider's SDK
 * would replace: one identity document side, multipart. Its URL is the channel's
 * `fileServiceUrl` (the page's environment, never the build's:
 * docs/decisions/release-environment-in-the-channel.md). The development
 * fake lives on our API's origin (`/dev/files`) and knows the person by their bearer, so
 * there it goes through the API client; a service on any other origin gets no credential of
 * ours (a real provider takes its own publishable key).
 */
export async function uploadProviderFile(
  api: Pick<ApiClient, 'request'>,
  file: Blob,
  name: string,
  environment: Pick<WebEnvironment, 'apiOrigin' | 'fileServiceUrl'> = webEnvironment(),
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'identity_document');
  form.append('file', file, name);
  const service = new URL(environment.fileServiceUrl);
  if (service.origin === new URL(environment.apiOrigin).origin) {
    return (await uploadFileToApiOrigin(api.request, service.pathname, form)).id;
  }
  const response = await doFetch(service.href, { method: 'POST', body: form, credentials: 'omit' });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`The file service answered ${response.status}`);
  return v.parse(ProviderFileSchema, body).id;
}

/** Uploads both sides to the file service, then attaches them to the payout account. */
export async function submitIdentityDocument(api: Pick<ApiClient, 'request'>, userId: string, front: File, back: File): Promise<void> {
  const document_front = await uploadProviderFile(api, front, front.name);
  const document_back = await uploadProviderFile(api, back, back.name);
  await submitPayoutVerification(api.request, userId, { document_front, document_back });
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
