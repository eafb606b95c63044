import '../../tokens/tokens.css';
import { useRef, useState, useId, type CSSProperties, type FocusEvent, type Key, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import styles from './carousel.module.css';
import { lastStartIndex, perViewBreakpoints, resolvePerView, slideDistance, type SlidesPerView } from './carousel-math';
import { Chevron, PauseIcon, PlayIcon } from './carousel-icons';
import { carouselDefaults, spacing as spacingScale } from '../../tokens/tokens';
import { prefersReducedMotion } from '../../tokens/media';
import { useLargestMatchingMinWidth, useMediaQuery } from '../../tokens/use-media-query';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import { useCarouselPress } from './use-carousel-press';
import { useCarouselSelection } from './use-carousel-selection';
import { useCarouselSlider } from './use-carousel-slider';
import { useKeptSlides } from './use-kept-slides';

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
  /**
   * Placed at the start of the controls row, before the previous/next buttons (e.g. a "Show all
   * photos" button). The row wraps when it runs out of room, so nothing in it covers another
   * control at any width or text size, which a button laid over the carousel would.
   */
  controlsStart?: ReactNode;
  /**
   * Whether the slide under the pointer becomes the current one (default true: a row of cards
   * follows the hand). A one-photo-at-a-time gallery says false: a dialog opening under a still
   * pointer would otherwise move it to whichever slide is drawn there.
   */
  selectOnHover?: boolean;
  className?: string;
  slideClassName?: string;
}

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
  selectOnHover = true,
  autoplay = true,
  intervalMs = carouselDefaults.intervalMs,
  loop = false,
  slidesPerView = 1,
  spacing = spacingScale.md,
  preloadDistance = carouselDefaults.preloadDistance,
  dragThreshold = carouselDefaults.dragThresholdPx,
  showControls = true,
  rotationLabels,
  controlsStart,
  roleDescriptions,
  className,
  slideClassName,
}: CarouselProps<T>) {
  const count = items.length;
  const perView = resolvePerView(slidesPerView, useLargestMatchingMinWidth(perViewBreakpoints(slidesPerView)));
  const reducedMotion = useMediaQuery(prefersReducedMotion);
  const lastStart = lastStartIndex(count, perView, loop);
  // Enough slides to fill the view are always rendered, even when more fit than the preload distance.
  const renderRadius = Math.max(preloadDistance, Math.ceil(perView));

  const trackId = `hs-carousel-${useId()}`;
  // A ref, not state: a state setter as the ref callback is an update during the commit, which
  // React renders synchronously at once, the carousel and every slide again in the task of the
  // page's first render (docs/decisions/hydration-transitions.md). The track is always rendered, so it never changes.
  const trackRef = useRef<HTMLDivElement | null>(null);

  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [stopped, setStopped] = useState(false);
  const autoplayOn = autoplay && !reducedMotion && !stopped && count > 1;

  const { current, select, latest, slider, draggingRef } = useCarouselSelection({ index: controlledIndex, defaultIndex, count, loop, lastStart, onSelect });
  const { sliderReady, dragging, near, want } = useCarouselSlider({ trackRef, slider, draggingRef, latest, select, perView, spacing, loop, reducedMotion, count });
  useCarouselAutoplay({ on: autoplayOn, near, hovered, focusWithin, dragging, current, intervalMs, latest, select });

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

  const { pressAt, releaseAt, onClickCapture, lastTouch } = useCarouselPress(dragThreshold);
  const slideContent = useKeptSlides(renderSlide);

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
                onMouseEnter={selectOnHover ? () => select(i, 'never') : undefined}
                onFocus={() => select(i, 'if-hidden')}
              >
                {near ? slideContent(item, i, selected) : <div className={styles.placeholder} aria-hidden="true" data-placeholder="" />}
              </div>
            );
          })}
        </div>
      </div>
      {(showControls || controlsStart !== undefined || (rotationLabels && autoplay && !reducedMotion)) && (
        <div className={styles.controls}>
          {controlsStart !== undefined && <div className={styles.controlsStart}>{controlsStart}</div>}
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
