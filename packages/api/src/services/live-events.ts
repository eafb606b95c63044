import type { PGlite } from '@electric-sql/pglite';
import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { messages } from '../db/schema';

/**
 * Live events (docs/decisions/live-events.md): a write sends `pg_notify` on this channel inside
 * its own transaction, so the notification leaves on commit and never for a rolled-back write.
 * Every API process LISTENs on it (the response cache's mechanism, Database.listen) and writes
 * each user's events to that user's open streams.
 */
export const LIVE_CHANNEL = 'hourspace_live_events';

/** Streams one user may hold on one API process (a tab each, and a few to spare). */
export const MAX_STREAMS_PER_USER = 5;
/** Notifications kept per user for a reconnect's catch-up, and users kept. */
const LOG_PER_USER = 100;
const LOG_USERS = 10_000;

/** The event id, from the database's clock in microseconds: one clock for every API process. */
const EVENT_ID = sql`(floor(extract(epoch from clock_timestamp()) * 1000000))::bigint::text`;

/** Tells the sender's and the recipient's streams about a new message (in the message's transaction). */
export async function notifyMessage(db: Db, message: { id: string; threadId: string; senderId: string; recipientId: string }): Promise<void> {
  await db.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('u', u, 'k', 'message', 't', ${message.threadId}::text, 'm', ${message.id}::text, 'i', ${EVENT_ID})::text)
        from unnest(array[${message.senderId}, ${message.recipientId}]::text[]) as u`,
  );
}

/** Tells a reader's streams that their unread count may have changed (messages marked read or unread). */
export async function notifyUnread(db: Db, profileId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('u', ${profileId}::text, 'k', 'unread', 'i', ${EVENT_ID})::text)`);
}

/** Tells the guest's and the host's streams a booking's new status (in the transaction of the change). */
export async function notifyBooking(db: Db, booking: { id: number; status: string; spaceId: number; guestId: string | null }): Promise<void> {
  await db.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('u', u, 'k', 'booking', 'b', ${booking.id}::int, 's', ${booking.status}::text, 'i', ${EVENT_ID})::text)
        from (select host_id::text as u from spaces where id = ${booking.spaceId} union select ${booking.guestId}::text) as people where u is not null`,
  );
}

/** One event as a stream writes it. */
export interface LiveEvent {
  id: string;
  event: 'message' | 'booking' | 'unread' | 'resync';
  data: Record<string, unknown>;
}

interface Notification {
  userId: string;
  id: number;
  /** What the stream shows; null for an unread-only notification (the count is read at delivery). */
  event: LiveEvent | null;
}

/** A notification's payload, or null when it is not one of ours. */
export function parseNotification(payload: string): Notification | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { u, k, i, t, m, b, s } = value as Record<string, unknown>;
  if (typeof u !== 'string' || typeof i !== 'string' || !/^\d{1,17}$/.test(i)) return null;
  const base = { userId: u, id: Number(i) };
  if (k === 'unread') return { ...base, event: null };
  if (k === 'message' && typeof t === 'string' && typeof m === 'string') return { ...base, event: { id: i, event: 'message', data: { thread_id: t, message_id: m } } };
  if (k === 'booking' && typeof b === 'number' && typeof s === 'string') return { ...base, event: { id: i, event: 'booking', data: { booking_id: b, status: s } } };
  return null;
}

/** An open stream, as the hub writes to it. */
export interface LiveStream {
  userId: string;
  send(event: LiveEvent): void;
  close(): void;
}

/** What a reconnect is owed: the events after its Last-Event-ID, or `resync` when this process cannot know them. */
export type CatchUp = { events: LiveEvent[] } | 'resync';

interface UserLog {
  entries: Notification[];
  /** The newest id dropped from `entries` (an overflow): a reconnect from before it cannot be served. */
  trimmedTo: number;
}

/**
 * This process's streams and the recent notifications of every user (heard in commit order,
 * whoever is connected here), bounded. A reconnect is served from the log; one from before the
 * log's horizon (this process started or its LISTEN reconnected since, or the log overflowed)
 * gets `resync`, and the client reads everything again.
 */
export class LiveHub {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private readonly logs = new Map<string, UserLog>();
  /** Ids at or before it may be missing from the logs. */
  private horizon = 0;
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly unreadCount: (userId: string) => Promise<number>) {}

  /** Called when the LISTEN connection (re)connects at database time `nowId`: what came before may have been missed. */
  reset(nowId: number): void {
    this.logs.clear();
    this.horizon = Math.max(this.horizon, nowId);
  }

  /** The newest id this process knows for the user (the id of a connect-time unread event). */
  latestId(userId: string): number {
    return this.logs.get(userId)?.entries.at(-1)?.id ?? this.horizon;
  }

  receive(payload: string): void {
    const note = parseNotification(payload);
    if (!note) return;
    this.remember(note);
    const open = this.streams.get(note.userId);
    if (!open?.size) return;
    if (note.event) for (const stream of open) stream.send(note.event);
    if (note.event === null || note.event.event === 'message') this.sendUnread(note.userId, String(note.id));
  }

  /** Adds a stream; false when the user already holds MAX_STREAMS_PER_USER here. */
  add(stream: LiveStream): boolean {
    const open = this.streams.get(stream.userId) ?? new Set<LiveStream>();
    if (open.size >= MAX_STREAMS_PER_USER) return false;
    open.add(stream);
    this.streams.set(stream.userId, open);
    return true;
  }

  remove(stream: LiveStream): void {
    const open = this.streams.get(stream.userId);
    open?.delete(stream);
    if (open && open.size === 0) this.streams.delete(stream.userId);
  }

  /** The user's events after `lastId`, each once, in commit order. */
  catchUp(userId: string, lastId: number): CatchUp {
    const log = this.logs.get(userId);
    if (lastId < Math.max(this.horizon, log?.trimmedTo ?? 0)) return 'resync';
    const entries = log?.entries ?? [];
    // Found: everything heard after it (commit order). Not found: everything with a later id.
    const at = entries.findIndex((entry) => entry.id === lastId);
    const after = at >= 0 ? entries.slice(at + 1) : entries.filter((entry) => entry.id > lastId);
    return { events: after.flatMap((entry) => (entry.event ? [entry.event] : [])) };
  }

  /** Sends the user's unread count to their streams, one read at a time so counts arrive in order. */
  sendUnread(userId: string, id: string, only?: LiveStream): void {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => this.unreadCount(userId))
      .then((count) => {
        const event: LiveEvent = { id, event: 'unread', data: { count } };
        if (only) only.send(event);
        else for (const stream of this.streams.get(userId) ?? []) stream.send(event);
      })
      .catch(() => undefined)
      .finally(() => {
        if (this.queues.get(userId) === next) this.queues.delete(userId);
      });
    this.queues.set(userId, next);
  }

  private remember(note: Notification): void {
    let log = this.logs.get(note.userId);
    if (log) this.logs.delete(note.userId);
    else log = { entries: [], trimmedTo: 0 };
    log.entries.push(note);
    if (log.entries.length > LOG_PER_USER) log.trimmedTo = log.entries.shift()?.id ?? log.trimmedTo;
    // Least recently written user first out; their horizon becomes everyone's (see catchUp).
    this.logs.set(note.userId, log);
    if (this.logs.size > LOG_USERS) {
      const [oldest, dropped] = this.logs.entries().next().value as [string, UserLog];
      this.logs.delete(oldest);
      this.horizon = Math.max(this.horizon, dropped.entries.at(-1)?.id ?? 0);
    }
  }
}

/** Threads with an unread message to the profile: GET /v1/messages/user/threads/count's number. */
async function unreadThreads(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(messages.threadId) })
    .from(messages)
    .where(and(eq(messages.recipientId, profileId), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}

async function databaseNow(db: Db): Promise<number> {
  const result = (await db.execute(sql`select ${EVENT_ID} as now`)) as unknown as { rows?: { now: string }[] } | { now: string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return Number(rows[0]?.now ?? 0);
}

const hubs = new WeakMap<Database, Promise<LiveHub>>();

/**
 * The hub of a database, listening before it is used: on PostgreSQL through Database.listen (its
 * own connection, as the response cache's), on PGlite (one process) through the client's listen.
 */
export function liveHubFor(database: Database): Promise<LiveHub> {
  let made = hubs.get(database);
  if (!made) {
    made = (async () => {
      const hub = new LiveHub((userId) => unreadThreads(database.db, userId));
      const receive = (payload: string) => hub.receive(payload);
      if (database.listen) {
        await database.listen(LIVE_CHANNEL, receive, () => void databaseNow(database.db).then((now) => hub.reset(now)));
      } else {
        const client = (database.db as unknown as { $client: PGlite }).$client;
        await client.listen(LIVE_CHANNEL, receive);
      }
      hub.reset(await databaseNow(database.db));
      return hub;
    })();
    hubs.set(database, made);
  }
  return made;
}
