import { screen } from '@testing-library/react';
import { expectTabToCycleInside, openModalHarness as openModal } from './modal-harness';

// focus-trap-react on its way and never arriving (a slow network, or its chunk failed):
// the dialog must already be a dialog that holds focus and closes on Escape.
jest.mock('../focus-trap-loader', () => ({
  loadFocusTrap: () => new Promise(() => undefined),
  loadedFocusTrap: () => undefined,
  prepareDialog: () => undefined,
}));

describe('a dialog before its focus trap has loaded', () => {
  it('is a modal dialog with focus moved into it', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    await expectTabToCycleInside(user);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });
});
