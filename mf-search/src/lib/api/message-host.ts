import type { ApiClient } from '@hourspace/api-client';

/** "Message the host" from the space page: the host, the space, and the message (§5: required). */
export interface MessageHostRequest {
  /** The host's SSOid (the space page's `host.id`). */
  to: string;
  space_id: number;
  message: string;
}

/** The message as sent, with the thread it opened or reused. */
export interface SentMessage {
  id: string;
  thread_id: string | null;
}

/**
 * POST /v1/message/send with the space: the API opens the guest's thread with that host about
 * that space, or reuses it (the same thread a booking request for the space then uses).
 */
export async function messageHost(client: Pick<ApiClient, 'sendMessage'>, body: MessageHostRequest): Promise<SentMessage> {
  const sent = await client.sendMessage(body);
  return { id: sent.id, thread_id: sent.thread_id ?? null };
}
