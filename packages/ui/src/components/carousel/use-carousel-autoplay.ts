import { useEffect, type RefObject } from 'react';
import type { CarouselState, MoveMode } from './use-carousel-selection';

/**
 * Advances to the next slide every `intervalMs` while `on`, near the viewport and nobody hovers,
 * focuses or drags it; without `loop`, from the last start back to the first slide.
 */
export function useCarouselAutoplay(options: {
  on: boolean;
  near: boolean;
  hovered: boolean;
  focusWithin: boolean;
  dragging: boolean;
  current: number;
  intervalMs: number;
  latest: RefObject<CarouselState>;
  select: (requested: number, move: MoveMode) => void;
}): void {
  const { on, near, hovered, focusWithin, dragging, current, intervalMs, latest, select } = options;
  useEffect(() => {
    if (!on || !near || hovered || focusWithin || dragging) return undefined;
    const timer = setTimeout(() => {
      const { current: now, lastStart: last, loop: looping } = latest.current;
      select(!looping && now >= last ? 0 : now + 1, 'always');
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [on, near, hovered, focusWithin, dragging, current, intervalMs, select, latest]);
}
