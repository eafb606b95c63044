import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { durations } from '../../tokens/tokens';
import { whenIdleAfterLoad } from '../../lib/idle';
import { useNearViewport } from '../../lib/near-viewport';
import { loadedKeenSlider, loadKeenSlider, type KeenSliderClass } from './load-keen-slider';
import type { CarouselState, MoveMode } from './use-carousel-selection';
import { useLatest } from './use-latest';

/**
 * keen-slider on the carousel's track: started late (see below), given the current options,
 * and reporting drags, which select the slide the track settles on. `want` starts it at once
 * (someone reached for the carousel); `near` says the track is near the viewport.
 */
export function useCarouselSlider(options: {
  trackRef: RefObject<HTMLDivElement | null>;
  slider: RefObject<KeenSliderInstance | null>;
  draggingRef: RefObject<boolean>;
  latest: RefObject<CarouselState>;
  select: (requested: number, move: MoveMode) => void;
  perView: number;
  spacing: number;
  loop: boolean;
  reducedMotion: boolean;
  count: number;
}): { sliderReady: boolean; dragging: boolean; near: boolean; want: () => void } {
  const { trackRef, slider, draggingRef, latest, select, perView, spacing, loop, reducedMotion, count } = options;
  const [sliderReady, setSliderReady] = useState(false);
  const [dragging, setDragging] = useState(false);

  const settleAfterDrag = useCallback(() => {
    if (!draggingRef.current) return;
    draggingRef.current = false;
    setDragging(false);
    const rel = slider.current?.track.details?.rel;
    if (typeof rel === 'number') select(rel, 'never');
  }, [select, draggingRef, slider]);

  const sliderOptions = useCallback(
    (): KeenSliderOptions => ({
      // An array, not the HTMLCollection: keen-slider 6.8 turns a collection into no slides.
      selector: (container: HTMLElement) => Array.from(container.children) as HTMLElement[],
      slides: { perView, spacing },
      loop,
      initial: latest.current.current,
      mode: 'snap',
      rubberband: !reducedMotion,
      defaultAnimation: { duration: reducedMotion ? 0 : durations.medium },
      drag: count > 1,
      dragStarted: () => {
        draggingRef.current = true;
        setDragging(true);
      },
      dragEnded: (instance) => {
        if (!instance.animator.active) settleAfterDrag();
      },
      animationEnded: () => settleAfterDrag(),
    }),
    [perView, spacing, loop, reducedMotion, count, settleAfterDrag, latest, draggingRef],
  );

  // One slider per track element; option changes go through `update` below.
  const optionsAtCreation = useLatest(sliderOptions);
  // keen-slider measures the track and binds its drag handlers: work no first screen needs.
  // It is fetched and starts once the page has loaded and the browser is idle, each carousel in its own idle
  // callback (so never in one long task with the page's render) and only once it is near the
  // viewport, or at once when someone reaches for the carousel (pointer, touch or focus). Until then the buttons and the arrow
  // keys still select slides (docs/decisions/main-thread-tasks.md: carousels start after load).
  const [wanted, setWanted] = useState(false);
  const want = () => {
    if (!slider.current) setWanted(true);
  };
  // A carousel out of reach (a phone's sections below the first view) neither starts its slider nor
  // rotates until the reader comes near: starting keen-slider measures the track, which lays out
  // content the browser had skipped (docs/decisions/below-the-fold-on-approach.md).
  const near = useNearViewport(trackRef);
  const startWhen = wanted ? 'now' : near ? 'idle' : 'not yet';
  useEffect(() => {
    const track = trackRef.current;
    if (!track || startWhen === 'not yet') return undefined;
    let instance: KeenSliderInstance | null = null;
    let ended = false;
    // Without the slider the buttons and selection still work; only the track stays put.
    const failed = (error: unknown) => console.error('[@hourspace/ui] Carousel: keen-slider could not start', error);
    const create = (KeenSlider: KeenSliderClass) => {
      if (ended) return;
      try {
        instance = new KeenSlider(track, optionsAtCreation.current());
      } catch (error) {
        failed(error);
        return;
      }
      slider.current = instance;
      setSliderReady(true);
    };
    // Once fetched, the next carousels start at once. Those that were waiting for the fetch each
    // start in a task of their own (unless reached for): all of them in the task of its arrival
    // was the page's longest task after the load on a phone (docs/decisions/hydration-transitions.md).
    const start = () => {
      const keenSlider = loadedKeenSlider();
      return keenSlider
        ? create(keenSlider)
        : void loadKeenSlider().then((KeenSlider) => (startWhen === 'now' ? create(KeenSlider) : void window.setTimeout(() => create(KeenSlider), 0)), failed);
    };
    if (startWhen === 'now') start();
    const cancelIdle = startWhen === 'now' ? () => {} : whenIdleAfterLoad(start);
    return () => {
      ended = true;
      cancelIdle();
      instance?.destroy();
      slider.current = null;
      setSliderReady(false);
    };
  }, [startWhen, trackRef, optionsAtCreation, slider]);

  const firstOptions = useRef(true);
  useEffect(() => {
    if (firstOptions.current) {
      firstOptions.current = false;
      return;
    }
    slider.current?.update(sliderOptions(), latest.current.current);
  }, [sliderOptions, slider, latest]);

  return { sliderReady, dragging, near, want };
}
