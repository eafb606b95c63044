import { fireEvent, screen } from '@testing-library/react';
import { settleCarousels } from '../../../test-utils/carousel';
import { renderThreeSlideCarousel } from '../../../test-utils/render-carousel';

// The first carousel to start fetches keen-slider; no page's first load carries it.
it('fetches keen-slider when the first carousel starts, then starts it', async () => {
  renderThreeSlideCarousel();
  const track = () => screen.getByRole('group', { name: '1 of 3' }).parentElement!;
  // Until keen-slider runs, a flex gap spaces the slides.
  expect(track().style.gap).not.toBe('');
  fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured spaces' }));
  expect(track().style.gap).not.toBe('');
  await settleCarousels();
  expect(track().style.gap).toBe('');
});
