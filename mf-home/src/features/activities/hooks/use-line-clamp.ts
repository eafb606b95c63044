import { useLayoutEffect, useState, type RefObject } from 'react';
import { countWithinLines } from '../lib/line-clamp';

/**
 * How many of `count` items fit in `maxLines` wrapped lines, measured on `measureRef`: a
 * hidden copy of the list that always holds every item (items cut from the visible list
 * are not rendered, so they leave the tab order too). Measured again when it resizes.
 */
export function useLineClamp(measureRef: RefObject<HTMLElement | null>, maxLines: number, count: number): number {
  const [fitting, setFitting] = useState(count);
  useLayoutEffect(() => {
    const list = measureRef.current;
    if (!list) return undefined;
    const measure = () =>
      setFitting(
        countWithinLines(
          Array.from(list.children, (item) => (item as HTMLElement).offsetTop),
          maxLines,
        ),
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measureRef, maxLines, count]);
  return Math.min(fitting, count);
}
