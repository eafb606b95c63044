import '../../tokens/tokens.css';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import styles from './carousel.module.css';
import { lastStartIndex, normalizeIndex, perViewBreakpoints, resolvePerView, slideDistance, type SlidesPerView } from './carousel-math';
import { carouselDefaults, durations, spacing as spacingScale } from '../../tokens/tokens';
import { prefersReducedMotion } from '../../tokens/media';
import { useLargestMatchingMinWidth, useMediaQuery } from '../../tokens/use-media-query';
import { whenIdleAfterLoad } from '../../lib/idle';
import { useNearViewport } from '../../lib/near-viewport';

/**
 * keen-slider itself, fetched when the first carousel starts (after load, or when someone reaches
 * for one): a chunk of its own, so no page's first load carries it (about 5.5 KB gz on the home
 * page; issue 15). Asked once per page.
 */
type KeenSliderClass = typeof import('keen-slider').default;
let keenSlider: KeenSliderClass | undefined;
let fetching: Promise<KeenSliderClass> | undefined;
export const loadKeenSlider = (): Promise<KeenSliderClass> =>
  (fetching ??= import(/* webpackChunkName: "keen-slider" */ 'keen-slider').then(
    (module) => (keenSlider = module.default),
    (error: unknown) => {
      // The next carousel to start asks again (a chunk that failed on a flaky network).
      fetching = undefined;
      throw error;
    },
  ));

// Layout effects warn on a server; there the latest-value ref is never read anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** What {@link CarouselProps.renderSlide} gets besides the item. */
export interface SlideInfo {
  index: number;
  /** The current slide: advanced by autoplay, set by hover, focus, drag and the buttons. */
  selected: boolean;
}

/** Labels of the optional pause/play button, already translated. */
export interface RotationLabels {
  /** Shown while autoplay runs (e.g. "Stop automatic slide show"). */
  pause: string;
  /** Shown while it is stopped (e.g. "Start automatic slide show"). */
  play: string;
}

/** What a screen reader calls the carousel and its slides (`aria-roledescription`), already translated. */
export interface RoleDescriptions {
  carousel: string;
  slide: string;
}

/** Props of {@link Carousel}. */
export interface CarouselProps<T> {
  /** `aria-roledescription` of the carousel and its slides in the page's language; English ("carousel", "slide") when absent. */
  roleDescriptions?: RoleDescriptions;
  /** Accessible name of the carousel region (e.g. "Popular activities"). */
  label: string;
  items: readonly T[];
  renderSlide: (item: T, info: SlideInfo) => ReactNode;
  /** Stable React key of an item; defaults to its index. */
  getKey?: (item: T, index: number) => Key;
  /** Accessible name of each slide, already translated (e.g. `(i, n) => t('slideOf', { i: i + 1, n })`). */
  slideLabel: (index: number, count: number) => string;
  /** Accessible names of the previous/next buttons. */
  previousLabel: string;
  nextLabel: string;
  /** Current slide, controlled. Leave undefined to let the carousel keep it. */
  index?: number;
  /** First current slide when uncontrolled. Default 0. */
  defaultIndex?: number;
  /** Called when the current slide changes (autoplay, hover, focus, drag, buttons, arrow keys). */
  onSelect?: (index: number) => void;
  /** Advance on a timer. Default true; always off when the user prefers reduced motion. */
  autoplay?: boolean;
  /** Autoplay interval in ms. Default 5000. */
  intervalMs?: number;
  /** Wrap around at the ends. Default false: the buttons are disabled at the ends. */
  loop?: boolean;
  /** Slides visible at once, fixed or by min-width (`{ base: 2.1, from: { 1120: 3.1 } }`). Default 1. */
  slidesPerView?: SlidesPerView;
  /** Gap between slides in px. Default `spacing.md` (16). */
  spacing?: number;
  /** Slides farther than this from the current one render a same-size placeholder instead. Default 3. */
  preloadDistance?: number;
  /** Pointer travel in px from which a press is a drag (and its click is swallowed). Default 5. */
  dragThreshold?: number;
  /** Show the previous/next buttons. Default true (arrow keys work either way). */
  showControls?: boolean;
  /** Adds a pause/play button for autoplay (recommended: WCAG 2.2.2). */
  rotationLabels?: RotationLabels;
  className?: string;
  slideClassName?: string;
}

type MoveMode = 'always' | 'if-hidden' | 'never';

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * A carousel on keen-slider: a `region` with `aria-roledescription="carousel"`
 * whose slides are labelled groups. It auto-advances every 5000 ms (not for
 * users who prefer reduced motion), pauses while hovered or focused, and
 * hovering a slide selects it. Only slides within `preloadDistance` of the
 * current one are rendered; the rest keep their box as placeholders, so
 * nothing shifts. Previous/next buttons and the arrow keys move it; without
 * `loop` the buttons are disabled at the ends. Accessible name: `label`.
 */
export function Carousel<T>({
  label,
  items,
  renderSlide,
  getKey,
  slideLabel,
  previousLabel,
  nextLabel,
  index: controlledIndex,
  defaultIndex = 0,
  onSelect,
  autoplay = true,
  intervalMs = carouselDefaults.intervalMs,
  loop = false,
  slidesPerView = 1,
  spacing = spacingScale.md,
  preloadDistance = carouselDefaults.preloadDistance,
  dragThreshold = carouselDefaults.dragThresholdPx,
  showControls = true,
  rotationLabels,
  roleDescriptions,
  className,
  slideClassName,
}: CarouselProps<T>) {
  const count = items.length;
  const perView = resolvePerView(slidesPerView, useLargestMatchingMinWidth(perViewBreakpoints(slidesPerView)));
  const reducedMotion = useMediaQuery(prefersReducedMotion);
  const [ownIndex, setOwnIndex] = useState(() => normalizeIndex(defaultIndex, count, loop));
  const current = normalizeIndex(controlledIndex ?? ownIndex, count, loop);
  const lastStart = lastStartIndex(count, perView, loop);
  // Enough slides to fill the view are always rendered, even when more fit than the preload distance.
  const renderRadius = Math.max(preloadDistance, Math.ceil(perView));

  const trackId = `hs-carousel-${useId()}`;
  // A ref, not state: a state setter as the ref callback is an update during the commit, which
  // React renders synchronously at once, the carousel and every slide again in the task of the
  // page's first render (issue 15, item 4). The track is always rendered, so it never changes.
  const trackRef = useRef<HTMLDivElement | null>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const [sliderReady, setSliderReady] = useState(false);

  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [stopped, setStopped] = useState(false);
  const autoplayOn = autoplay && !reducedMotion && !stopped && count > 1;

  // Read by slider callbacks and timers, which outlive a render.
  const latest = useRef({ current, count, loop, lastStart, controlled: controlledIndex !== undefined, onSelect });
  useIsomorphicLayoutEffect(() => {
    latest.current = { current, count, loop, lastStart, controlled: controlledIndex !== undefined, onSelect };
  });
  const pendingMove = useRef<MoveMode | null>(null);
  const draggingRef = useRef(false);

  const select = useCallback((requested: number, move: MoveMode) => {
    const { count: n, loop: looping, current: now, controlled, onSelect: notify } = latest.current;
    const target = normalizeIndex(requested, n, looping);
    if (target === now) {
      if (move === 'always') slider.current?.moveToIdx(target);
      return;
    }
    pendingMove.current = move;
    if (!controlled) setOwnIndex(target);
    notify?.(target);
  }, []);

  // The track follows the current slide; how depends on what changed it.
  useEffect(() => {
    const mode = pendingMove.current ?? 'always';
    pendingMove.current = null;
    const instance = slider.current;
    if (!instance || mode === 'never' || draggingRef.current) return;
    if (mode === 'if-hidden' && instance.track.details?.slides[current]?.portion === 1) return;
    instance.moveToIdx(current);
  }, [current]);

  const settleAfterDrag = useCallback(() => {
    if (!draggingRef.current) return;
    draggingRef.current = false;
    setDragging(false);
    const rel = slider.current?.track.details?.rel;
    if (typeof rel === 'number') select(rel, 'never');
  }, [select]);

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
    [perView, spacing, loop, reducedMotion, count, settleAfterDrag],
  );

  // One slider per track element; option changes go through `update` below.
  const optionsAtCreation = useRef(sliderOptions);
  useIsomorphicLayoutEffect(() => {
    optionsAtCreation.current = sliderOptions;
  });
  // keen-slider measures the track and binds its drag handlers: work no first screen needs.
  // It is fetched and starts once the page has loaded and the browser is idle, each carousel in its own idle
  // callback (so never in one long task with the page's render) and only once it is near the
  // viewport, or at once when someone reaches for the carousel (pointer, touch or focus). Until then the buttons and the arrow
  // keys still select slides (issue 15: carousels start after load).
  const [wanted, setWanted] = useState(false);
  const want = () => {
    if (!slider.current) setWanted(true);
  };
  // A carousel out of reach (a phone's sections below the first view) neither starts its slider nor
  // rotates until the reader comes near: starting keen-slider measures the track, which lays out
  // content the browser had skipped (issue 15, item 4).
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
    // was the page's longest task after the load on a phone (issue 15, item 4).
    const start = () =>
      keenSlider
        ? create(keenSlider)
        : void loadKeenSlider().then((KeenSlider) => (startWhen === 'now' ? create(KeenSlider) : void window.setTimeout(() => create(KeenSlider), 0)), failed);
    if (startWhen === 'now') start();
    const cancelIdle = startWhen === 'now' ? () => {} : whenIdleAfterLoad(start);
    return () => {
      ended = true;
      cancelIdle();
      instance?.destroy();
      slider.current = null;
      setSliderReady(false);
    };
  }, [startWhen]);

  const firstOptions = useRef(true);
  useEffect(() => {
    if (firstOptions.current) {
      firstOptions.current = false;
      return;
    }
    slider.current?.update(sliderOptions(), latest.current.current);
  }, [sliderOptions]);

  useEffect(() => {
    if (!autoplayOn || !near || hovered || focusWithin || dragging) return undefined;
    const timer = setTimeout(() => {
      const { current: now, lastStart: last, loop: looping } = latest.current;
      select(!looping && now >= last ? 0 : now + 1, 'always');
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [autoplayOn, near, hovered, focusWithin, dragging, current, intervalMs, select]);

  // Buttons and keys move from where the track is: a hovered slide past the last start does not count.
  const base = loop ? current : Math.min(current, lastStart);
  const atStart = !loop && base <= 0;
  const atEnd = !loop && base >= lastStart;
  const goPrevious = () => {
    if (!atStart) select(base - 1, 'always');
  };
  const goNext = () => {
    if (!atEnd) select(base + 1, 'always');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || (event.target instanceof Element && event.target.closest(EDITABLE))) return;
    if (event.key === 'ArrowLeft') goPrevious();
    else if (event.key === 'ArrowRight') goNext();
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusWithin(false);
  };

  // A press that travelled at least `dragThreshold` px is a drag: its click must not follow a link in the slide.
  const pressStart = useRef<{ x: number; y: number } | null>(null);
  const swallowClick = useRef(false);
  // Touch screens send mouse events after a tap; they are not a hover and must not pause autoplay.
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

  // Each slide's content is kept while its item and selection stay the same, and handed back as
  // the same element, which React does not render again: the carousel's own updates (the slider
  // starting after load, autoplay, hover) re-render the slides that changed, not all of them
  // (issue 15, item 4). A new `renderSlide` (the parent rendered) starts afresh.
  const slideElements = useMemo(() => new Map<number, { item: T; selected: boolean; element: ReactNode }>(), [renderSlide]);
  const slideContent = (item: T, index: number, selected: boolean): ReactNode => {
    const kept = slideElements.get(index);
    if (kept && kept.item === item && kept.selected === selected) return kept.element;
    const element = renderSlide(item, { index, selected });
    slideElements.set(index, { item, selected, element });
    return element;
  };

  if (count === 0) return null;

  const trackStyle = {
    '--hs-carousel-per-view': perView,
    '--hs-carousel-gap': `${spacing}px`,
    // Until the slider positions the slides itself, a flex gap spaces them.
    gap: sliderReady ? undefined : `${spacing}px`,
  } as CSSProperties;

  return (
    <section
      aria-roledescription={roleDescriptions?.carousel ?? 'carousel'}
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
      onMouseEnter={() => {
        want();
        if (Date.now() - lastTouch.current > 1000) setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        want();
        setFocusWithin(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        onMouseDown={(event) => {
          want();
          pressAt(event.clientX, event.clientY);
        }}
        onMouseUp={(event) => releaseAt(event.clientX, event.clientY)}
        onTouchStart={(event: TouchEvent) => {
          want();
          lastTouch.current = Date.now();
          const touch = event.touches[0];
          if (touch) pressAt(touch.clientX, touch.clientY);
        }}
        onTouchEnd={(event: TouchEvent) => {
          lastTouch.current = Date.now();
          const touch = event.changedTouches[0];
          if (touch) releaseAt(touch.clientX, touch.clientY);
        }}
        onClickCapture={onClickCapture}
      >
        <div ref={trackRef} id={trackId} className={styles.track} style={trackStyle}>
          {items.map((item, i) => {
            const selected = i === current;
            const near = slideDistance(i, current, count, loop) <= renderRadius;
            return (
              <div
                key={getKey ? getKey(item, i) : i}
                role="group"
                aria-roledescription={roleDescriptions?.slide ?? 'slide'}
                aria-label={slideLabel(i, count)}
                aria-current={selected || undefined}
                data-selected={selected}
                className={slideClassName ? `${styles.slide} ${slideClassName}` : styles.slide}
                onMouseEnter={() => select(i, 'never')}
                onFocus={() => select(i, 'if-hidden')}
              >
                {near ? slideContent(item, i, selected) : <div className={styles.placeholder} aria-hidden="true" data-placeholder="" />}
              </div>
            );
          })}
        </div>
      </div>
      {(showControls || (rotationLabels && autoplay && !reducedMotion)) && (
        <div className={styles.controls}>
          {rotationLabels && autoplay && !reducedMotion && (
            <button type="button" className={styles.control} aria-label={stopped ? rotationLabels.play : rotationLabels.pause} onClick={() => setStopped((value) => !value)}>
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          {showControls && (
            <>
              <button type="button" className={styles.control} aria-label={previousLabel} aria-controls={trackId} disabled={atStart} onClick={goPrevious}>
                <Chevron direction="previous" />
              </button>
              <button type="button" className={styles.control} aria-label={nextLabel} aria-controls={trackId} disabled={atEnd} onClick={goNext}>
                <Chevron direction="next" />
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" className={styles.chevron}>
      <path d={direction === 'previous' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path d="M6 4l10 6-10 6z" fill="currentColor" />
    </svg>
  );
}
