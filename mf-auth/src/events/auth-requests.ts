import { getBus, type Bus, type RequestMap, type RequestName } from '@hourspace/bus';

/** What this remote does with the requests other builds send it. */
export interface AuthRequestHandlers {
  /** `auth:open`: the shell's `#a=login|signup` and `?ref=`, a save button, the home phone prompt. */
  auth(request: RequestMap['auth:open']): void;
  /** `promo:open`: the shell's `#a=promo&source=`. */
  promo(request: RequestMap['promo:open']): void;
}

/** The request topics this remote owns. */
const OWN_TOPICS: ReadonlySet<RequestName> = new Set(['auth:open', 'promo:open']);

/**
 * Takes `auth:open` and `promo:open` (first those the bus kept while no host was
 * mounted); returns the release for unmount.
 */
export function handleAuthRequests(next: AuthRequestHandlers, bus: Bus = getBus()): () => void {
  const offAuth = bus.handle('auth:open', (request) => next.auth(request));
  const offPromo = bus.handle('promo:open', (request) => next.promo(request));
  return () => {
    offAuth();
    offPromo();
  };
}

/**
 * Calls `listener` each time one of this remote's requests waits for want of a host (at
 * once when some already wait): the always-loaded root uses it to load the modal host.
 */
export function onAuthRequestWaiting(listener: () => void, bus: Bus = getBus()): () => void {
  return bus.onUnhandled((topic) => {
    if (OWN_TOPICS.has(topic)) listener();
  });
}
