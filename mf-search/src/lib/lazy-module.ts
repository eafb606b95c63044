import { useEffect, useState } from 'react';

/**
 * A part of the form that is fetched the first time it is needed, so the first render
 * (the home page's LCP) does not wait for it: see docs/decisions/mf-search-lazy-parts.md.
 */
export interface LazyModule<T> {
  /** The module once loaded (or provided), else null. */
  current: () => T | null;
  /** Loads it once; a failed load is tried again on the next call. */
  load: () => Promise<T>;
  /** Hands over a module that is already bundled eagerly, so it is there on the first render. */
  provide: (value: T) => void;
}

/** Wraps a dynamic import so every caller shares one load. */
export function lazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    current: () => value,
    load: () => {
      if (value !== null) return Promise.resolve(value);
      pending ??= loader().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    provide: (provided) => {
      value = provided;
    },
  };
}

/** The module once `wanted` has been true and it loaded; null until then. */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(() => module.current());
  const ready = loaded ?? module.current();
  useEffect(() => {
    if (!wanted || ready !== null) return;
    let live = true;
    module.load().then(
      (value) => {
        if (live) setLoaded(() => value);
      },
      // A chunk that failed to load (offline) is asked for again the next time it is wanted.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module, wanted, ready]);
  return ready;
}
