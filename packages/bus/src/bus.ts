import * as v from 'valibot';
import {
  BUS_CONTRACT_MAJOR,
  EventSchemas,
  StateSchemas,
  type EventMap,
  type EventName,
  type StateMap,
  type StateName,
} from './events';

/** Stable codes for what the bus refuses, so logs and tests can key on them. */
export const BusErrorCode = {
  UNKNOWN_TOPIC: 'BUS-001',
  MALFORMED_PAYLOAD: 'BUS-002',
  HANDLER_THREW: 'BUS-003',
} as const;

type Handler<T> = (payload: T) => void;

/** The page's one event bus. */
export interface Bus {
  /** Send an event to every current handler of the topic. */
  publish<K extends EventName>(topic: K, payload: EventMap[K]): void;
  /** Handle an event; returns the unsubscribe function. */
  on<K extends EventName>(topic: K, handler: Handler<EventMap[K]>): () => void;
  /** Set a sticky topic; subscribers get the value now and later ones get it at once. */
  setState<K extends StateName>(topic: K, value: StateMap[K]): void;
  /** The last value of a sticky topic, if any was set. */
  getState<K extends StateName>(topic: K): StateMap[K] | undefined;
  /** Follow a sticky topic: called at once with the last value (if any), then on every change. */
  subscribe<K extends StateName>(topic: K, handler: Handler<StateMap[K]>): () => void;
  /** The contract major this bus was created with. */
  readonly contractMajor: number;
}

/** The globalThis key: versioned, so two copies of this package (two remote builds) meet. */
export const BUS_GLOBAL_KEY = Symbol.for(`hourspace.bus.v${BUS_CONTRACT_MAJOR}`);

function warn(code: string, message: string, detail?: unknown): void {
  console.warn(`[bus ${code}] ${message}`, detail ?? '');
}

/**
 * Checks a payload against its topic's schema. Anything that is not a known topic or
 * does not match is dropped with a warning: a remote on a newer contract never crashes
 * an older one.
 */
function check(kind: 'event' | 'state', topic: string, payload: unknown): { ok: true; value: unknown } | { ok: false } {
  const schemas: Record<string, v.GenericSchema> = kind === 'event' ? EventSchemas : StateSchemas;
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

function deliver(handlers: Set<Handler<unknown>> | undefined, topic: string, value: unknown): void {
  if (!handlers) return;
  for (const handler of [...handlers]) {
    try {
      handler(value);
    } catch (error) {
      // One remote's faulty handler must not stop delivery to the others.
      warn(BusErrorCode.HANDLER_THREW, `a handler of "${topic}" threw`, error);
    }
  }
}

/** Creates a bus not attached to the page (tests, and the first `getBus` call). */
export function createBus(): Bus {
  const eventHandlers = new Map<string, Set<Handler<unknown>>>();
  const stateHandlers = new Map<string, Set<Handler<unknown>>>();
  const states = new Map<string, unknown>();

  function add(map: Map<string, Set<Handler<unknown>>>, topic: string, handler: Handler<unknown>): () => void {
    let set = map.get(topic);
    if (!set) map.set(topic, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  return {
    contractMajor: BUS_CONTRACT_MAJOR,
    publish(topic, payload) {
      const checked = check('event', topic, payload);
      if (checked.ok) deliver(eventHandlers.get(topic), topic, checked.value);
    },
    on(topic, handler) {
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
