import type { Bus } from '@hourspace/bus';

/**
 * Calls `activate` with the application a waiting request needs (the bus keeps the
 * request until that application's handler subscribes). `apps` maps a request topic to
 * the application that declared it handles it (`onRequest` in its remote's registry
 * entry, carried by the release manifest). Returns the unsubscribe.
 */
export function activateOnDemand(bus: Bus, activate: (app: string) => void, apps: Readonly<Record<string, string>>): () => void {
  return bus.onUnhandled((topic) => {
    const app = apps[topic];
    if (app) activate(app);
  });
}
