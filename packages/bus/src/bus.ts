import * as v from 'valibot';
import {
  BUS_CONTRACT_MAJOR,
  EventSchemas,
  RequestSchemas,
  StateSchemas,
  type EventMap,
  type EventName,
  type RequestMap,
  type RequestName,
  type StateMap,
  type StateName,
} from './events';

/** Stable codes for what the bus refuses, so logs and tests can key on them. */
export const BusErrorCode = {
  UNKNOWN_TOPIC: 'BUS-001',
  MALFORMED_PAYLOAD: 'BUS-002',
  HANDLER_THREW: 'BUS-003',
  /** A request waited its whole timeout and no handler subscribed: it is dropped. */
  REQUEST_TIMED_OUT: 'BUS-004',
  /** An older build sent or followed a request topic as an event; the bus bridged it. */
  REQUEST_AS_EVENT: 'BUS-005',
} as const;

/**
 * How long a request waits for a handler by default: long enough for a remote and its lazy
 * chunk to load on a slow device or network (8 s was too short on a busy 2-core machine,
 * where single-spa's mounts alone passed 3 s), short enough that a command never fires
 * long after the person gave up on it.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

type Handler<T> = (payload: T) => void;

/** The page's one bus: events, sticky state and requests. */
export interface Bus {
  /** Send an event to every current handler of the topic. Nobody listening: it is lost. */
  publish<K extends EventName>(topic: K, payload: EventMap[K]): void;
  /** Handle an event; returns the unsubscribe function. */
  on<K extends EventName>(topic: K, handler: Handler<EventMap[K]>): () => void;
  /** Set a sticky topic; subscribers get the value now and later ones get it at once. */
  setState<K extends StateName>(topic: K, value: StateMap[K]): void;
  /** The last value of a sticky topic, if any was set. */
  getState<K extends StateName>(topic: K): StateMap[K] | undefined;
  /** Follow a sticky topic: called at once with the last value (if any), then on every change. */
  subscribe<K extends StateName>(topic: K, handler: Handler<StateMap[K]>): () => void;
  /**
   * Send a command to the one owner of the topic. With no handler subscribed yet it waits
   * (in order) until one subscribes, or is dropped with a BUS-004 warning after the
   * timeout. Each request is delivered once, to one handler (the earliest subscribed).
   */
  request<K extends RequestName>(topic: K, payload: RequestMap[K]): void;
  /** Own a request topic: first takes the requests waiting for it; returns the unsubscribe. */
  handle<K extends RequestName>(topic: K, handler: Handler<RequestMap[K]>): () => void;
  /**
   * Told the topic each time a request starts waiting for want of a handler (and at once
   * for each topic with requests waiting), so the host can load the application that
   * handles it. Returns the unsubscribe function.
   */
  onUnhandled(listener: (topic: RequestName) => void): () => void;
  /** The contract major this bus was created with. */
  readonly contractMajor: number;
}

/** Options for a bus of one's own (tests; the page's bus uses the defaults). */
export interface BusOptions {
  /** How long a request waits for a handler before it is dropped. */
  requestTimeoutMs?: number;
}

/** The globalThis key: versioned, so two copies of this package (two remote builds) meet. */
export const BUS_GLOBAL_KEY = Symbol.for(`hourspace.bus.v${BUS_CONTRACT_MAJOR}`);

function warn(code: string, message: string, detail?: unknown): void {
  console.warn(`[bus ${code}] ${message}`, detail ?? '');
}

type Kind = 'event' | 'state' | 'request';
const SCHEMAS: Record<Kind, Record<string, v.GenericSchema>> = { event: EventSchemas, state: StateSchemas, request: RequestSchemas };

const isRequestTopic = (topic: string): topic is RequestName => Object.hasOwn(RequestSchemas, topic);

/**
 * Checks a payload against its topic's schema. Anything that is not a known topic or
 * does not match is dropped with a warning: a remote on a newer contract never crashes
 * an older one.
 */
function check(kind: Kind, topic: string, payload: unknown): { ok: true; value: unknown } | { ok: false } {
  const schemas = SCHEMAS[kind];
  const schema = Object.hasOwn(schemas, topic) ? schemas[topic] : undefined;
  if (!schema) {
    warn(BusErrorCode.UNKNOWN_TOPIC, `unknown ${kind} topic "${topic}" dropped`);
    return { ok: false };
  }
  const result = v.safeParse(schema, payload);
  if (!result.success) {
    warn(BusErrorCode.MALFORMED_PAYLOAD, `malformed payload for "${topic}" dropped: ${v.summarize(result.issues)}`, payload);
    return { ok: false };
  }
  return { ok: true, value: result.output };
}

function call(handler: Handler<unknown>, topic: string, value: unknown): void {
  try {
    handler(value);
  } catch (error) {
    // One remote's faulty handler must not stop delivery to the others, nor reach the sender.
    warn(BusErrorCode.HANDLER_THREW, `a handler of "${topic}" threw`, error);
  }
}

function deliver(handlers: Set<Handler<unknown>> | undefined, topic: string, value: unknown): void {
  if (!handlers) return;
  for (const handler of [...handlers]) call(handler, topic, value);
}

/** A request waiting for its handler, with the timer that drops it. */
interface Waiting {
  value: unknown;
  timer: ReturnType<typeof setTimeout>;
}

/** Creates a bus not attached to the page (tests, and the first `getBus` call). */
export function createBus(options: BusOptions = {}): Bus {
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const eventHandlers = new Map<string, Set<Handler<unknown>>>();
  const stateHandlers = new Map<string, Set<Handler<unknown>>>();
  const requestHandlers = new Map<string, Set<Handler<unknown>>>();
  const states = new Map<string, unknown>();
  const waiting = new Map<string, Waiting[]>();
  const unhandledListeners = new Set<(topic: RequestName) => void>();

  function add(map: Map<string, Set<Handler<unknown>>>, topic: string, handler: Handler<unknown>): () => void {
    let set = map.get(topic);
    if (!set) map.set(topic, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  function sendRequest(topic: RequestName, payload: unknown): void {
    const checked = check('request', topic, payload);
    if (!checked.ok) return;
    // A Set iterates in insertion order: the earliest subscribed handler owns the topic.
    const [owner] = requestHandlers.get(topic) ?? [];
    if (owner) {
      call(owner, topic, checked.value);
      return;
    }
    const entry: Waiting = {
      value: checked.value,
      timer: setTimeout(() => {
        const queue = waiting.get(topic) ?? [];
        const index = queue.indexOf(entry);
        if (index < 0) return;
        queue.splice(index, 1);
        if (queue.length === 0) waiting.delete(topic);
        warn(BusErrorCode.REQUEST_TIMED_OUT, `no handler took "${topic}" within ${requestTimeoutMs} ms; dropped`, checked.value);
      }, requestTimeoutMs),
    };
    waiting.set(topic, [...(waiting.get(topic) ?? []), entry]);
    for (const listener of [...unhandledListeners]) call(listener as Handler<unknown>, topic, topic);
  }

  function handleRequest(topic: string, handler: Handler<unknown>): () => void {
    if (!isRequestTopic(topic)) {
      warn(BusErrorCode.UNKNOWN_TOPIC, `cannot handle unknown request "${topic}"`);
      return () => {};
    }
    const off = add(requestHandlers, topic, handler);
    flush(topic);
    return off;
  }

  /** Hands the requests waiting for a topic, in order, to its owner, while it has one. */
  function flush(topic: string): void {
    const queue = waiting.get(topic);
    while (queue && queue.length > 0) {
      const [owner] = requestHandlers.get(topic) ?? [];
      if (!owner) return;
      const entry = queue.shift()!;
      clearTimeout(entry.timer);
      if (queue.length === 0) waiting.delete(topic);
      call(owner, topic, entry.value);
    }
  }

  return {
    contractMajor: BUS_CONTRACT_MAJOR,
    publish(topic, payload) {
      if (isRequestTopic(topic)) {
        // A build from before contract 1.1 sends commands as events: they still arrive.
        warn(BusErrorCode.REQUEST_AS_EVENT, `"${topic}" is a request now; use bus.request`);
        sendRequest(topic, payload);
        return;
      }
      const checked = check('event', topic, payload);
      if (checked.ok) deliver(eventHandlers.get(topic), topic, checked.value);
    },
    on(topic, handler) {
      if (isRequestTopic(topic)) {
        // ...and one that listens for them as events still owns them.
        warn(BusErrorCode.REQUEST_AS_EVENT, `"${topic}" is a request now; use bus.handle`);
        return handleRequest(topic, handler as Handler<unknown>);
      }
      if (!Object.hasOwn(EventSchemas, topic)) {
        warn(BusErrorCode.UNKNOWN_TOPIC, `cannot listen to unknown event "${topic}"`);
        return () => {};
      }
      return add(eventHandlers, topic, handler as Handler<unknown>);
    },
    setState(topic, value) {
      const checked = check('state', topic, value);
      if (!checked.ok) return;
      states.set(topic, checked.value);
      deliver(stateHandlers.get(topic), topic, checked.value);
    },
    getState(topic) {
      return states.get(topic) as StateMap[typeof topic] | undefined;
    },
    subscribe(topic, handler) {
      if (!Object.hasOwn(StateSchemas, topic)) {
        warn(BusErrorCode.UNKNOWN_TOPIC, `cannot subscribe to unknown state "${topic}"`);
        return () => {};
      }
      const off = add(stateHandlers, topic, handler as Handler<unknown>);
      if (states.has(topic)) deliver(new Set([handler as Handler<unknown>]), topic, states.get(topic));
      return off;
    },
    request(topic, payload) {
      sendRequest(topic, payload);
    },
    handle(topic, handler) {
      return handleRequest(topic, handler as Handler<unknown>);
    },
    onUnhandled(listener) {
      unhandledListeners.add(listener);
      for (const topic of [...waiting.keys()]) call(listener as Handler<unknown>, topic, topic);
      return () => {
        unhandledListeners.delete(listener);
      };
    },
  };
}

/** The page's bus: created once on globalThis, found there by every later copy of this package. */
export function getBus(): Bus {
  const holder = globalThis as unknown as Record<symbol, Bus | undefined>;
  const existing = holder[BUS_GLOBAL_KEY];
  if (existing) return existing;
  const bus = createBus();
  Object.defineProperty(holder, BUS_GLOBAL_KEY, { value: bus, configurable: true, enumerable: false, writable: false });
  return bus;
}
