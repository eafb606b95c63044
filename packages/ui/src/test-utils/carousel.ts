import { act } from '@testing-library/react';
import { loadKeenSlider } from '../components/carousel/load-keen-slider';

/**
 * Fetches the carousel's slider (keen-slider, a dynamic import) ahead, so carousels start in
 * the task that starts them, as they do on a page once the first one has: call it in a
 * `beforeAll` of tests that hover, focus or wait for carousels.
 */
export async function loadCarouselSlider(): Promise<void> {
  await loadKeenSlider();
}

/**
 * Lets a started carousel's slider arrive inside `act` when it had not been fetched yet (the
 * first carousel to start fetches it, and starts a few promise ticks later).
 */
export async function settleCarousels(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}
