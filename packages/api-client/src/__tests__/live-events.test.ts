/**
 * The page's live-event client (docs/decisions/live-events.md) against a fake stream: events
 * are parsed and handed on, the token goes in the Authorization header (never the URL), a
 * dropped stream comes back after its backoff with Last-Event-ID, and nothing is opened
 * without a listener or a token.
 */
import { createLiveEvents, liveBackoff, parseLiveFrame, type LiveEvent } from '../live-events';

/** A fake `fetch` whose every call answers a stream the test writes frames into. */
function fakeServer() {
  const calls: { url: string; headers: Record<string, string>; push(text: string): void; end(): void; signal: AbortSignal }[] = [];
  const fetchStream = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init?.signal as AbortSignal;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    calls.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      push: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
      signal,
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { calls, fetch: fetchStream as unknown as typeof fetch };
}

/** Lets the fake stream's reads and the client's promise chains run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));
}

describe('parseLiveFrame', () => {
  it('reads an event with its id and data', () => {
    expect(parseLiveFrame('id: 17\nevent: message\ndata: {"thread_id":"t","message_id":"m"}')).toEqual({
      id: '17',
      event: { type: 'message', thread_id: 't', message_id: 'm' },
    });
    expect(parseLiveFrame('id: 18\nevent: unread\ndata: {"count":3}')?.event).toEqual({ type: 'unread', count: 3 });
  });

  it('ignores heartbeats, unknown events and malformed data', () => {
    expect(parseLiveFrame(': heartbeat')).toBeNull();
    expect(parseLiveFrame('id: 1\nevent: gossip\ndata: {}')).toBeNull();
    expect(parseLiveFrame('id: 1\nevent: unread\ndata: {"count":"many"}')).toBeNull();
    expect(parseLiveFrame('id: 1\nevent: booking\ndata: {oops')).toBeNull();
  });
});

describe('liveBackoff', () => {
  it('grows from about a second to at most 30 s', () => {
    expect(liveBackoff(1, () => 1)).toBe(1000);
    expect(liveBackoff(3, () => 1)).toBe(4000);
    expect(liveBackoff(20, () => 1)).toBe(30_000);
    expect(liveBackoff(1, () => 0)).toBe(500);
  });
});

describe('createLiveEvents', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens one stream for its listeners, with the token as a bearer, and hands them each event', async () => {
    const server = fakeServer();
    const live = createLiveEvents({ baseUrl: 'https://api.example.test/', getAccessToken: () => 'tok', fetch: server.fetch });
    const seen: LiveEvent[] = [];
    const statuses: boolean[] = [];
    live.onStatus((up) => statuses.push(up));
    const stop = live.subscribe((event) => seen.push(event));
    const stopToo = live.subscribe(() => undefined);
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.url).toBe('https://api.example.test/v1/events/stream');
    expect(server.calls[0]?.url).not.toContain('tok');
    expect(server.calls[0]?.headers.authorization).toBe('Bearer tok');
    expect(live.connected).toBe(true);
    server.calls[0]?.push('id: 5\nevent: unread\ndata: {"count":2}\n\n: heartbeat\n\nid: 6\nevent: booking\ndata: {"booking_id":9,');
    server.calls[0]?.push('"status":"confirmed"}\n\n');
    await settle();
    expect(seen).toEqual([
      { type: 'unread', count: 2 },
      { type: 'booking', booking_id: 9, status: 'confirmed' },
    ]);
    stop();
    stopToo();
    expect(server.calls[0]?.signal.aborted).toBe(true);
    expect(statuses).toEqual([true, false]);
  });

  it('reconnects after its backoff with the last event id, and reports the stream down meanwhile', async () => {
    const server = fakeServer();
    const live = createLiveEvents({ baseUrl: 'https://api.example.test', getAccessToken: () => 'tok', fetch: server.fetch, random: () => 1 });
    const seen: LiveEvent[] = [];
    live.subscribe((event) => seen.push(event));
    await settle();
    server.calls[0]?.push('id: 41\nevent: message\ndata: {"thread_id":"t","message_id":"m1"}\n\n');
    await settle();
    server.calls[0]?.end();
    await settle();
    expect(live.connected).toBe(false);
    jest.advanceTimersByTime(999);
    await settle();
    expect(server.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.headers['last-event-id']).toBe('41');
    expect(live.connected).toBe(true);
    expect(seen).toEqual([{ type: 'message', thread_id: 't', message_id: 'm1' }]);
  });

  it('opens nothing without a listener, nor while signed out', async () => {
    const server = fakeServer();
    let token: string | undefined = undefined;
    const live = createLiveEvents({ baseUrl: 'https://api.example.test', getAccessToken: () => token, fetch: server.fetch, random: () => 1 });
    await settle();
    expect(server.calls).toHaveLength(0);
    const stop = live.subscribe(() => undefined);
    await settle();
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(server.calls).toHaveLength(0);
    expect(live.connected).toBe(false);
    stop();
    token = 'later';
    live.subscribe(() => undefined);
    await settle();
    expect(server.calls).toHaveLength(1);
  });
});
