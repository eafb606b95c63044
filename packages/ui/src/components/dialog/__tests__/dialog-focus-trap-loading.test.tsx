import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHarness } from './modal-harness';

// Counts the times focus-trap-react's module is evaluated (its chunk fetched, in a build).
let mockFocusTrapLoads = 0;
jest.mock('focus-trap-react', () => {
  mockFocusTrapLoads += 1;
  return jest.requireActual<typeof import('focus-trap-react')>('focus-trap-react');
});

describe('the focus trap of a dialog', () => {
  it('is not loaded with the page, only when a dialog first opens, and then traps focus and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    expect(mockFocusTrapLoads).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await waitFor(() => expect(mockFocusTrapLoads).toBe(1));
    await waitFor(() => expect(dialog).toHaveFocus());

    // The trap itself, not only Tab handling: focus sent outside comes back in.
    await waitFor(() => {
      act(() => screen.getByRole('button', { name: 'Log in', hidden: true }).focus());
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus());

    // Loaded once for the page: the next dialog has its trap at once.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(mockFocusTrapLoads).toBe(1);
  });
});
