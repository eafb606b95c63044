import { fireEvent, render, screen } from '@testing-library/react';
import { settleCarousels } from '../../../test-utils/carousel';
import { Carousel } from '../carousel';

// The first carousel to start fetches keen-slider; no page's first load carries it.
it('fetches keen-slider when the first carousel starts, then starts it', async () => {
  render(
    <Carousel
      label="Featured spaces"
      items={[1, 2, 3]}
      renderSlide={(n) => <p>{n}</p>}
      slideLabel={(i, n) => `${i + 1} of ${n}`}
      previousLabel="Previous spaces"
      nextLabel="Next spaces"
      autoplay={false}
    />,
  );
  const track = () => screen.getByRole('group', { name: '1 of 3' }).parentElement!;
  // Until keen-slider runs, a flex gap spaces the slides.
  expect(track().style.gap).not.toBe('');
  fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured spaces' }));
  expect(track().style.gap).not.toBe('');
  await settleCarousels();
  expect(track().style.gap).toBe('');
});
