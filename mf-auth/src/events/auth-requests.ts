import { getBus, type Bus, type RequestMap } from '@hourspace/bus';

/** What this remote does with the requests other builds send it. */
export interface AuthRequestHandlers {
  /** `auth:open`: the shell's `#a=login|signup` and `?ref=`, a save button, the home phone prompt. */
  auth(request: RequestMap['auth:open']): void;
  /** `promo:open`: the shell's `#a=promo&source=`. */
  promo(request: RequestMap['promo:open']): void;
}

type Request = { kind: 'auth'; payload: RequestMap['auth:open'] } | { kind: 'promo'; payload: RequestMap['promo:open'] };

/** Requests that arrived before the modal host rendered (kept in order, the last few). */
const pending: Request[] = [];
const MAX_PENDING = 5;
let handlers: AuthRequestHandlers | null = null;
let listening: Bus | null = null;
const waitingListeners = new Set<() => void>();

function deliver(request: Request): void {
  if (!handlers) {
    pending.push(request);
    if (pending.length > MAX_PENDING) pending.shift();
    for (const listener of [...waitingListeners]) listener();
    return;
  }
  if (request.kind === 'auth') handlers.auth(request.payload);
  else handlers.promo(request.payload);
}

/**
 * Subscribes to `auth:open` and `promo:open` for the life of the page. Called when this
 * remote's code loads, before its first mount: the shell publishes the hash action as
 * soon as single-spa reports the mount, which can be before React has run this remote's
 * effects, so requests are buffered until a host takes them.
 */
export function startAuthRequests(bus: Bus = getBus()): void {
  if (listening === bus) return;
  listening = bus;
  bus.handle('auth:open', (payload) => deliver({ kind: 'auth', payload }));
  bus.handle('promo:open', (payload) => deliver({ kind: 'promo', payload }));
}

/** Hands requests (first the buffered ones) to `next`; returns the release for unmount. */
export function listenForAuthRequests(next: AuthRequestHandlers, bus: Bus = getBus()): () => void {
  startAuthRequests(bus);
  handlers = next;
  for (const request of pending.splice(0)) deliver(request);
  return () => {
    if (handlers === next) handlers = null;
  };
}

/**
 * Calls `listener` each time a request is buffered because no host takes it yet (at once
 * when some already wait): the always-loaded root uses it to load the modal host.
 */
export function onRequestWaiting(listener: () => void, bus: Bus = getBus()): () => void {
  startAuthRequests(bus);
  waitingListeners.add(listener);
  if (pending.length > 0) listener();
  return () => {
    waitingListeners.delete(listener);
  };
}
