import type { Bus, ConsentState, EventMap } from '@hourspace/bus';

/** One event as it goes to `POST /v1/analytics/track`, stamped with the time it was published. */
export interface TrackedEvent {
  event: string;
  properties: Record<string, unknown>;
  timestamp: string;
}

/** Delivers one batch (at most `MAX_BATCH_EVENTS` events, at most `MAX_BATCH_BYTES` of JSON). */
export interface AnalyticsTransport {
  send(events: TrackedEvent[]): Promise<unknown>;
}

/** The API takes at most 50 events a call. */
export const MAX_BATCH_EVENTS = 50;
/** A page that is going away may have 64 KiB of keep-alive bodies in flight: a batch stays under that. */
export const MAX_BATCH_BYTES = 60_000;
/** A batch goes out once this many events wait… */
export const FLUSH_AT_EVENTS = 20;
/** …or this long after the first of them was queued. */
export const FLUSH_DELAY_MS = 2_000;
/** Events published before the consent is known (mf-nav publishes it when it mounts) wait, up to this many. */
export const MAX_HELD_EVENTS = 100;

export interface AnalyticsSenderOptions {
  bus: Bus;
  /** The transport, loaded the first time the visitor's consent allows analytics. */
  loadTransport: () => Promise<AnalyticsTransport>;
  /** Whether the browser sends a Global Privacy Control signal (`navigator.globalPrivacyControl`). */
  gpc?: () => boolean;
  /** Where `pagehide` and `visibilitychange` are heard (the window and its document). */
  page?: { window: Pick<Window, 'addEventListener' | 'removeEventListener'>; document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> };
  now?: () => Date;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface AnalyticsSender {
  /** Sends what is queued now (the page calls it when it is hidden or goes away). */
  flush(): void;
  /** Stops listening; what is queued is dropped. */
  stop(): void;
}

/** The browser's Global Privacy Control signal. */
export function browserGpc(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
}

/** Splits events into batches the API and a page that is going away both accept. */
export function toBatches(events: readonly TrackedEvent[]): TrackedEvent[][] {
  const batches: TrackedEvent[][] = [];
  let current: TrackedEvent[] = [];
  let bytes = 0;
  for (const event of events) {
    const size = JSON.stringify(event).length + 1;
    // An event that alone is over the limit cannot be sent at all (the API bounds properties to 8 KB anyway).
    if (size > MAX_BATCH_BYTES) continue;
    if (current.length === MAX_BATCH_EVENTS || bytes + size > MAX_BATCH_BYTES) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * The one analytics sender of the page (docs/decisions/analytics-sender.md). It hears every
 * `analytics:track` event of the bus from the first moment of the page and:
 * - while the `consent` topic is not known yet, holds them (up to `MAX_HELD_EVENTS`);
 * - when consent refuses analytics, or the browser sends Global Privacy Control, drops them
 *   and everything held: nothing leaves the page;
 * - when consent allows analytics, queues them and sends batches of up to 50 when 20 wait,
 *   2 s after the first was queued, and at once when the page is hidden or goes away
 *   (`beforeunload`, `pagehide`, `visibilitychange`), the transport using a keep-alive request.
 */
export function startAnalyticsSender(options: AnalyticsSenderOptions): AnalyticsSender {
  const { bus, loadTransport } = options;
  const gpc = options.gpc ?? browserGpc;
  const now = options.now ?? (() => new Date());
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  let consent: ConsentState | undefined;
  let queue: TrackedEvent[] = [];
  let timer: unknown = null;
  let transport: AnalyticsTransport | null = null;
  let loading: Promise<AnalyticsTransport> | null = null;
  let stopped = false;

  const allowed = (): boolean => consent !== undefined && consent.analytics && !gpc();
  const refused = (): boolean => gpc() || (consent !== undefined && !consent.analytics);

  function cancelTimer(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function ensureTransport(): void {
    if (transport || loading) return;
    loading = loadTransport().then(
      (loaded) => {
        transport = loaded;
        // Whatever was queued while the transport loaded goes now that it can.
        if (queue.length > 0 && !stopped) schedule();
        return loaded;
      },
      (error: unknown) => {
        console.error('[shell] the analytics transport could not be loaded', error);
        loading = null;
        throw error;
      },
    );
    loading.catch(() => undefined);
  }

  function send(events: TrackedEvent[]): void {
    if (!transport) return;
    for (const batch of toBatches(events)) {
      // A lost batch is not retried: analytics never gets in the visitor's way.
      transport.send(batch).catch((error: unknown) => console.warn('[shell] an analytics batch was not delivered', error));
    }
  }

  function flush(): void {
    cancelTimer();
    if (stopped || queue.length === 0) return;
    if (refused()) {
      queue = [];
      return;
    }
    if (!allowed() || !transport) return;
    const events = queue;
    queue = [];
    send(events);
  }

  function schedule(): void {
    if (!allowed()) return;
    ensureTransport();
    if (queue.length >= FLUSH_AT_EVENTS) flush();
    else if (timer === null && queue.length > 0) timer = setTimer(flush, FLUSH_DELAY_MS);
  }

  function onEvent(payload: EventMap['analytics:track']): void {
    if (stopped || refused()) return;
    queue.push({ event: payload.event, properties: payload.properties ?? {}, timestamp: now().toISOString() });
    if (consent === undefined) {
      // Not known yet: hold the newest, bounded.
      if (queue.length > MAX_HELD_EVENTS) queue = queue.slice(-MAX_HELD_EVENTS);
      return;
    }
    schedule();
  }

  function onConsent(next: ConsentState): void {
    consent = next;
    if (refused()) {
      cancelTimer();
      queue = [];
      return;
    }
    schedule();
  }

  const offEvent = bus.on('analytics:track', onEvent);
  const offConsent = bus.subscribe('consent', onConsent);

  const page = options.page ?? (typeof window === 'undefined' ? undefined : { window, document });
  const onHidden = () => {
    if (page?.document.visibilityState === 'hidden') flush();
  };
  // beforeunload: a navigation away (a locale switch) sends while the page is still fully
  // active; pagehide: the last chance, also when beforeunload did not run (bfcache, a tab closed).
  page?.window.addEventListener('beforeunload', flush);
  page?.window.addEventListener('pagehide', flush);
  page?.document.addEventListener('visibilitychange', onHidden);

  return {
    flush,
    stop() {
      stopped = true;
      cancelTimer();
      queue = [];
      offEvent();
      offConsent();
      page?.window.removeEventListener('beforeunload', flush);
      page?.window.removeEventListener('pagehide', flush);
      page?.document.removeEventListener('visibilitychange', onHidden);
    },
  };
}
