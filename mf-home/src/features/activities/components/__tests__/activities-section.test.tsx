import { getBus } from '@hourspace/bus';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installMatchMedia, loadCarouselSlider } from '@hourspace/ui/testing';
import { renderHome } from '../../../../testing/render-home';
import { toHomeSection } from '../../../../lib/section-model';
import { ACTIVITIES_INTERVAL_MS, ActivitiesSection } from '../activities-section';

const ids = ['photo-shoot', 'party', 'meeting', 'birthday-party', 'video-shoot', 'workshop', 'wedding', 'offsite', 'film-shoot', 'podcast', 'dinner', 'gala'];
const section = toHomeSection(
  {
    heading1: 'A space for every plan',
    heading2: 'What are you planning?',
    paragraph: 'Pick an activity.',
    ctaButton: { text: 'See all activities', link: '/us/plan/activities' },
    images: ids.map((id) => ({ external_id: id, url: `/v1/images/${id}`, title: `${id} venues`, alt: `${id} photo`, label: id, link: `/us/plan/${id}` })),
  },
  'us',
);
const currentPhoto = () =>
  within(screen.getByRole('region', { name: 'Activity photos' }))
    .getAllByRole('group')
    .find((slide) => slide.getAttribute('aria-current') === 'true');

describe('the activities section', () => {
  let media: { restore: () => void };
  beforeAll(loadCarouselSlider);
  afterEach(() => {
    media.restore();
    jest.useRealTimers();
  });

  it('from 1120 px lists a link per activity and the call to action', () => {
    media = installMatchMedia({ width: 1280 });
    renderHome(<ActivitiesSection section={section} />);
    const links = within(screen.getByRole('list', { name: 'Browse by activity' })).getAllByRole('link');
    expect(links).toHaveLength(ids.length);
    expect(links[0]).toHaveAttribute('href', '/us/plan/photo-shoot');
    expect(screen.getByRole('link', { name: 'See all activities' })).toHaveAttribute('href', '/us/plan/activities');
  });

  it('opens the popular-activities modal from its call to action (search:activities), the link staying the page for modified clicks', () => {
    media = installMatchMedia({ width: 1280 });
    const requested: unknown[] = [];
    const off = getBus().handle('search:activities', (payload) => requested.push(payload));
    try {
      renderHome(<ActivitiesSection section={section} />, { services: { prefix: 'us' } });
      const cta = screen.getByRole('link', { name: 'See all activities' });
      expect(fireEvent.click(cta)).toBe(false);
      expect(requested).toEqual([{ source: 'home' }]);
      expect(fireEvent.click(cta, { ctrlKey: true })).toBe(true);
      expect(requested).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('leaves a call to action to another page alone', () => {
    media = installMatchMedia({ width: 390 });
    const requested: unknown[] = [];
    const off = getBus().handle('search:activities', (payload) => requested.push(payload));
    try {
      const other = { ...section, cta: { text: 'See all activities', href: '/us/plan/activities#event' } };
      renderHome(<ActivitiesSection section={other} />, { services: { prefix: 'us' } });
      expect(fireEvent.click(screen.getByRole('link', { name: 'See all activities' }))).toBe(true);
      expect(requested).toEqual([]);
    } finally {
      off();
    }
  });

  it('advances its photos every 5000 ms, and pointing at an activity shows its photo and holds it', () => {
    jest.useFakeTimers();
    media = installMatchMedia({ width: 1280 });
    renderHome(<ActivitiesSection section={section} />);
    expect(ACTIVITIES_INTERVAL_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(5000));
    expect(currentPhoto()).toHaveAccessibleName('2 of 12');
    const list = screen.getByRole('list', { name: 'Browse by activity' });
    fireEvent.mouseEnter(within(list).getByRole('link', { name: 'workshop venues' }));
    expect(currentPhoto()).toHaveAccessibleName('6 of 12');
    act(() => jest.advanceTimersByTime(15_000));
    expect(currentPhoto()).toHaveAccessibleName('6 of 12');
    fireEvent.mouseLeave(list.parentElement as HTMLElement);
    act(() => jest.advanceTimersByTime(5000));
    expect(currentPhoto()).toHaveAccessibleName('7 of 12');
  });

  it('focusing an activity link selects its photo too', () => {
    media = installMatchMedia({ width: 1280 });
    renderHome(<ActivitiesSection section={section} />);
    act(() =>
      within(screen.getByRole('list', { name: 'Browse by activity' }))
        .getByRole('link', { name: 'meeting venues' })
        .focus(),
    );
    expect(currentPhoto()).toHaveAccessibleName('3 of 12');
  });

  it('cuts the wrapped links after 5 lines, leaving the rest to the call to action', () => {
    media = installMatchMedia({ width: 1280 });
    // jsdom has no layout: lay the list out two links per 48 px line.
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop');
    Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === 'LI' && this.parentElement ? Math.floor(Array.from(this.parentElement.children).indexOf(this) / 2) * 48 : 0;
      },
    });
    try {
      renderHome(<ActivitiesSection section={section} />);
      const links = within(screen.getByRole('list', { name: 'Browse by activity' })).getAllByRole('link');
      expect(links).toHaveLength(10);
      expect(screen.queryByRole('link', { name: 'gala venues' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all activities' })).toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(HTMLElement.prototype, 'offsetTop', original);
      else delete (HTMLElement.prototype as { offsetTop?: number }).offsetTop;
    }
  });

  it('under 1120 px groups the activity links 5 per column in a slider', () => {
    media = installMatchMedia({ width: 390 });
    renderHome(<ActivitiesSection section={section} />);
    const slider = screen.getByRole('region', { name: 'Browse by activity' });
    const columns = within(slider).getAllByRole('group');
    expect(columns.map((column) => within(column).queryAllByRole('link').length)).toEqual([5, 5, 2]);
    expect(screen.queryByRole('list', { name: 'Browse by activity' })).not.toBeInTheDocument();
  });
});
