import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '../select';
import { expectNoAxeViolations } from '../../../test-utils/axe';

const countries = [
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia', disabled: true },
];

describe('Select', () => {
  it('is a native select named by its label, starting on its placeholder', async () => {
    const { container } = render(<Select label="Country" placeholder="Choose a country" options={countries} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a country' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Australia' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('reports the picked value', async () => {
    const onChange = jest.fn();
    render(<Select label="Country" placeholder="Choose a country" options={countries} onChange={(event) => onChange(event.target.value)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
    expect(onChange).toHaveBeenCalledWith('GB');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
  });

  it('in the invalid state is marked invalid with its message as description', async () => {
    const { container } = render(
      <Select label="How did you hear about us?" options={countries} defaultValue="US" state={{ status: 'invalid', message: 'Please choose an answer.' }} />,
    );
    const select = screen.getByRole('combobox', { name: 'How did you hear about us?' });
    expect(select).toHaveValue('US');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose an answer.');
    await expectNoAxeViolations(container);
  });

  it('in the valid and optional-empty states shows no error', () => {
    const { rerender, container } = render(<Select label="State" options={countries} state={{ status: 'valid' }} />);
    expect(container.firstElementChild).toHaveClass('valid');
    rerender(<Select label="State" options={countries} optionalText="(optional)" state={{ status: 'optional-empty' }} />);
    const select = screen.getByRole('combobox', { name: 'State (optional)' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(container.firstElementChild).not.toHaveClass('valid');
  });

  it('calls onBlur so it can validate on blur', async () => {
    const onBlur = jest.fn();
    render(<Select label="Country" options={countries} onBlur={onBlur} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('accepts option children too', () => {
    render(
      <Select label="Size">
        <option value="s">Small</option>
        <option value="l">Large</option>
      </Select>,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Small', 'Large']);
  });
});
