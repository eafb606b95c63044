import { useMutation } from '@tanstack/react-query';
import type { MessageHostRequest } from '../../../lib/api/message-host';
import { useSearchApi } from '../../../lib/search-api';

/** "Message the host" (POST /v1/message/send with the space) as a mutation: the write path of docs/decisions/server-state.md. */
export function useMessageHostMutation() {
  const api = useSearchApi();
  return useMutation({ mutationFn: (body: MessageHostRequest) => api.messageHost(body) });
}
