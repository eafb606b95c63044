import type { Bus } from '@hourspace/bus';

/**
 * Calls `activate` with the application a waiting request needs (the bus keeps the
 * request until that application's handler subscribes). `apps` maps a request topic to
 * the application that declared it handles it (`onRequest` in its remote's registry
 * entry, carried by the release manifest). A topic no application declares belongs to an
 * always-on one (mf-auth's modal host takes `auth:open` and `promo:open`): a request of it
 * waiting activates each of `unclaimed`, the always-on applications not active yet on the
 * first screen (docs/decisions/first-screen-first.md). Returns the unsubscribe.
 */
export function activateOnDemand(bus: Bus, activate: (app: string) => void, apps: Readonly<Record<string, string>>, unclaimed: readonly string[] = []): () => void {
  return bus.onUnhandled((topic) => {
    const app = apps[topic];
    for (const name of app ? [app] : unclaimed) activate(name);
  });
}
