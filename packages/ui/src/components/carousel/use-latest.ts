import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// Layout effects warn on a server; there the latest-value ref is never read anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** A ref holding the value of the last render, for callbacks and timers that outlive a render. */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useIsomorphicLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
