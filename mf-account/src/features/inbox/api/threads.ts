import type { ApiClient } from '@hourspace/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useAccountServices } from '../../../lib/account-api';

const PersonSchema = v.object({ id: v.string(), first_name: v.fallback(v.string(), '') });

/** One thread of the list (GET /v1/messages/threads). */
export const ThreadSummarySchema = v.object({
  id: v.string(),
  role: v.picklist(['guest', 'host']),
  with: PersonSchema,
  space: v.fallback(v.nullable(v.object({ id: v.number(), title: v.string() })), null),
  last_message: v.fallback(v.nullable(v.object({ message: v.string(), from: v.string(), created_at: v.string() })), null),
  unread: v.fallback(v.number(), 0),
});
export type ThreadSummary = v.InferOutput<typeof ThreadSummarySchema>;

const MessageSchema = v.object({ id: v.string(), from: v.string(), message: v.string(), created_at: v.string(), is_read: v.fallback(v.boolean(), true) });
const ThreadBookingSchema = v.object({
  id: v.number(),
  space: v.object({ id: v.number(), title: v.string() }),
  starts_at: v.string(),
  ends_at: v.string(),
  status: v.string(),
  attendees: v.fallback(v.nullable(v.number()), null),
  currency: v.fallback(v.nullable(v.string()), null),
  total: v.fallback(v.nullable(v.number()), null),
});

/** One thread with its messages and booking requests (GET /v1/messages/threads/{id}). */
export const ThreadSchema = v.object({
  id: v.string(),
  role: v.picklist(['guest', 'host']),
  with: PersonSchema,
  messages: v.array(MessageSchema),
  bookings: v.fallback(v.array(ThreadBookingSchema), []),
});
export type Thread = v.InferOutput<typeof ThreadSchema>;

export const threadKeys = {
  all: ['mf-account', 'threads'] as const,
  list: () => [...threadKeys.all, 'list'] as const,
  one: (id: string) => [...threadKeys.all, 'one', id] as const,
};

type Api = Pick<ApiClient, 'request'>;

export function threadsQuery(api: Api) {
  return queryOptions({
    queryKey: threadKeys.list(),
    queryFn: async () => (await api.request({ method: 'GET', path: '/v1/messages/threads', auth: 'bearer', schema: v.object({ data: v.array(ThreadSummarySchema) }) })).data,
    staleTime: 0,
  });
}

export function useThreadsQuery() {
  return useQuery(threadsQuery(useAccountServices().api));
}

/** A thread, marked read as it is opened (the list's unread counts follow). */
export function useThreadQuery(id: string | null) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useQuery({
    queryKey: threadKeys.one(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
    queryFn: async () => {
      const thread = await api.request({ method: 'GET', path: `/v1/messages/threads/${encodeURIComponent(id ?? '')}`, auth: 'bearer', schema: ThreadSchema });
      await api.request({ method: 'PUT', path: `/v1/messages/threads/${encodeURIComponent(id ?? '')}/read`, auth: 'bearer', schema: v.object({ marked: v.number() }) });
      void client.invalidateQueries({ queryKey: threadKeys.list() });
      return thread;
    },
  });
}

/** Sends a message into the thread, then reads it again. */
export function useSendMessage(thread: Thread | undefined) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => {
      if (!thread) throw new Error('no thread');
      return api.request({
        method: 'POST',
        path: '/v1/message/send',
        auth: 'bearer',
        json: { to: thread.with.id, thread_id: thread.id, message },
        schema: v.looseObject({ id: v.string() }),
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: threadKeys.all }),
  });
}

/** The host accepts or declines a request shown in the thread (PUT /v1/bookings/{id}); the thread and the bookings lists are read again. */
export function useAnswerRequest(threadId: string) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'accepted' | 'declined' }) =>
      api.request({ method: 'PUT', path: `/v1/bookings/${id}`, auth: 'bearer', json: { status }, schema: v.looseObject({ id: v.number(), status: v.string() }) }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: threadKeys.one(threadId) });
      await client.invalidateQueries({ queryKey: ['mf-account', 'bookings'] });
    },
  });
}
