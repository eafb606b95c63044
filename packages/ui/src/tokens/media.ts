import { breakpoints, type BreakpointName } from './tokens';

function toPx(bp: number | BreakpointName): number {
  const px = typeof bp === 'number' ? bp : breakpoints[bp];
  if (!Number.isFinite(px) || px < 0) {
    throw new RangeError(`[@hourspace/ui] a breakpoint must be a non-negative number of px or one of ${Object.keys(breakpoints).join(', ')}; got ${String(bp)}`);
  }
  return px;
}

/**
 * Media query for "this width and wider": `mediaUp(1120)` and `mediaUp('desktop')`
 * are `(min-width: 1120px)`. Pass it to `useMediaQuery` or `window.matchMedia`.
 */
export function mediaUp(bp: number | BreakpointName): string {
  return `(min-width: ${toPx(bp)}px)`;
}

/**
 * Media query for "this width or less", the spec's wording ("a slide-in menu at
 * width 992 or less" is `mediaDown('nav')`): `(max-width: 992px)`. It includes
 * the breakpoint itself, so it overlaps `mediaUp(bp)` at exactly `bp` px; the
 * complement of `mediaUp(bp)` is `mediaDown(bp - 1)`.
 */
export function mediaDown(bp: number | BreakpointName): string {
  return `(max-width: ${toPx(bp)}px)`;
}

/** The user asked the system to minimise motion (no autoplay, no slides). */
export const prefersReducedMotion = '(prefers-reduced-motion: reduce)';
