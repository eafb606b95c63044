/**
 * Test helpers for code that uses @hourspace/ui: a controllable `window.matchMedia`
 * for breakpoint behaviour (jsdom has none), and an axe check that fails with axe's report.
 */
export { installMatchMedia } from './test-utils/match-media';
export { expectNoAxeViolations } from './test-utils/axe';
