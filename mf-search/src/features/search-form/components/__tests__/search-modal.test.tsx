import { getBus } from '@hourspace/bus';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchModalStore } from '../../../../events/search-requests';
import { fakeApi } from '../../../../testing/fake-api';
import { renderSearch } from '../../../../testing/render';
import { SearchModal } from '../search-modal';

beforeEach(() => {
  useSearchModalStore.setState({ open: false, source: null });
  window.history.replaceState(null, '', '/us/');
});

describe('the find-a-space modal', () => {
  it('opens full screen with the search form on search:open', async () => {
    renderSearch(<SearchModal />, { api: fakeApi() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => getBus().request('search:open', { source: 'hash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find a space' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelector('form[role="search"]')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Activity' })).toHaveFocus();
  });

  it('closes on Escape and removes #a=search, so the same link opens it again', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/us/#a=search');
    renderSearch(<SearchModal />, { api: fakeApi() });
    act(() => getBus().request('search:open', { source: 'hash' }));
    await screen.findByRole('dialog', { name: 'Find a space' });
    // The focused field's suggestions are closed until asked for: one Escape closes the modal.
    expect(screen.getByRole('combobox', { name: 'Activity' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/us/');
  });

  it('stops listening once unmounted', () => {
    const { unmount } = renderSearch(<SearchModal />, { api: fakeApi() });
    unmount();
    act(() => getBus().request('search:open', {}));
    expect(useSearchModalStore.getState().open).toBe(false);
  });
});
