import { afterFirstScreen, type App } from '@hourspace/contracts';
import type { LifeCycles } from 'single-spa';

/**
 * When each application of the page is active (single-spa's `activeWhen`), so that the
 * always-on applications outside the nav (the footer, mf-auth's modal host: `afterFirstScreen`)
 * do not compete with the first screen (docs/decisions/first-screen-first.md):
 *
 * - a page application is active on its routes, the nav on every page from the start;
 * - a deferred always-on application becomes active once the main slot's first mount has
 *   ended (mounted, fallback shown or deadline passed), or earlier once a bus request waits
 *   for it (`request`), and stays active;
 * - an on-demand application (`onRequest`) once a request waits for it.
 *
 * Each change calls `changed` once, which the shell points at single-spa's
 * `triggerAppChange()`: single-spa evaluates every `activeWhen` again, after the reroute under
 * way if there is one (docs/decisions/first-screen-first.md).
 */
export interface Activation {
  /** Whether `app` is active now, `page` being the application that owns the path (null: not found). */
  isActive(app: App, page: App | null): boolean;
  /** A waiting request needs the application called `name`: active from now on. */
  request(name: string): void;
  /**
   * Always-on application `name` of the first screen waits like the deferred ones: its markup
   * is in the page already (rendered ahead), so the page's own application comes first.
   */
  defer(name: string): void;
  /** Whether the main slot's first mount has ended. */
  readonly firstScreenDone: boolean;
  /** Wraps a main-slot application (a page, the not-found card): the end of the first mount of any of them ends the first screen. */
  mainSlot(lifecycles: LifeCycles): LifeCycles;
}

export function createActivation(changed: () => void): Activation {
  const requested = new Set<string>();
  const deferred = new Set<string>();
  let done = false;
  const endFirstScreen = () => {
    if (done) return;
    done = true;
    changed();
  };
  return {
    isActive(app, page) {
      if (app.routes) return page === app;
      if (app.always) return (!afterFirstScreen(app) && !deferred.has(app.name)) || done || requested.has(app.name);
      return requested.has(app.name);
    },
    request(name) {
      if (requested.has(name)) return;
      requested.add(name);
      changed();
    },
    defer(name) {
      deferred.add(name);
    },
    get firstScreenDone() {
      return done;
    },
    mainSlot(lifecycles) {
      const mount = lifecycles.mount;
      return {
        ...lifecycles,
        mount: async (props) => {
          try {
            for (const fn of Array.isArray(mount) ? mount : [mount]) await fn(props);
          } finally {
            endFirstScreen();
          }
        },
      };
    },
  };
}
