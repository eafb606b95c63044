/**
 * Test helpers for code that uses @hourspace/ui: a controllable `window.matchMedia`
 * for breakpoint behaviour (jsdom has none).
 */
export { installMatchMedia } from './test-utils/match-media';
