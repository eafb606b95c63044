/**
 * Slides shown at once: a number, or a base value with overrides from a
 * min-width up (`{ base: 2.1, from: { 1120: 3.1 } }`: 2.1 under 1120 px, 3.1 from 1120 px).
 */
export type SlidesPerView = number | { base: number; from?: Readonly<Record<number, number>> };

/** The min-widths a responsive {@link SlidesPerView} reacts to. */
export function perViewBreakpoints(slidesPerView: SlidesPerView): number[] {
  return typeof slidesPerView === 'number' ? [] : Object.keys(slidesPerView.from ?? {}).map(Number);
}

/** The slides-per-view value for the largest matching min-width (null: none matches). */
export function resolvePerView(slidesPerView: SlidesPerView, largestMatch: number | null): number {
  const value = typeof slidesPerView === 'number' ? slidesPerView : largestMatch !== null ? (slidesPerView.from?.[largestMatch] ?? slidesPerView.base) : slidesPerView.base;
  // A non-positive or non-numeric value would divide by zero in the layout; one slide is a safe reading.
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * The last index the track can start at without empty space after the last
 * slide (10 slides at 3.1 per view: 7). In a loop every index is a start.
 */
export function lastStartIndex(count: number, perView: number, loop: boolean): number {
  if (count <= 0) return 0;
  if (loop) return count - 1;
  return Math.min(count - 1, Math.max(0, Math.ceil(count - perView)));
}

/** Steps between two slides, the short way round in a loop. */
export function slideDistance(a: number, b: number, count: number, loop: boolean): number {
  const direct = Math.abs(a - b);
  return loop ? Math.min(direct, count - direct) : direct;
}

/** An index brought into range: wrapped in a loop, clamped otherwise. */
export function normalizeIndex(index: number, count: number, loop: boolean): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return loop ? ((whole % count) + count) % count : Math.min(Math.max(whole, 0), count - 1);
}
