import type { MessageSend, MessageUpdate } from '@hourspace/validation';
import type { Db } from '../db/client';
import { queueNewMessagesEmail } from '../mail/booking-emails';
import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { bookings, messages, profiles, spaces, threads } from '../db/schema';
import { dateOf } from '../lib/clock';
import { ApiError, forbidden, notFound, validationError } from '../lib/errors';
import type { Profile } from './auth';
import { bookingJson, bookingsWithSpace, visibleTo } from './bookings';
import type { AppContext } from './context';
import { notifyMessage, notifyUnread } from './live-events';
import { absoluteUrl } from './profile';

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
    const [space] = await ctx.db.select({ id: spaces.id, hostId: spaces.hostId }).from(spaces).where(eq(spaces.id, body.space_id));
    if (!space) throw notFound('The space does not exist.');
    // A thread about a space is between its host and someone else ("Message the host"): never about another host's space.
    if (!body.thread_id && space.hostId !== body.to && space.hostId !== profile.id)
      throw validationError([{ field: 'space_id', message: 'You can only write about a space to its host.' }]);
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
  // Stamped by the API's clock, which the edit window below is measured by.
  // The message and its email (batched: one per recipient and sender in a window) in one transaction (docs/decisions/mail-and-sms.md).
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(messages)
      .values({ threadId, senderId: profile.id, recipientId: body.to, body: body.message, createdAt: dateOf(ctx.clock) })
      .returning();
    if (!made) throw new Error('message insert returned nothing');
    await tx.update(threads).set({ updatedAt: new Date() }).where(eq(threads.id, threadId));
    await queueNewMessagesEmail(ctx, tx as unknown as Db, { recipientId: body.to, senderId: profile.id });
    // On commit, to both parties' open pages (docs/decisions/live-events.md).
    await notifyMessage(tx as unknown as Db, made);
    return made;
  });
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
    if (ctx.clock.now() - row.createdAt.getTime() > ctx.config.limits.messageEditWindowSeconds * 1000)
      throw new ApiError(400, 'edit_window_closed', 'Messages can be edited for 15 minutes after sending.');
    changes.body = body.message;
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx.update(messages).set(changes).where(eq(messages.id, row.id)).returning();
    if (changed && body.is_read !== undefined) await notifyUnread(tx as unknown as Db, profile.id);
    return changed;
  });
  if (!updated) throw notFound('The message does not exist.');
  return messageJson(updated);
}

/** The thread if the profile is its guest or host; anyone else gets a 404 (no hint that it exists). */
async function ownThread(ctx: AppContext, profile: Profile, id: string) {
  const [thread] = await ctx.db
    .select()
    .from(threads)
    .where(and(eq(threads.id, id), or(eq(threads.guestId, profile.id), eq(threads.hostId, profile.id))));
  if (!thread) throw notFound('The thread does not exist or is not yours.');
  return thread;
}

/** The profile's threads, most recent first, each with the other person, the space, the last message and its unread count. */
export async function listThreads(ctx: AppContext, profile: Profile, origin: string) {
  const rows = await ctx.db
    .select({ thread: threads, spaceTitle: spaces.title })
    .from(threads)
    .leftJoin(spaces, eq(spaces.id, threads.spaceId))
    .where(or(eq(threads.guestId, profile.id), eq(threads.hostId, profile.id)))
    .orderBy(desc(threads.updatedAt))
    .limit(100);
  const ids = rows.map((r) => r.thread.id);
  const last = ids.length
    ? await ctx.db
        .selectDistinctOn([messages.threadId], { threadId: messages.threadId, body: messages.body, createdAt: messages.createdAt, senderId: messages.senderId })
        .from(messages)
        .where(inArray(messages.threadId, ids))
        .orderBy(messages.threadId, desc(messages.createdAt))
    : [];
  const unread = ids.length
    ? await ctx.db
        .select({ threadId: messages.threadId, n: count() })
        .from(messages)
        .where(and(inArray(messages.threadId, ids), eq(messages.recipientId, profile.id), isNull(messages.readAt)))
        .groupBy(messages.threadId)
    : [];
  const others = rows.map((r) => (r.thread.guestId === profile.id ? r.thread.hostId : r.thread.guestId));
  const people = others.length
    ? await ctx.db.select({ id: profiles.id, firstName: profiles.firstName, avatarUrl: profiles.avatarUrl }).from(profiles).where(inArray(profiles.id, others))
    : [];
  const lastBy = new Map(last.map((m) => [m.threadId, m]));
  const unreadBy = new Map(unread.map((u) => [u.threadId, Number(u.n)]));
  const personBy = new Map(people.map((p) => [p.id, p]));
  return {
    data: rows.map(({ thread, spaceTitle }) => {
      const otherId = thread.guestId === profile.id ? thread.hostId : thread.guestId;
      const other = personBy.get(otherId);
      const lastMessage = lastBy.get(thread.id);
      return {
        id: thread.id,
        role: thread.guestId === profile.id ? 'guest' : 'host',
        with: { id: otherId, first_name: other?.firstName ?? '', avatar_url: absoluteUrl(origin, other?.avatarUrl) },
        space: thread.spaceId !== null ? { id: thread.spaceId, title: spaceTitle ?? '' } : null,
        last_message: lastMessage ? { message: lastMessage.body, from: lastMessage.senderId, created_at: lastMessage.createdAt.toISOString() } : null,
        unread: unreadBy.get(thread.id) ?? 0,
        updated_at: thread.updatedAt.toISOString(),
      };
    }),
  };
}

/** One thread with its messages (oldest first) and its booking requests. */
export async function readThread(ctx: AppContext, profile: Profile, id: string, origin: string) {
  const thread = await ownThread(ctx, profile, id);
  const rows = await ctx.db.select().from(messages).where(eq(messages.threadId, thread.id)).orderBy(asc(messages.createdAt), asc(messages.id)).limit(500);
  const requests = await bookingsWithSpace(ctx).where(eq(bookings.threadId, thread.id)).orderBy(asc(bookings.createdAt));
  const otherId = thread.guestId === profile.id ? thread.hostId : thread.guestId;
  const [other] = await ctx.db.select({ firstName: profiles.firstName, avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, otherId));
  return {
    id: thread.id,
    role: thread.guestId === profile.id ? 'guest' : 'host',
    with: { id: otherId, first_name: other?.firstName ?? '', avatar_url: absoluteUrl(origin, other?.avatarUrl) },
    space_id: thread.spaceId,
    messages: rows.map(messageJson),
    bookings: requests
      .filter((r) => visibleTo(r.booking.status, r.booking.guestId === profile.id ? 'guest' : 'host'))
      .map((r) => bookingJson(r.booking, r.space, dateOf(ctx.clock), profile.id)),
  };
}

/** Marks every message to the profile in the thread read; answers how many changed. */
export async function markThreadRead(ctx: AppContext, profile: Profile, id: string) {
  const thread = await ownThread(ctx, profile, id);
  const changed = await ctx.db.transaction(async (tx) => {
    const marked = await tx
      .update(messages)
      .set({ readAt: new Date() })
      .where(and(eq(messages.threadId, thread.id), eq(messages.recipientId, profile.id), isNull(messages.readAt)))
      .returning({ id: messages.id });
    if (marked.length > 0) await notifyUnread(tx as unknown as Db, profile.id);
    return marked;
  });
  return { id: thread.id, marked: changed.length };
}
