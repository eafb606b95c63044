import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Popover } from '../popover';

function Harness({ onClose }: { onClose: (reason: 'escape' | 'outside') => void }) {
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={anchor}>When</button>
      <p>Elsewhere</p>
      <Popover open onClose={onClose} anchorRef={anchor} label="Date and time">
        <button>Inside</button>
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('closes on Escape and gives focus back to its anchor', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.getByRole('button', { name: 'When' })).toHaveFocus();
  });

  it('closes on a press outside, but not on its anchor or inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Date and time' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'When' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(onClose).toHaveBeenCalledWith('outside');
  });
});
