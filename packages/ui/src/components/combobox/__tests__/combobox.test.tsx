import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from '../combobox';

const OPTIONS: ComboboxOption[] = [
  { key: 'a', label: 'Photo shoot', detail: 'Production' },
  { key: 'b', label: 'Meeting' },
];

function Harness({ onSelect }: { onSelect: (o: ComboboxOption) => void }) {
  const [value, setValue] = useState('');
  return (
    <Combobox
      id="f"
      label="Activity"
      placeholder="Type"
      value={value}
      onValueChange={setValue}
      options={OPTIONS}
      onSelect={onSelect}
      countText={(n) => `${n} suggestions`}
      focused
    />
  );
}

describe('Combobox', () => {
  it('moves through the list with the arrows, picks with Enter and announces the count', async () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Activity' });
    await userEvent.click(input);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 'f-option-1');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(OPTIONS[1]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes only its list on Escape', async () => {
    const outer = jest.fn();
    render(
      <div onKeyDown={(e) => !e.defaultPrevented && outer()}>
        <Harness onSelect={jest.fn()} />
      </div>,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(outer).not.toHaveBeenCalled();
  });

  it('keeps its list closed on focus alone, so Escape reaches the dialog around it; ArrowDown opens it', async () => {
    const outer = jest.fn();
    render(
      <div onKeyDown={(e) => !e.defaultPrevented && e.key === 'Escape' && outer()}>
        <Harness onSelect={jest.fn()} />
      </div>,
    );
    await userEvent.tab();
    const input = screen.getByRole('combobox');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });
});
