import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Modal, type ModalProps } from '../modal';

/**
 * A 'Log in' button that opens a "Welcome back" modal holding an Email field and a Submit
 * button: the page the dialog tests open, close and tab through.
 */
export function ModalHarness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log in
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Welcome back" closeLabel="Close" footer={<button type="button">Submit</button>} {...props}>
        <label>
          Email
          <input type="email" />
        </label>
      </Modal>
    </>
  );
}

/** Renders the {@link ModalHarness}, presses 'Log in' and waits for the dialog to hold focus. */
export async function openModalHarness(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<ModalHarness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: typeof props.title === 'string' ? props.title : 'Welcome back' });
  await waitFor(() => expect(dialog).toHaveFocus());
  return { user, dialog };
}

/** From the focused dialog, Tab goes round Close, Email and Submit and Shift+Tab goes back. */
export async function expectTabToCycleInside(user: UserEvent) {
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
}
