import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../modal';

// focus-trap-react on its way and never arriving (a slow network, or its chunk failed):
// the dialog must already be a dialog that holds focus and closes on Escape.
jest.mock('../focus-trap-loader', () => ({
  loadFocusTrap: () => new Promise(() => undefined),
  loadedFocusTrap: () => undefined,
  prepareDialog: () => undefined,
}));

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log in
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Welcome back" closeLabel="Close" footer={<button type="button">Submit</button>}>
        <label>
          Email
          <input type="email" />
        </label>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
  await waitFor(() => expect(dialog).toHaveFocus());
  return { user, dialog };
}

describe('a dialog before its focus trap has loaded', () => {
  it('is a modal dialog with focus moved into it', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });
});
