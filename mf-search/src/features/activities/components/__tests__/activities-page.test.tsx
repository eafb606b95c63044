import { screen, within } from '@testing-library/react';
import { GROUPED_CATALOGUE as CATALOGUE, fakeApi } from '../../../../testing/fake-api';
import { linksIn } from '../../../../testing/links';
import { renderSearch } from '../../../../testing/render';
import { ActivitiesPage } from '../activities-page';

afterEach(() => {
  window.location.hash = '';
});

describe('the activities page', () => {
  it('lists every activity with its plan page under the locale prefix, grouped by use type', async () => {
    const api = fakeApi({ activities: jest.fn(async () => CATALOGUE) });
    renderSearch(<ActivitiesPage />, { api, locale: 'de-DE', prefix: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'All activities' })).toBeInTheDocument();
    const events = await screen.findByRole('region', { name: 'Event' });
    expect(linksIn(events)).toEqual([
      ['Party Venues', '/de/plan/party'],
      ['Wedding Venues', '/de/plan/wedding'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Production' })).getByRole('link', { name: 'Photo Shoot Locations' })).toHaveAttribute('href', '/de/plan/photo-shoot');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Event', 'Meeting', 'Production']);
    expect(api.activities).toHaveBeenCalledWith('de-DE');
    const jump = screen.getByRole('navigation', { name: 'Kinds of activity' });
    expect(within(jump).getByRole('link', { name: 'Meeting' })).toHaveAttribute('href', '#meeting');
  });

  it("focuses the group the address names (the browse menu's 'see all')", async () => {
    window.location.hash = '#meeting';
    renderSearch(<ActivitiesPage />, { api: fakeApi({ activities: jest.fn(async () => CATALOGUE) }) });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Meeting' });
    expect(heading).toHaveFocus();
  });

  it('says so and offers to try again when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const activities = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(CATALOGUE);
    renderSearch(<ActivitiesPage />, { api: fakeApi({ activities }) });
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('region', { name: 'Event' })).toBeInTheDocument();
  });
});
