import { decideBooking, getThread, getThreads, markThreadRead, sendMessage, type ApiClient, type Thread, type ThreadSummary } from '@hourspace/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publishInboxChanged } from '../../../events/inbox';
import { useSession } from '../../../events/session';
import { useAccountServices } from '../../../lib/account-api';
import { useLiveConnected, useLiveEvents } from '@hourspace/api-client/react';

/**
 * How often a visible inbox reads its threads (and the open thread) again while the live stream
 * is down (docs/decisions/live-events.md); not in a background tab
 * (docs/decisions/inbox-unread-refresh.md).
 */
export const INBOX_POLL_MS = 30_000;

/** How long after sending its sender may edit a message (the API's window, PUT /v1/message/update). */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

/** Whether the person may still edit a message they sent at `createdAt`. */
export function canEdit(createdAt: string, now: number = Date.now()): boolean {
  const sent = Date.parse(createdAt);
  return Number.isFinite(sent) && now - sent < EDIT_WINDOW_MS;
}

export type { Thread, ThreadSummary };

/** The signed-in person's SSOid, for the inbox's bus event. */
function useSSOid(): string | undefined {
  return useSession()?.profile?.SSOid;
}

export const threadKeys = {
  all: ['mf-account', 'threads'] as const,
  list: () => [...threadKeys.all, 'list'] as const,
  one: (id: string) => [...threadKeys.all, 'one', id] as const,
};

type Api = Pick<ApiClient, 'request'>;

export function threadsQuery(api: Api) {
  return queryOptions({
    queryKey: threadKeys.list(),
    queryFn: () => getThreads(api.request),
    staleTime: 0,
  });
}

/**
 * Reads the threads (and the open one) again on the live stream's news: a message, a booking's
 * new status, or a resync after a gap (docs/decisions/live-events.md). The nav hears of unread
 * changes on its own; the inbox's unread total still publishes `account:inbox-changed`.
 */
function useLiveInbox(): void {
  const client = useQueryClient();
  const signedIn = useSSOid() !== undefined;
  useLiveEvents(signedIn, (event) => {
    if (event.type === 'unread') return;
    void client.invalidateQueries({ queryKey: threadKeys.all });
    if (event.type !== 'message') void client.invalidateQueries({ queryKey: ['mf-account', 'bookings'] });
  });
}

/** The threads, read again on live events, and every {@link INBOX_POLL_MS} while the page is visible and the stream down. */
export function useThreadsQuery() {
  useLiveInbox();
  const live = useLiveConnected();
  return useQuery({
    ...threadsQuery(useAccountServices().api),
    refetchInterval: live ? false : INBOX_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/**
 * A thread, marked read as it is opened (the list's unread counts and the nav's badge follow).
 * While `poll`, read again on live events, or every {@link INBOX_POLL_MS} while the stream is
 * down (new messages are then read too); after the person marked it unread, read again without
 * marking it read, which would undo it.
 */
export function useThreadQuery(id: string | null, poll = true) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  const SSOid = useSSOid();
  const live = useLiveConnected();
  return useQuery({
    queryKey: threadKeys.one(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: poll && !live ? INBOX_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: poll,
    queryFn: async () => {
      const thread = await getThread(api.request, id ?? '');
      // A live event's refetch must not undo "Mark as unread" either (docs/decisions/live-events.md).
      if (!poll) return thread;
      const { marked } = await markThreadRead(api.request, id ?? '');
      if (marked > 0) {
        void client.invalidateQueries({ queryKey: threadKeys.list() });
        publishInboxChanged(SSOid);
      }
      return thread;
    },
  });
}

/**
 * Marks the thread unread (its latest message to the person, PUT /v1/message/update
 * `is_read: false`) or read again (PUT /v1/messages/threads/{id}/read); the list and the
 * nav's badge follow.
 */
export function useMarkThread(threadId: string) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  const SSOid = useSSOid();
  return useMutation({
    mutationFn: async (change: { read: true } | { read: false; messageId: string }) => {
      if (change.read) {
        await markThreadRead(api.request, threadId);
      } else {
        await api.updateMessage({ id: change.messageId, is_read: false });
      }
    },
    onSuccess: async () => {
      publishInboxChanged(SSOid);
      await client.invalidateQueries({ queryKey: threadKeys.list() });
    },
  });
}

/** Edits one's own message (the sender, within 15 minutes: PUT /v1/message/update), then reads the thread again. */
export function useEditMessage(threadId: string) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  const SSOid = useSSOid();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => api.updateMessage({ id, message }),
    onSuccess: async () => {
      publishInboxChanged(SSOid);
      await client.invalidateQueries({ queryKey: threadKeys.one(threadId) });
      await client.invalidateQueries({ queryKey: threadKeys.list() });
    },
  });
}

/** Sends a message into the thread, then reads it again. */
export function useSendMessage(thread: Thread | undefined) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  const SSOid = useSSOid();
  return useMutation({
    mutationFn: (message: string) => {
      if (!thread) throw new Error('no thread');
      return sendMessage(api.request, { to: thread.with.id, thread_id: thread.id, message });
    },
    onSuccess: () => {
      publishInboxChanged(SSOid);
      return client.invalidateQueries({ queryKey: threadKeys.all });
    },
  });
}

/** The host accepts or declines a request shown in the thread (PUT /v1/bookings/{id}); the thread and the bookings lists are read again. */
export function useAnswerRequest(threadId: string) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'accepted' | 'declined' }) => decideBooking(api.request, id, status),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: threadKeys.one(threadId) });
      await client.invalidateQueries({ queryKey: ['mf-account', 'bookings'] });
    },
  });
}
