import { findWebEnvironment } from '@hourspace/contracts';
import Cookies from 'js-cookie';
import * as v from 'valibot';
import { ACCESS_TOKEN_COOKIE } from './request';

/**
 * The page's live events (docs/decisions/live-events.md): one `GET /v1/events/stream` per
 * page, read with fetch so the access token travels in the Authorization header (never in a
 * URL), reconnected with backoff and resumed with Last-Event-ID.
 */

/** What the stream tells: a new message, a booking's new status, the unread count, or "read everything again". */
export type LiveEvent =
  { type: 'message'; thread_id: string; message_id: string } | { type: 'booking'; booking_id: number; status: string } | { type: 'unread'; count: number } | { type: 'resync' };

const DataSchemas = {
  message: v.object({ thread_id: v.string(), message_id: v.string() }),
  booking: v.object({ booking_id: v.number(), status: v.string() }),
  unread: v.object({ count: v.number() }),
  resync: v.object({}),
} as const;

/** One SSE frame as a LiveEvent and its id; null for a comment (heartbeat), an unknown event or a malformed one. */
export function parseLiveFrame(frame: string): { id: string | null; event: LiveEvent } | null {
  let id: string | null = null;
  let name = '';
  let data = '';
  for (const line of frame.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const value = line.slice(colon + 1).replace(/^ /, '');
    const field = line.slice(0, colon);
    if (field === 'id') id = value;
    else if (field === 'event') name = value;
    else if (field === 'data') data += value;
  }
  if (!(name in DataSchemas)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data || '{}');
  } catch {
    return null;
  }
  const parsed = v.safeParse(DataSchemas[name as keyof typeof DataSchemas], json);
  if (!parsed.success) return null;
  return { id, event: { type: name, ...parsed.output } as LiveEvent };
}

/** Milliseconds before the `attempt`-th reconnect in a row: 1 s doubling to 30 s, with jitter. */
export function liveBackoff(attempt: number, random: () => number = Math.random): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000) * (0.5 + random() / 2);
}

export interface LiveEventsOptions {
  /** The API origin; default the page's environment. */
  baseUrl?: string;
  /** The user's access token; default the PSAccess cookie. No token: no stream. */
  getAccessToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  random?: () => number;
}

/** The page's stream, opened while anyone listens. */
export interface LiveEvents {
  /** Listens to every event; the stream opens with the first listener and closes after the last. */
  subscribe(handler: (event: LiveEvent) => void): () => void;
  /** Whether the stream is open now; `onStatus` hears every change (remotes poll while it is down). */
  readonly connected: boolean;
  onStatus(handler: (connected: boolean) => void): () => void;
}

/** Creates a stream client; pages use {@link pageLiveEvents}, tests this with a fake fetch. */
export function createLiveEvents(options: LiveEventsOptions = {}): LiveEvents {
  const handlers = new Set<(event: LiveEvent) => void>();
  const statusHandlers = new Set<(connected: boolean) => void>();
  let connected = false;
  let lastEventId: string | null = null;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    for (const handler of [...statusHandlers]) handler(value);
  };
  const deliver = (frame: string) => {
    const parsed = parseLiveFrame(frame);
    if (!parsed) return;
    if (parsed.id !== null) lastEventId = parsed.id;
    for (const handler of [...handlers]) handler(parsed.event);
  };

  const schedule = () => {
    setConnected(false);
    if (handlers.size === 0) return;
    attempt += 1;
    retry = setTimeout(() => void open(), liveBackoff(attempt, options.random));
  };

  async function read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
        deliver(buffer.slice(0, end));
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      }
    }
  }

  async function open(): Promise<void> {
    const token = (options.getAccessToken ?? (() => Cookies.get(ACCESS_TOKEN_COOKIE)))();
    // Signed out: nothing to open; the remotes subscribe again when someone signs in.
    if (!token) return setConnected(false);
    const mine = new AbortController();
    controller = mine;
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    if (lastEventId !== null) headers['last-event-id'] = lastEventId;
    try {
      const baseUrl = (options.baseUrl ?? findWebEnvironment()?.apiOrigin ?? '').replace(/\/+$/, '');
      const response = await (options.fetch ?? fetch)(`${baseUrl}/v1/events/stream`, { headers, signal: mine.signal, cache: 'no-store' });
      if (!response.ok || !response.body) throw new Error(`the event stream answered ${response.status}`);
      attempt = 0;
      setConnected(true);
      await read(response.body);
    } catch {
      // Dropped, refused or aborted: the reconnect below (or nothing, once closed).
    }
    if (controller === mine && !mine.signal.aborted) schedule();
  }

  const close = () => {
    clearTimeout(retry);
    controller?.abort();
    controller = null;
    setConnected(false);
  };

  return {
    subscribe(handler) {
      handlers.add(handler);
      if (handlers.size === 1) {
        attempt = 0;
        void open();
      }
      return () => {
        handlers.delete(handler);
        if (handlers.size === 0) close();
      };
    },
    get connected() {
      return connected;
    },
    onStatus(handler) {
      statusHandlers.add(handler);
      return () => statusHandlers.delete(handler);
    },
  };
}

const PAGE_KEY = Symbol.for('hourspace.live-events.v1');

/** The page's one stream client, shared by every remote (kept on globalThis, as the bus is). */
export function pageLiveEvents(): LiveEvents {
  const page = globalThis as { [PAGE_KEY]?: LiveEvents };
  page[PAGE_KEY] ??= createLiveEvents();
  return page[PAGE_KEY];
}
