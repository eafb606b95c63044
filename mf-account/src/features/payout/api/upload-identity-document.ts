import { ProviderFileSchema, submitPayoutVerification, type ApiClient } from '@hourspace/api-client';
import { webEnvironment, type WebEnvironment } from '@hourspace/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { publishPayoutsChanged } from '../../../events/payouts';
import { useAccountServices } from '../../../lib/account-api';
import { markPayoutSubmitted, payoutKeys } from './get-payout-account';

/** The provider's file service refused or lost an upload; `message` is the provider's (English), for the log. */
export class ProviderFileError extends Error {
  override name = 'ProviderFileError';
}

const StripeErrorBodySchema = v.looseObject({ error: v.looseObject({ message: v.optional(v.string()) }) });

/**
 * One side of an identity document, straight to the payment provider's file service
 * (docs/decisions/payments-provider.md): `payments.filesUrl` of the channel (Stripe's
 * files.stripe.com, locally the processor), multipart `purpose=identity_document`, with the
 * publishable key as the bearer and no credential of ours (no cookies). Answers the file id.
 */
export async function uploadProviderFile(
  file: Blob,
  name: string,
  payments: Pick<WebEnvironment['payments'], 'publishableKey' | 'filesUrl'> = webEnvironment().payments,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'identity_document');
  form.append('file', file, name);
  let response: Response;
  try {
    response = await doFetch(payments.filesUrl, { method: 'POST', body: form, credentials: 'omit', headers: { Authorization: `Bearer ${payments.publishableKey}` } });
  } catch (error) {
    throw new ProviderFileError(`The file service could not be reached: ${String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const said = v.safeParse(StripeErrorBodySchema, body);
    throw new ProviderFileError(`The file service answered ${response.status}${said.success && said.output.error.message ? `: ${said.output.error.message}` : ''}`);
  }
  const parsed = v.safeParse(ProviderFileSchema, body);
  if (!parsed.success) throw new ProviderFileError('The file service answered without a file id');
  return parsed.output.id;
}

/** Uploads both sides to the file service, then attaches them to the payout account. */
export async function submitIdentityDocument(api: Pick<ApiClient, 'request'>, userId: string, front: File, back: File): Promise<void> {
  const document_front = await uploadProviderFile(front, front.name);
  const document_back = await uploadProviderFile(back, back.name);
  await submitPayoutVerification(api.request, userId, { document_front, document_back });
}

/** The identity document upload of /account/verify; the pages read the account again (and watch it while the provider checks) and the nav is told. */
export function useIdentityDocumentMutation(userId: string) {
  const { api } = useAccountServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ front, back }: { front: File; back: File }) => submitIdentityDocument(api, userId, front, back),
    onSuccess: async () => {
      publishPayoutsChanged(userId);
      markPayoutSubmitted(queryClient, userId);
      await queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
}
