import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { KeenSliderInstance } from 'keen-slider';
import { normalizeIndex } from './carousel-math';
import { useLatest } from './use-latest';

/** How the track follows a new current slide: always, only if the slide is not wholly in view, or not at all. */
export type MoveMode = 'always' | 'if-hidden' | 'never';

/** What slider callbacks and timers read, as of the last render. */
export interface CarouselState {
  current: number;
  count: number;
  loop: boolean;
  lastStart: number;
  controlled: boolean;
  onSelect: ((index: number) => void) | undefined;
}

/**
 * The current slide, controlled (`index`) or kept here, and `select`, which changes it and moves
 * the slider's track as `move` says (once the slider has started; a drag moves the track itself).
 */
export function useCarouselSelection(options: {
  index: number | undefined;
  defaultIndex: number;
  count: number;
  loop: boolean;
  lastStart: number;
  onSelect: ((index: number) => void) | undefined;
}): {
  current: number;
  select: (requested: number, move: MoveMode) => void;
  latest: RefObject<CarouselState>;
  slider: RefObject<KeenSliderInstance | null>;
  draggingRef: RefObject<boolean>;
} {
  const { index: controlledIndex, defaultIndex, count, loop, lastStart, onSelect } = options;
  const [ownIndex, setOwnIndex] = useState(() => normalizeIndex(defaultIndex, count, loop));
  const current = normalizeIndex(controlledIndex ?? ownIndex, count, loop);
  const slider = useRef<KeenSliderInstance | null>(null);

  // Read by slider callbacks and timers, which outlive a render.
  const latest = useLatest<CarouselState>({ current, count, loop, lastStart, controlled: controlledIndex !== undefined, onSelect });
  const pendingMove = useRef<MoveMode | null>(null);
  const draggingRef = useRef(false);

  const select = useCallback(
    (requested: number, move: MoveMode) => {
      const { count: n, loop: looping, current: now, controlled, onSelect: notify } = latest.current;
      const target = normalizeIndex(requested, n, looping);
      if (target === now) {
        if (move === 'always') slider.current?.moveToIdx(target);
        return;
      }
      pendingMove.current = move;
      if (!controlled) setOwnIndex(target);
      notify?.(target);
    },
    [latest],
  );

  // The track follows the current slide; how depends on what changed it.
  useEffect(() => {
    const mode = pendingMove.current ?? 'always';
    pendingMove.current = null;
    const instance = slider.current;
    if (!instance || mode === 'never' || draggingRef.current) return;
    if (mode === 'if-hidden' && instance.track.details?.slides[current]?.portion === 1) return;
    instance.moveToIdx(current);
  }, [current]);

  return { current, select, latest, slider, draggingRef };
}
