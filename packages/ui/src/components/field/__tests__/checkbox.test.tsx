import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../checkbox';
import { expectNoAxeViolations } from '../../../test-utils/axe';

describe('Checkbox', () => {
  it('is named by its label, which may hold a link, and toggles with Space', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <Checkbox
        label={
          <>
            I accept the <a href="/legal/terms">terms of service</a>
          </>
        }
        onChange={(event) => onChange(event.target.checked)}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of service' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await expectNoAxeViolations(container);
  });

  it('in the invalid state is marked invalid with its message as description', async () => {
    const { container } = render(<Checkbox label="I accept the terms" hint="Required to book" state={{ status: 'invalid', message: 'Please accept our terms of service.' }} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept our terms of service. Required to book');
    await expectNoAxeViolations(container);
  });

  it('in the valid and optional-empty states shows no error', () => {
    const { rerender } = render(<Checkbox label="Send me offers" state={{ status: 'valid' }} />);
    expect(screen.getByRole('checkbox', { name: 'Send me offers' })).not.toHaveAttribute('aria-invalid');
    rerender(<Checkbox label="Send me offers" state={{ status: 'optional-empty' }} />);
    expect(screen.getByRole('checkbox', { name: 'Send me offers' })).not.toHaveAccessibleDescription();
  });

  it('calls onBlur so it can validate on blur', async () => {
    const onBlur = jest.fn();
    render(<Checkbox label="I accept the terms" onBlur={onBlur} />);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
