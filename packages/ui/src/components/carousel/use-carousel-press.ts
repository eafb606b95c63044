import { useRef, type MouseEvent, type RefObject } from 'react';

/**
 * A press that travelled at least `dragThreshold` px is a drag: its click must not follow a
 * link in the slide (docs/decisions/ui-design-system-choices.md, "the drag threshold guards
 * clicks"). `lastTouch` is when a touch last began or ended: touch screens send mouse events
 * after a tap, which are not a hover and must not pause autoplay.
 */
export function useCarouselPress(dragThreshold: number): {
  pressAt: (x: number, y: number) => void;
  releaseAt: (x: number, y: number) => void;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
  lastTouch: RefObject<number>;
} {
  const pressStart = useRef<{ x: number; y: number } | null>(null);
  const swallowClick = useRef(false);
  const lastTouch = useRef(0);
  const pressAt = (x: number, y: number) => {
    pressStart.current = { x, y };
    swallowClick.current = false;
  };
  const releaseAt = (x: number, y: number) => {
    const start = pressStart.current;
    pressStart.current = null;
    swallowClick.current = start !== null && Math.hypot(x - start.x, y - start.y) >= dragThreshold;
  };
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  return { pressAt, releaseAt, onClickCapture, lastTouch };
}
