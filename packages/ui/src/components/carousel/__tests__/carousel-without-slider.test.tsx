import { fireEvent, screen } from '@testing-library/react';
import { settleCarousels } from '../../../test-utils/carousel';
import { renderThreeSlideCarousel } from '../../../test-utils/render-carousel';

// keen-slider's chunk cannot be fetched (offline, a deploy that removed it).
jest.mock('keen-slider', () => {
  throw new Error('chunk failed');
});

it('keeps the buttons working when keen-slider cannot be fetched, and says why', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const onSelect = jest.fn();
  renderThreeSlideCarousel(onSelect);
  fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured spaces' }));
  await settleCarousels();
  expect(error).toHaveBeenCalledWith('[@hourspace/ui] Carousel: keen-slider could not start', expect.any(Error));
  fireEvent.click(screen.getByRole('button', { name: 'Next spaces' }));
  expect(onSelect).toHaveBeenCalledWith(1);
  error.mockRestore();
});
