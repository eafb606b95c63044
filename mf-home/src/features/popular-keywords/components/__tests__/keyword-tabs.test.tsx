import { getBus } from '@hourspace/bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@hourspace/ui/testing';
import { fakeHomeRequester } from '../../../../testing/home-fixtures';
import { renderHome } from '../../../../testing/render-home';
import { toHomeSection } from '../../../../lib/section-model';
import { PopularKeywordsSection } from '../popular-keywords-section';

const section = toHomeSection(
  {
    heading1: 'Popular searches',
    heading2: 'What people are booking in the US',
    paragraph: '',
    ctaButton: { text: 'See all activities', link: '/us/plan/activities' },
    images: [],
  },
  'us',
);

function recordAnalytics() {
  const events: unknown[] = [];
  const off = getBus().on('analytics:track', (payload) => events.push(payload));
  return { events, off };
}

async function renderTabs(request = fakeHomeRequester()) {
  const utils = renderHome(<PopularKeywordsSection section={section} />, { request });
  await screen.findByRole('tablist', { name: 'Popular searches' });
  return utils;
}

describe('the popular keyword tabs', () => {
  it('starts on the first keyword, with previous disabled and next enabled', async () => {
    await renderTabs();
    expect(screen.getByRole('tab', { name: 'Photo Shoot Locations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Previous activity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next activity' })).toBeEnabled();
  });

  it("shows the keyword's plan button and its location links in the panel", async () => {
    await renderTabs();
    const panel = screen.getByRole('tabpanel', { name: 'Photo Shoot Locations' });
    expect(within(panel).getByRole('link', { name: 'Browse all Photo Shoot Locations' })).toHaveAttribute('href', '/us/plan/photo-shoot');
    expect(within(panel).getByRole('link', { name: 'Photo Shoot Locations in Chicago, IL' })).toHaveAttribute('href', '/us/s/?activity=photo-shoot&location=chicago%2C%20il');
  });

  it('moves one keyword at a time with next and previous, disabling next at the last', async () => {
    const user = userEvent.setup();
    await renderTabs();
    await user.click(screen.getByRole('button', { name: 'Next activity' }));
    await user.click(screen.getByRole('button', { name: 'Next activity' }));
    expect(screen.getByRole('tab', { name: 'Meeting Rooms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Next activity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous activity' }));
    expect(screen.getByRole('tab', { name: 'Party Venues' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Browse all Party Venues' })).toHaveAttribute('href', '/us/plan/party');
  });

  it('is operable with the arrow keys, Home and End, with one tab in the tab order', async () => {
    const user = userEvent.setup();
    await renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Photo Shoot Locations' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Party Venues' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Party Venues' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Meeting Rooms' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Meeting Rooms' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Photo Shoot Locations' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it("reports a tab choice and a location click with keyword, city, permalink and 'homepage'", async () => {
    const user = userEvent.setup();
    const { events, off } = recordAnalytics();
    await renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Party Venues' }));
    const link = screen.getByRole('link', { name: 'Party Venues in New York, NY' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    off();
    expect(events).toEqual([
      { event: 'popular keyword tab clicked', properties: { keyword: 'party', page: 'homepage' } },
      {
        event: 'popular keyword location clicked',
        properties: { keyword: 'party', city: 'New York', permalink: '/us/s/?activity=party&location=new%20york%2C%20ny', page: 'homepage' },
      },
    ]);
  });

  it('says when the keywords cannot load and offers to try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHome(<PopularKeywordsSection section={section} />, { request: fakeHomeRequester({ '/v1/keywords/popular/en-US': new Error('offline') }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all activities' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderTabs();
    await expectNoAxeViolations(container);
  });
});
