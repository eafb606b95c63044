/** single-spa's event after every reroute, once all its applications have mounted. */
const ROUTING_EVENT = 'single-spa:routing-event';
/** Without single-spa (the standalone dev page) nothing fires; this long is enough. */
const SETTLE_TIMEOUT_MS = 3000;

let settled: Promise<void> | null = null;

/**
 * Resolves once the reroute that mounted this remote has mounted every other application
 * of the page too, so an event published then has its listener (bus events are not
 * replayed: mf-auth, mounted beside us, must be listening before we ask it for a modal).
 * The first call must happen while mounting, which is when mf-home calls it.
 */
export function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener(ROUTING_EVENT, done);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener(ROUTING_EVENT, done);
    const timer = setTimeout(done, SETTLE_TIMEOUT_MS);
  });
  return settled;
}
