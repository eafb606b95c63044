import { getBus } from '@hourspace/bus';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { useActivitiesModalStore, useSearchModalStore } from '../../events/search-requests';
import { GROUPED_CATALOGUE as CATALOGUE, fakeApi } from '../../testing/fake-api';
import { linksIn } from '../../testing/links';
import { renderSearch } from '../../testing/render';
import { ModalRoot } from '../modal-root';

expect.extend(toHaveNoViolations);

beforeEach(() => {
  useActivitiesModalStore.setState({ open: false, source: null });
  useSearchModalStore.setState({ open: false, source: null });
  window.history.replaceState(null, '', '/de/');
});

describe('the popular-activities modal', () => {
  it('opens on search:activities with the grouped activities, their plan pages and a link to every activity', async () => {
    const api = fakeApi({ activities: jest.fn(async () => CATALOGUE) });
    renderSearch(<ModalRoot />, { api, locale: 'de-DE', prefix: 'de' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => getBus().request('search:activities', { source: 'hash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Popular activities' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const events = await within(dialog).findByRole('region', { name: 'Event' });
    expect(linksIn(events)).toEqual([
      ['Party Venues', '/de/plan/party'],
      ['Wedding Venues', '/de/plan/wedding'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Meeting Rooms' })).toHaveAttribute('href', '/de/plan/meeting');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Event', 'Meeting', 'Production']);
    expect(within(dialog).getByRole('link', { name: 'See all activities' })).toHaveAttribute('href', '/de/plan/activities');
    expect(api.activities).toHaveBeenCalledWith('de-DE');
    // Only this modal opened: the find-a-space one stays shut.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('has no axe violations once open', async () => {
    renderSearch(<ModalRoot />, { api: fakeApi({ activities: jest.fn(async () => CATALOGUE) }) });
    act(() => getBus().request('search:activities', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Popular activities' });
    await within(dialog).findByRole('region', { name: 'Event' });
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('closes on Escape and removes #a=activities, so the same link opens it again', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/us/#a=activities');
    renderSearch(<ModalRoot />, { api: fakeApi({ activities: jest.fn(async () => CATALOGUE) }) });
    act(() => getBus().request('search:activities', { source: 'hash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Popular activities' });
    await within(dialog).findByRole('region', { name: 'Event' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/us/');
  });

  it('says so and offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const activities = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(CATALOGUE);
    renderSearch(<ModalRoot />, { api: fakeApi({ activities }) });
    act(() => getBus().request('search:activities', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Popular activities' });
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('link', { name: 'Party Venues' })).toBeInTheDocument();
  });

  it('stops listening once unmounted', () => {
    const { unmount } = renderSearch(<ModalRoot />, { api: fakeApi() });
    unmount();
    act(() => getBus().request('search:activities', {}));
    expect(useActivitiesModalStore.getState().open).toBe(false);
  });
});
