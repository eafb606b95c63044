import type { MessageSend, MessageUpdate } from '@hourspace/validation';
import { and, countDistinct, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { messages, profiles, spaces, threads } from '../db/schema';
import { ApiError, forbidden, notFound } from '../lib/errors';
import type { Profile } from './auth';
import type { AppContext } from './context';

/** How long the sender may still edit a message. */
const EDIT_WINDOW_MS = 15 * 60 * 1000;

function messageJson(row: typeof messages.$inferSelect) {
  return {
    id: row.id,
    thread_id: row.threadId,
    from: row.senderId,
    to: row.recipientId,
    message: row.body,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    is_read: row.readAt !== null,
  };
}

/** Threads with an unread message to the profile (`isRead` false), or the others (`isRead` true). */
export async function threadCount(ctx: AppContext, profile: Profile, isRead: 'true' | 'false') {
  const unread = and(eq(messages.recipientId, profile.id), isNull(messages.readAt));
  if (isRead === 'false') {
    const [row] = await ctx.db
      .select({ n: countDistinct(messages.threadId) })
      .from(messages)
      .where(unread);
    return { thread_count: Number(row?.n ?? 0) };
  }
  const [all] = await ctx.db
    .select({ n: countDistinct(threads.id) })
    .from(threads)
    .where(or(eq(threads.guestId, profile.id), eq(threads.hostId, profile.id)));
  const [open] = await ctx.db
    .select({ n: countDistinct(messages.threadId) })
    .from(messages)
    .where(unread);
  return { thread_count: Math.max(0, Number(all?.n ?? 0) - Number(open?.n ?? 0)) };
}

/** Sends a message into a thread between the two, starting one if needed. */
export async function sendMessage(ctx: AppContext, profile: Profile, body: MessageSend) {
  const [recipient] = await ctx.db.select({ id: profiles.id, isHost: profiles.isHost, status: profiles.status }).from(profiles).where(eq(profiles.id, body.to));
  if (!recipient || recipient.status !== 'active') throw notFound('The recipient does not exist.');
  if (body.space_id !== undefined) {
    const [space] = await ctx.db.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, body.space_id));
    if (!space) throw notFound('The space does not exist.');
  }
  const between = or(and(eq(threads.guestId, profile.id), eq(threads.hostId, body.to)), and(eq(threads.guestId, body.to), eq(threads.hostId, profile.id)));
  let threadId: string;
  if (body.thread_id) {
    const [thread] = await ctx.db
      .select({ id: threads.id })
      .from(threads)
      .where(and(eq(threads.id, body.thread_id), between));
    if (!thread) throw notFound('The thread does not exist or is not yours.');
    threadId = thread.id;
  } else {
    const [existing] = await ctx.db
      .select({ id: threads.id })
      .from(threads)
      .where(and(between, body.space_id !== undefined ? eq(threads.spaceId, body.space_id) : isNotNull(threads.id)));
    if (existing) threadId = existing.id;
    else {
      // The host side of a new thread is whoever hosts; between two guests the recipient takes it.
      const senderHosts = profile.isHost && !recipient.isHost;
      const [created] = await ctx.db
        .insert(threads)
        .values({ guestId: senderHosts ? body.to : profile.id, hostId: senderHosts ? profile.id : body.to, spaceId: body.space_id ?? null })
        .returning({ id: threads.id });
      if (!created) throw new Error('thread insert returned nothing');
      threadId = created.id;
    }
  }
  const [row] = await ctx.db.insert(messages).values({ threadId, senderId: profile.id, recipientId: body.to, body: body.message }).returning();
  await ctx.db.update(threads).set({ updatedAt: new Date() }).where(eq(threads.id, threadId));
  if (!row) throw new Error('message insert returned nothing');
  return messageJson(row);
}

/** Marks a message read or unread (its recipient), or edits it (its sender, within 15 minutes). */
export async function updateMessage(ctx: AppContext, profile: Profile, body: MessageUpdate) {
  const [row] = await ctx.db.select().from(messages).where(eq(messages.id, body.id));
  if (!row || (row.senderId !== profile.id && row.recipientId !== profile.id)) throw notFound('The message does not exist.');
  const changes: Partial<typeof messages.$inferInsert> = {};
  if (body.is_read !== undefined) {
    if (row.recipientId !== profile.id) throw forbidden('Only the recipient can mark a message read.');
    changes.readAt = body.is_read ? (row.readAt ?? new Date()) : null;
  }
  if (body.message !== undefined) {
    if (row.senderId !== profile.id) throw forbidden('Only the sender can edit a message.');
    if (Date.now() - row.createdAt.getTime() > EDIT_WINDOW_MS) throw new ApiError(400, 'edit_window_closed', 'Messages can be edited for 15 minutes after sending.');
    changes.body = body.message;
  }
  const [updated] = await ctx.db.update(messages).set(changes).where(eq(messages.id, row.id)).returning();
  if (!updated) throw notFound('The message does not exist.');
  return messageJson(updated);
}
