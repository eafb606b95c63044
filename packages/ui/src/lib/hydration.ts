import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Values a server cannot know (the address, the window's width, the session) and markup
 * rendered ahead of them (the home page's first screen, its nav and hero form).
 *
 * Hydrating, a component must render what the server rendered. With `useSyncExternalStore`
 * and a server snapshot that differs from the page's, React hydrates with the server's value
 * and then re-renders the component with the page's value *synchronously*, in the same task
 * as the hydration's commit, together with everything that re-render adds (a whole page below
 * the fold): on a phone's CPU that was the page's longest task
 * (docs/decisions/hydration-transitions.md). The hooks
 * here hydrate with the server's value too, then move to the page's value in a transition,
 * which React renders in its time slices. See docs/decisions/hydration-transitions.md.
 */

const noSubscription = () => () => {};
const nothing = () => 0;

/**
 * False while this component is rendered to HTML or hydrates markup rendered ahead; true
 * once hydrated (set in a transition) and at once in a component that is not hydrating (a
 * client render, a component mounted after the page hydrated).
 *
 * React asks a `useSyncExternalStore` for its server snapshot only when rendering to HTML and
 * when hydrating, so that call tells the two apart from a client render. Both snapshots are
 * the same value, which leaves React nothing to re-render.
 */
export function useHydrated(): boolean {
  let hydrating = false;
  useSyncExternalStore(noSubscription, nothing, () => {
    hydrating = true;
    return 0;
  });
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * `useSyncExternalStore` for a store whose server value differs from the page's: rendered to
 * HTML and while hydrating it is `getServerSnapshot()`; then the store's value, reached in a
 * transition ({@link useHydrated}), and followed as it changes. A client render reads the store
 * at once. `getSnapshot` is never called on a server (no `window`).
 */
export function useStoreAfterHydration<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrated = useHydrated();
  // Hydrating, React is given the page's value as the server's too: the same value as the
  // store's, so it schedules no re-render of its own. The server's is what is rendered until then.
  const live = useSyncExternalStore(subscribe, getSnapshot, typeof window === 'undefined' ? getServerSnapshot : getSnapshot);
  return hydrated ? live : getServerSnapshot();
}
