import * as v from 'valibot';
import type { Requester } from '../request';

const PersonSchema = v.object({ id: v.string(), first_name: v.fallback(v.string(), '') });

/** One thread of the inbox's list (GET /v1/messages/threads). */
export const ThreadSummarySchema = v.object({
  id: v.string(),
  role: v.picklist(['guest', 'host']),
  with: PersonSchema,
  space: v.fallback(v.nullable(v.object({ id: v.number(), title: v.string() })), null),
  last_message: v.fallback(v.nullable(v.object({ message: v.string(), from: v.string(), created_at: v.string() })), null),
  unread: v.fallback(v.number(), 0),
});
export type ThreadSummary = v.InferOutput<typeof ThreadSummarySchema>;
const ThreadsSchema = v.object({ data: v.array(ThreadSummarySchema) });

const ThreadMessageSchema = v.object({ id: v.string(), from: v.string(), message: v.string(), created_at: v.string(), is_read: v.fallback(v.boolean(), true) });
const ThreadBookingSchema = v.object({
  id: v.number(),
  space: v.object({ id: v.number(), title: v.string() }),
  starts_at: v.string(),
  ends_at: v.string(),
  status: v.string(),
  attendees: v.fallback(v.nullable(v.number()), null),
  currency: v.fallback(v.nullable(v.string()), null),
  total: v.fallback(v.nullable(v.number()), null),
  /** The host's custom offer, when the booking is 'offered'. */
  offer: v.fallback(v.nullable(v.object({ subtotal: v.nullable(v.number()), message: v.fallback(v.string(), ''), offered_at: v.string() })), null),
});

/** One thread with its messages and booking requests (GET /v1/messages/threads/{id}). */
export const ThreadSchema = v.object({
  id: v.string(),
  role: v.picklist(['guest', 'host']),
  with: PersonSchema,
  messages: v.array(ThreadMessageSchema),
  bookings: v.fallback(v.array(ThreadBookingSchema), []),
});
export type Thread = v.InferOutput<typeof ThreadSchema>;

const MarkedSchema = v.object({ marked: v.number() });

const threadPath = (id: string) => `/v1/messages/threads/${encodeURIComponent(id)}`;

/** GET /v1/messages/threads: the signed-in person's threads, newest first. */
export async function getThreads(request: Requester): Promise<ThreadSummary[]> {
  return (await request({ method: 'GET', path: '/v1/messages/threads', auth: 'bearer', schema: ThreadsSchema })).data;
}

/** GET /v1/messages/threads/{id}: one thread with its messages and bookings. */
export async function getThread(request: Requester, id: string): Promise<Thread> {
  return request({ method: 'GET', path: threadPath(id), auth: 'bearer', schema: ThreadSchema });
}

/** PUT /v1/messages/threads/{id}/read: marks the thread's messages to the person read; answers how many were unread. */
export async function markThreadRead(request: Requester, id: string): Promise<{ marked: number }> {
  return request({ method: 'PUT', path: `${threadPath(id)}/read`, auth: 'bearer', schema: MarkedSchema });
}
