import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component `lazy` loads in its own chunk, which can also be loaded ahead of rendering it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for `lazy`
export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Loads the chunk; once it is in, the component renders at once (no Suspense fallback). */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` whose chunk can be loaded before the first render: a first screen rendered to
 * HTML with `renderToString` (which does not wait for a lazy part; it writes its fallback) has
 * the part in its markup once `preload()` has settled, and a page that hydrates such markup
 * can load the chunk before it starts (docs/decisions/request-time-ssr.md). React reads a
 * thenable that has already settled synchronously, so a loaded component never suspends.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for `lazy`
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): PreloadableLazy<T> {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed chunk may be asked for again (the next render, the next preload).
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => (loaded ? settled(loaded) : start()));
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}

/** A thenable that calls back at once: React's lazy then marks the component resolved before it renders. */
function settled<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => (onFulfilled(value), settled(value)) } as unknown as Promise<T>;
}
