import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, type ModalProps } from '../modal';
import { ModalHarness, expectTabToCycleInside, openModalHarness } from './modal-harness';
import { expectNoAxeViolations } from '../../../test-utils/axe';

/** The harness with a description, as the tests here open it. */
const openModal = (props: Partial<ModalProps> = {}) => openModalHarness({ description: 'Please log in', ...props });

describe('Modal', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('renders nothing while closed', () => {
    render(<ModalHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title and described by its description, focused on open', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please log in');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus());
  });

  it("returns focus to the page's main heading when it opened with no opener (a link's hash on load)", async () => {
    function OpenedByLink() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <main>
            <h1>Spaces by the hour</h1>
          </main>
          <Modal open={open} onClose={() => setOpen(false)} title="Your offer" closeLabel="Close" />
        </>
      );
    }
    const user = userEvent.setup();
    expect(document.activeElement).toBe(document.body);
    render(<OpenedByLink />);
    const dialog = await screen.findByRole('dialog', { name: 'Your offer' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Spaces by the hour' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable from script only: not added to the Tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('closes with its close button, named from the closeLabel prop', async () => {
    const { user } = await openModal({ closeLabel: 'Fermer' });
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    await expectTabToCycleInside(user);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a backdrop click when closeOnBackdropClick is false', async () => {
    const { user, dialog } = await openModal({ closeOnBackdropClick: false });
    await user.click(dialog.parentElement!);
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('locks page scrolling while open and restores the previous style after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('covers the viewport in the fullScreen variant', async () => {
    const { dialog } = await openModal({ fullScreen: true, title: 'Find a space' });
    expect(dialog).toHaveClass('panel', 'fullScreen');
  });

  it('keeps a hidden title as its accessible name', async () => {
    render(
      <Modal open onClose={() => {}} title="Promo" titleHidden closeLabel="Close">
        <p>50% off</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Promo' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('closes only the innermost of nested dialogs on Escape, then returns focus into the outer one', async () => {
    const onCloseOuter = jest.fn();
    function Nested() {
      const [innerOpen, setInnerOpen] = useState(false);
      return (
        <Modal open onClose={onCloseOuter} title="Outer" closeLabel="Close outer">
          <button type="button" onClick={() => setInnerOpen(true)}>
            Verify phone
          </button>
          <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="Inner" closeLabel="Close inner">
            <p>Inner content</p>
          </Modal>
        </Modal>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));
    const inner = await screen.findByRole('dialog', { name: 'Inner' });
    await waitFor(() => expect(inner).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(onCloseOuter).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify phone' })).toHaveFocus());
  });
});
