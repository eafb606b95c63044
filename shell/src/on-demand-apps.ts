import type { Bus, RequestName } from '@hourspace/bus';

/**
 * Applications the shell activates only when a request for them waits: the request topic
 * and the single-spa application that handles it. Kept here until the remote registry
 * carries it.
 */
export const ON_DEMAND_APPS: Partial<Record<RequestName, string>> = {
  'search:open': 'search-modal',
};

/**
 * Calls `activate` with the application a waiting request needs (the bus keeps the
 * request until that application's handler subscribes). Returns the unsubscribe.
 */
export function activateOnDemand(bus: Bus, activate: (app: string) => void, apps = ON_DEMAND_APPS): () => void {
  return bus.onUnhandled((topic) => {
    const app = apps[topic];
    if (app) activate(app);
  });
}
