import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '../text-field';
import type { FieldState } from '../field-state';
import { expectNoAxeViolations } from '../../../test-utils/axe';

describe('TextField', () => {
  it('is named by its label and describes itself with its hint', async () => {
    const { container } = render(<TextField label="Email" hint="We never share it" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  it('in the invalid state marks the input invalid and ties the message to it', async () => {
    const { container } = render(<TextField label="Email" hint="We never share it" state={{ status: 'invalid', message: 'Please enter a valid email address.' }} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address. We never share it');
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
    expect(container.firstElementChild).toHaveClass('invalid');
    await expectNoAxeViolations(container);
  });

  it('in the valid state shows the valid style and no message', () => {
    const { container } = render(<TextField label="First name" state={{ status: 'valid' }} />);
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
    expect(container.firstElementChild).toHaveClass('valid');
    expect(container.firstElementChild).not.toHaveClass('invalid');
  });

  it('when optional and empty shows neither error nor valid style', () => {
    const { container } = render(<TextField label="Organization" optionalText="(optional)" state={{ status: 'optional-empty' }} />);
    const input = screen.getByRole('textbox', { name: 'Organization (optional)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(container.firstElementChild).not.toHaveClass('valid');
    expect(container.firstElementChild).not.toHaveClass('invalid');
  });

  it('keeps a hidden label as the accessible name', async () => {
    const { container } = render(<TextField label="Search" labelHidden placeholder="Try 'meeting room'" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('supports validate-on-blur: the message appears after leaving the field', async () => {
    function EmailField() {
      const [state, setState] = useState<FieldState | undefined>(undefined);
      return (
        <TextField
          label="Email"
          onBlur={(event) => setState(event.currentTarget.value.includes('@') ? { status: 'valid' } : { status: 'invalid', message: 'Please enter a valid email address.' })}
          state={state}
        />
      );
    }
    render(
      <>
        <EmailField />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'not-an-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    await userEvent.clear(input);
    await userEvent.type(input, 'guest@example.com');
    await userEvent.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
  });

  it('keeps an extra aria-describedby from the caller', () => {
    render(
      <>
        <p id="rules">At least 8 characters</p>
        <TextField label="Password" type="password" aria-describedby="rules" state={{ status: 'invalid', message: 'Too short' }} />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short At least 8 characters');
  });
});
