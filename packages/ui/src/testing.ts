/**
 * Test helpers for code that uses @hourspace/ui: a controllable `window.matchMedia`
 * for breakpoint behaviour (jsdom has none), an axe check that fails with axe's report, and a
 * wait for a started carousel's slider.
 */
export { installMatchMedia } from './test-utils/match-media';
export { expectNoAxeViolations } from './test-utils/axe';
export { loadCarouselSlider, settleCarousels } from './test-utils/carousel';
