/**
 * Test helpers for code that uses @hourspace/ui: a controllable `window.matchMedia`
 * for breakpoint behaviour (jsdom has none), an axe check that fails with axe's report, a
 * wait for a started carousel's slider, and React run outside `act()` for a file's tests.
 */
export { installMatchMedia } from './test-utils/match-media';
export { expectNoAxeViolations } from './test-utils/axe';
export { loadCarouselSlider, settleCarousels } from './test-utils/carousel';
export { runOutsideAct } from './test-utils/act-environment';
// A fake of the Stripe.js subset card entry and checkout use, run under the real @stripe/react-stripe-js.
export { fakeStripe } from './test-utils/fake-stripe';
