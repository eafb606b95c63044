import { act, fireEvent, screen } from '@testing-library/react';
import { loadCarouselSlider } from '@hourspace/ui/testing';
import { renderHome } from '../../../../testing/render-home';
import { toHomeImage, type HomeImage } from '../../../../lib/section-model';
import { HERO_INTERVAL_MS, HeroCarousel } from '../hero-carousel';

const images = ['one', 'two', 'three'].map(
  (id) =>
    toHomeImage({ url: `/v1/images/${id}`, external_id: id, title: `${id} venues`, alt: `${id} alt`, location: 'Austin, TX', link: `/us/s/?activity=${id}` }, 0, 'us') as HomeImage,
);
const current = () => screen.getAllByRole('group').find((slide) => slide.getAttribute('aria-current') === 'true');

describe('the hero carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  beforeAll(loadCarouselSlider);
  afterEach(() => jest.useRealTimers());

  it('moves to the next photo by itself every 5000 ms', () => {
    expect(HERO_INTERVAL_MS).toBe(5000);
    renderHome(<HeroCarousel images={images} />);
    expect(current()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(4999));
    expect(current()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toHaveAccessibleName('2 of 3');
  });

  it('holds still while hovered and selects the hovered photo', () => {
    renderHome(<HeroCarousel images={images} />);
    const region = screen.getByRole('region', { name: 'Spaces to book by the hour' });
    fireEvent.mouseEnter(region);
    fireEvent.mouseEnter(screen.getByRole('group', { name: '3 of 3' }));
    act(() => jest.advanceTimersByTime(12_000));
    expect(current()).toHaveAccessibleName('3 of 3');
  });

  it('can be stopped with its pause button', () => {
    renderHome(<HeroCarousel images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => jest.advanceTimersByTime(12_000));
    expect(current()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('captions each photo with a link to its search and its location', () => {
    renderHome(<HeroCarousel images={images} />);
    expect(screen.getByRole('link', { name: 'one venues' })).toHaveAttribute('href', '/us/s/?activity=one');
    expect(screen.getAllByText('Austin, TX').length).toBeGreaterThan(0);
  });
});
