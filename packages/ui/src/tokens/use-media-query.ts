import { useCallback } from 'react';
import { useStoreAfterHydration } from '../lib/hydration';

/** `window.matchMedia` when the environment has it (not on a server, not in jsdom). */
function getMatchMedia(): ((query: string) => MediaQueryList) | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia.bind(window);
}

function subscribeTo(query: string, onChange: () => void): () => void {
  const matchMedia = getMatchMedia();
  if (!matchMedia) return () => {};
  const list = matchMedia(query);
  // Safari before 14 only has the deprecated addListener.
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }
  list.addListener(onChange);
  return () => list.removeListener(onChange);
}

/**
 * Whether a media query matches now, re-rendering when it changes.
 *
 * Safe on a server and in jsdom: where `matchMedia` is missing it returns
 * `serverValue` (default false), and hydration starts from `serverValue` too so
 * the first client render matches the server's HTML; the window's answer follows
 * in a transition (`useStoreAfterHydration`).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeTo(query, onChange), [query]);
  const getSnapshot = () => {
    const matchMedia = getMatchMedia();
    return matchMedia ? matchMedia(query).matches : serverValue;
  };
  return useStoreAfterHydration(subscribe, getSnapshot, () => serverValue);
}

/**
 * The largest of `minWidths` (px) whose `(min-width: …)` query matches, or null.
 * One subscription for a whole responsive table (a hook per breakpoint would
 * need a fixed number of breakpoints).
 */
export function useLargestMatchingMinWidth(minWidths: readonly number[]): number | null {
  const key = [...minWidths].sort((a, b) => a - b).join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const offs = key === '' ? [] : key.split(',').map((w) => subscribeTo(`(min-width: ${w}px)`, onChange));
      return () => offs.forEach((off) => off());
    },
    [key],
  );
  const getSnapshot = (): number | null => {
    const matchMedia = getMatchMedia();
    if (!matchMedia || key === '') return null;
    let largest: number | null = null;
    for (const w of key.split(',').map(Number)) {
      if (matchMedia(`(min-width: ${w}px)`).matches) largest = w;
    }
    return largest;
  };
  return useStoreAfterHydration(subscribe, getSnapshot, () => null);
}
