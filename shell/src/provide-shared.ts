import { inNextTask } from './tasks';

/**
 * The libraries every remote renders with, loaded from the shell's own build as the page
 * starts: the React family and single-spa-react (each remote's lifecycles). The shell is the
 * first container on the page to register its shared modules, so these copies are the
 * page's singletons (the first registration of a package wins; a remote's copy of the same
 * version is never fetched). Loading them here, beside the bootstrap, takes react-dom off the
 * critical chain it used to sit at the end of (main.js → manifest → remote entries → an
 * expose → react-dom; docs/decisions/shell-startup-chunks.md), and the shell's page preloads their chunks, since they are
 * the shell's and no longer depend on which remote happened to register first
 * (docs/decisions/first-load-preloads.md). The others the shell shares (i18next, the bus,
 * single-spa, ky, js-cookie) its bootstrap uses itself. focus-trap-react (the design system's
 * dialogs and trays, with focus-trap and tabbable) is provided as well but not loaded here:
 * no dialog shows on a first load, so its chunk is fetched when the first one opens
 * (see `focusTrapIfLoaded`).
 */
export function provideShared(schedule: (step: () => void) => void = inNextTask): Promise<unknown> {
  return Promise.all(
    SHARED_AT_START.map(
      (load) =>
        new Promise((resolve, reject) => {
          schedule(() => {
            load().then(resolve, reject);
          });
        }),
    ),
  );
}

/**
 * Each library's negotiation starts in a task of its own (`provideShared`): the federation
 * runtime's share resolution and the chunk's script tag cost a few milliseconds each, and on a
 * phone's CPU eight of them in one task made the page's longest task
 * (docs/decisions/main-thread-tasks.md).
 */
const SHARED_AT_START: ReadonlyArray<() => Promise<unknown>> = [
  () => import('react'),
  () => import('react/jsx-runtime'),
  () => import('react-dom'),
  () => import('react-dom/client'),
  () => import('react-i18next'),
  () => import('@tanstack/react-query'),
  () => import('zustand'),
  () => import('single-spa-react'),
];

/**
 * focus-trap-react, provided by the shell but loaded only when a remote's first dialog opens
 * (`providedOnDemand` in shell/webpack.config.ts; docs/decisions/dialog-focus-trap-on-open.md).
 * Webpack registers a package in the share scope only when a module of the build imports it;
 * this weak import names it without a chunk or a request (it answers only with a module
 * already loaded), so the shell's copy is registered with the others as the page starts and
 * fetched only when a dialog consumes it. Nothing needs to call it.
 */
export function focusTrapIfLoaded(): Promise<unknown> {
  return import(/* webpackMode: "weak" */ 'focus-trap-react');
}
