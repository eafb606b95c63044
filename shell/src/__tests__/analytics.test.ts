import { createBus, type Bus } from '@hourspace/bus';
import {
  FLUSH_AT_EVENTS,
  FLUSH_DELAY_MS,
  MAX_BATCH_BYTES,
  MAX_BATCH_EVENTS,
  MAX_HELD_EVENTS,
  startAnalyticsSender,
  toBatches,
  type AnalyticsSender,
  type TrackedEvent,
} from '../analytics';
import { createAnalyticsTransport } from '../analytics-transport';

const CONSENTED = { decided: true, analytics: true, marketing: false };
const REFUSED = { decided: true, analytics: false, marketing: false };

interface Harness {
  bus: Bus;
  sender: AnalyticsSender;
  sent: TrackedEvent[][];
  loads: jest.Mock;
  gpc: { on: boolean };
  pageHide: () => void;
  beforeUnload: () => void;
  hide: () => void;
}

const started: AnalyticsSender[] = [];

function setUp(): Harness {
  const bus = createBus();
  const sent: TrackedEvent[][] = [];
  const gpc = { on: false };
  const loads = jest.fn(async () => ({ send: async (events: TrackedEvent[]) => void sent.push(events) }));
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const sender = startAnalyticsSender({
    bus,
    loadTransport: loads,
    gpc: () => gpc.on,
    page: { window: win as unknown as Window, document: doc as unknown as Document },
    now: () => new Date('2026-11-24T08:00:00.000Z'),
  });
  started.push(sender);
  return {
    bus,
    sender,
    sent,
    loads,
    gpc,
    pageHide: () => win.dispatchEvent(new Event('pagehide')),
    beforeUnload: () => win.dispatchEvent(new Event('beforeunload')),
    hide: () => {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

const track = (bus: Bus, event: string, properties: Record<string, unknown> = {}) => bus.publish('analytics:track', { event, properties });

/** Lets the lazily loaded transport resolve. */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  for (const sender of started.splice(0)) sender.stop();
  jest.useRealTimers();
});

describe('the analytics sender: consent', () => {
  it('sends nothing and loads nothing before the consent is known, however long the page waits', async () => {
    const h = setUp();
    track(h.bus, 'locale updated', { changed_from: 'en-US', changed_to: 'de-DE' });
    h.pageHide();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(h.loads).not.toHaveBeenCalled();
    expect(h.sent).toEqual([]);
  });

  it('sends what waited for the consent once it allows analytics, stamped with when it was published', async () => {
    const h = setUp();
    track(h.bus, 'locale updated', { changed_from: 'en-US', changed_to: 'de-DE', ui_element: 'nav_locale_selector', ssoid: null });
    h.bus.setState('consent', CONSENTED);
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(h.sent).toEqual([
      [
        {
          event: 'locale updated',
          properties: { changed_from: 'en-US', changed_to: 'de-DE', ui_element: 'nav_locale_selector', ssoid: null },
          timestamp: '2026-11-24T08:00:00.000Z',
        },
      ],
    ]);
  });

  it('drops what waited, and everything after, when the consent refuses analytics; never loads the transport', async () => {
    const h = setUp();
    track(h.bus, 'held');
    h.bus.setState('consent', REFUSED);
    track(h.bus, 'after');
    h.pageHide();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(h.loads).not.toHaveBeenCalled();
    expect(h.sent).toEqual([]);
  });

  it('an undecided visitor in an opt-in regime (analytics off by default) sends nothing', async () => {
    const h = setUp();
    h.bus.setState('consent', { decided: false, analytics: false, marketing: false });
    track(h.bus, 'locale updated');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(h.sent).toEqual([]);
  });

  it('a withdrawn consent drops the queue before its batch is due', async () => {
    const h = setUp();
    h.bus.setState('consent', CONSENTED);
    await settle();
    track(h.bus, 'queued');
    h.bus.setState('consent', REFUSED);
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 2);
    expect(h.sent).toEqual([]);
  });

  it('keeps at most the newest MAX_HELD_EVENTS while the consent is unknown', async () => {
    const h = setUp();
    for (let i = 0; i < MAX_HELD_EVENTS + 5; i++) track(h.bus, `e${i}`);
    h.bus.setState('consent', CONSENTED);
    await settle();
    h.pageHide();
    const names = h.sent.flat().map((e) => e.event);
    expect(names).toHaveLength(MAX_HELD_EVENTS);
    expect(names[0]).toBe('e5');
  });
});

describe('the analytics sender: Global Privacy Control', () => {
  it('sends nothing with GPC on, even after a consent that allows analytics', async () => {
    const h = setUp();
    h.gpc.on = true;
    track(h.bus, 'before');
    h.bus.setState('consent', CONSENTED);
    track(h.bus, 'after');
    h.pageHide();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(h.loads).not.toHaveBeenCalled();
    expect(h.sent).toEqual([]);
  });

  it('a GPC signal that appears mid-visit drops the queue', async () => {
    const h = setUp();
    h.bus.setState('consent', CONSENTED);
    await settle();
    track(h.bus, 'queued');
    h.gpc.on = true;
    h.pageHide();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(h.sent).toEqual([]);
  });
});

describe('the analytics sender: batching', () => {
  it('sends one batch FLUSH_DELAY_MS after the first queued event, not before', async () => {
    const h = setUp();
    h.bus.setState('consent', CONSENTED);
    await settle();
    track(h.bus, 'a');
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS / 2);
    track(h.bus, 'b');
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS / 2 - 1);
    expect(h.sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(h.sent.map((batch) => batch.map((e) => e.event))).toEqual([['a', 'b']]);
  });

  it('sends at once when FLUSH_AT_EVENTS wait', async () => {
    const h = setUp();
    h.bus.setState('consent', CONSENTED);
    await settle();
    for (let i = 0; i < FLUSH_AT_EVENTS; i++) track(h.bus, `e${i}`);
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]).toHaveLength(FLUSH_AT_EVENTS);
  });

  it('sends what is queued when the page goes away (pagehide) or is hidden, each event once', async () => {
    const h = setUp();
    h.bus.setState('consent', CONSENTED);
    await settle();
    track(h.bus, 'locale updated');
    h.pageHide();
    expect(h.sent.map((batch) => batch.map((e) => e.event))).toEqual([['locale updated']]);
    track(h.bus, 'second');
    h.hide();
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 2);
    expect(h.sent.map((batch) => batch.map((e) => e.event))).toEqual([['locale updated'], ['second']]);
  });

  it('sends at beforeunload, while the page is still active (a locale switch), and not again at pagehide', async () => {
    const h = setUp();
    h.bus.setState('consent', CONSENTED);
    await settle();
    track(h.bus, 'locale updated');
    h.beforeUnload();
    h.pageHide();
    expect(h.sent.map((batch) => batch.map((e) => e.event))).toEqual([['locale updated']]);
  });

  it('loads the transport once', async () => {
    const h = setUp();
    h.bus.setState('consent', CONSENTED);
    track(h.bus, 'a');
    track(h.bus, 'b');
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    track(h.bus, 'c');
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(h.loads).toHaveBeenCalledTimes(1);
    expect(h.sent.flat().map((e) => e.event)).toEqual(['a', 'b', 'c']);
  });
});

describe('toBatches', () => {
  const event = (i: number, size = 10): TrackedEvent => ({ event: `e${i}`, properties: { pad: 'x'.repeat(size) }, timestamp: 't' });

  it('cuts at MAX_BATCH_EVENTS events', () => {
    const batches = toBatches(Array.from({ length: MAX_BATCH_EVENTS * 2 + 1 }, (_, i) => event(i)));
    expect(batches.map((b) => b.length)).toEqual([MAX_BATCH_EVENTS, MAX_BATCH_EVENTS, 1]);
  });

  it('keeps each batch under MAX_BATCH_BYTES of JSON and leaves out an event too large to send', () => {
    const batches = toBatches([event(0, 7000), ...Array.from({ length: 12 }, (_, i) => event(i + 1, 8000)), event(99, MAX_BATCH_BYTES)]);
    for (const batch of batches) expect(JSON.stringify(batch).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    expect(batches.flat().map((e) => e.event)).not.toContain('e99');
    expect(batches.flat()).toHaveLength(13);
  });
});

describe('the analytics transport', () => {
  afterEach(() => {
    document.cookie = 'PSAccess=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('posts the batch with consent to /v1/analytics/track as a keep-alive request, with the access token when there is one, tags stripped', async () => {
    document.cookie = 'PSAccess=tok-1; path=/';
    const fetcher = jest.fn(async () => ({ ok: true, status: 202 }) as Response);
    await createAnalyticsTransport(fetcher).send([{ event: 'login recorded', properties: { name: '<b>Ann</b>' }, timestamp: 't' }]);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/v1/analytics/track');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { authorization: 'Bearer tok-1', 'content-type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual({ consent: true, events: [{ event: 'login recorded', properties: { name: 'Ann' }, timestamp: 't' }] });
  });

  it('sends no Authorization without a token, and fails on an error answer', async () => {
    const fetcher = jest.fn(async () => ({ ok: false, status: 429 }) as Response);
    await expect(createAnalyticsTransport(fetcher).send([{ event: 'x', properties: {}, timestamp: 't' }])).rejects.toThrow('429');
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('authorization');
  });
});
