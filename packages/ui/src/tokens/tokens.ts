/**
 * Design tokens. The same values exist as `--hs-*` custom properties in
 * `tokens.css`; a test keeps the two in step, so CSS and TS never disagree.
 */

/**
 * Spacing scale in px, a 4 px grid: xxs 4, xs 8, sm 12, md 16, lg 24, xl 32.
 * CSS: `var(--hs-space-md)` and so on.
 */
export const spacing = {
  xxs: 4,
  xs: 8,
  sm: 12,
  md: 16,
  lg: 24,
  xl: 32,
} as const;

/**
 * Layout breakpoints in px (spec §Layout, §Constants).
 * - `desktop` 1120: home page desktop/mobile switch; blog 2.1 slides below, 3.1 from here.
 * - `nav` 992: slide-in navigation at this width or less.
 * - `blog` 744, `compact` 645 (compact awards at this width or less), `blogMobile` 644.
 * - `awardsLarge` 1024, `awardsMedium` 767, `awardsSmall` 390: the awards banner.
 * Custom properties cannot be used inside `@media`, so CSS files repeat the number;
 * a test checks every `@media` width in this package is one of these values.
 */
export const breakpoints = {
  desktop: 1120,
  nav: 992,
  blog: 744,
  compact: 645,
  blogMobile: 644,
  awardsLarge: 1024,
  awardsMedium: 767,
  awardsSmall: 390,
} as const;

/** Name of a breakpoint in {@link breakpoints}. */
export type BreakpointName = keyof typeof breakpoints;

/**
 * Colour palette. `danger` is the invalid-field red, `success` the valid-field
 * green; text colours meet WCAG AA (4.5:1) on `background` and `surface`;
 * `borderStrong` outlines form controls (3:1 non-text contrast), `border` divides.
 */
export const colors = {
  text: '#1a1a1a',
  textMuted: '#5c5c5c',
  textInverse: '#ffffff',
  background: '#ffffff',
  surface: '#f6f6f6',
  border: '#c4c4c4',
  borderStrong: '#767676',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryText: '#ffffff',
  secondary: '#1a1a1a',
  danger: '#c4221f',
  success: '#1f7a3d',
  focus: '#2563eb',
  placeholder: '#e6e6e6',
  backdrop: 'rgba(0, 0, 0, 0.5)',
} as const;

/** Corner radii in px; `round` is a circle (avatars) and is a percentage. */
export const radii = {
  sm: 4,
  md: 8,
  lg: 16,
  pill: 999,
  round: '50%',
} as const;

/**
 * Stacking layers, lowest first. Dialogs and trays share a layer: the one opened
 * last is later in the DOM, so it paints on top.
 */
export const zIndex = {
  base: 0,
  raised: 10,
  dropdown: 100,
  sticky: 200,
  nav: 300,
  overlay: 400,
  dialog: 500,
  toast: 600,
} as const;

/**
 * Font sizes in px at the browser's default 16 px; 16 is the body size (and the minimum for
 * inputs, so iOS does not zoom). The CSS properties are in rem (px / 16), so text follows the
 * reader's default font size (WCAG 1.4.4; docs/decisions/accessibility-and-languages.md).
 */
export const fontSizes = {
  sm: 14,
  md: 16,
  lg: 20,
  xl: 28,
} as const;

/** Font stacks. */
export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Animation durations in ms; every animation in the product lasts 300 to 1000 ms. */
export const durations = {
  fast: 300,
  medium: 500,
  slow: 700,
  slowest: 1000,
} as const;

/**
 * Carousel behaviour (spec §Constants): auto-advance interval, the distance in px
 * a pointer must travel before it is a drag rather than a click, and how many
 * slides either side of the current one are rendered.
 */
export const carouselDefaults = {
  intervalMs: 5000,
  dragThresholdPx: 5,
  preloadDistance: 3,
} as const;

type Group = Readonly<Record<string, string | number>>;

/** px sizes as rem of the default 16 px root. */
export const pxToRem = (px: number): number => px / 16;

function remOf<T extends Readonly<Record<string, number>>>(group: T): Record<keyof T, number> {
  return Object.fromEntries(Object.entries(group).map(([key, px]) => [key, pxToRem(px)])) as Record<keyof T, number>;
}

/** Tokens as written into CSS: numbers get their unit, names become kebab-case. */
function toCssEntries(prefix: string, group: Group, unit: string): Array<[string, string]> {
  return Object.entries(group).map(([key, value]) => [
    `--hs-${prefix}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    typeof value === 'number' ? `${value}${unit}` : value,
  ]);
}

/**
 * Every custom property `tokens.css` must declare, with its value, derived from
 * the constants above (useful for tests and for writing the variables inline
 * in a shadow root or an iframe).
 */
export const cssCustomProperties: Readonly<Record<string, string>> = Object.fromEntries([
  ...toCssEntries('space', spacing, 'px'),
  ...toCssEntries('bp', breakpoints, 'px'),
  ...toCssEntries('color', colors, ''),
  ...toCssEntries('radius', radii, 'px'),
  ...toCssEntries('z', zIndex, ''),
  ...toCssEntries('font-size', remOf(fontSizes), 'rem'),
  ...toCssEntries('font', fonts, ''),
  ...toCssEntries('duration', durations, 'ms'),
]);

type VarsOf<T> = { readonly [K in keyof T]: string };

function varsOf<T extends Group>(prefix: string, group: T): VarsOf<T> {
  return Object.fromEntries(toCssEntries(prefix, group, '').map(([name], i) => [Object.keys(group)[i], `var(${name})`])) as VarsOf<T>;
}

/**
 * `var(--hs-…)` references for inline styles, e.g. `vars.space.md` is
 * `'var(--hs-space-md)'`, so a theme override in CSS still applies.
 */
export const vars = {
  space: varsOf('space', spacing),
  color: varsOf('color', colors),
  radius: varsOf('radius', radii),
  z: varsOf('z', zIndex),
  fontSize: varsOf('font-size', fontSizes),
  font: varsOf('font', fonts),
  duration: varsOf('duration', durations),
} as const;
