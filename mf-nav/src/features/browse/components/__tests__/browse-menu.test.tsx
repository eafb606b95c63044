import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNavApi, renderNav, resetPage } from '../../../../testing/render-nav';
import { BrowseMenu } from '../browse-menu';

beforeEach(() => resetPage());

describe('BrowseMenu', () => {
  it('groups the entries by kind of space in the slide-in', async () => {
    const user = userEvent.setup();
    const api = fakeNavApi();
    renderNav(<BrowseMenu locale="en-US" prefix="us" variant="inline" />, { api });
    await user.click(screen.getByRole('button', { name: 'Browse spaces' }));
    const groups = (await screen.findByRole('link', { name: 'Event spaces' })).closest('ul') as HTMLElement;
    expect(
      within(groups)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Event spaces', 'Party Venues', 'See all event spaces', 'Cities', 'New York']);
    expect(api.getBrowseTree).toHaveBeenCalledWith('en-US');
  });

  it('shows a busy state until the tree arrives', async () => {
    const user = userEvent.setup();
    const api = fakeNavApi();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fake = api.getBrowseTree.getMockImplementation()!;
    api.getBrowseTree.mockImplementation(async (locale) => {
      await answered;
      return fake(locale);
    });
    renderNav(<BrowseMenu locale="en-US" prefix="us" variant="dropdown" />, { api });
    await user.click(screen.getByRole('button', { name: 'Browse spaces' }));
    expect(screen.getByRole('status', { name: 'Loading the kinds of spaces' })).toBeInTheDocument();
    answer();
    await screen.findByRole('link', { name: 'Party Venues' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('becomes a plain link to all activities when the tree cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeNavApi();
    api.getBrowseTree.mockRejectedValue(new Error('offline'));
    renderNav(<BrowseMenu locale="en-US" prefix="ca" variant="dropdown" />, { api, locale: 'en-CA', prefix: 'ca' });
    expect(await screen.findByRole('link', { name: 'Browse spaces' })).toHaveAttribute('href', '/ca/plan/activities');
    expect(screen.queryByRole('button', { name: 'Browse spaces' })).not.toBeInTheDocument();
  });

  it('closes after a link is followed', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/us/plan/activities');
    renderNav(<BrowseMenu locale="en-US" prefix="us" variant="dropdown" />);
    const button = screen.getByRole('button', { name: 'Browse spaces' });
    await user.click(button);
    await user.click(await screen.findByRole('link', { name: 'See all event spaces' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
