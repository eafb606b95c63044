import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardForm } from '../card-form';
import { renderAccount } from '../../../../testing/render';

function renderForm() {
  const onSubmit = jest.fn();
  renderAccount(<CardForm onSubmit={onSubmit} onCancel={() => {}} busy={false} error={null} />);
  return onSubmit;
}

/** Types `value` into the field labelled `label` and leaves it (fields validate on blur). */
async function enter(label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input' });
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
  fireEvent.blur(field);
}

const nextYear = String(new Date().getFullYear() + 1);

describe('the add-a-card form', () => {
  it('asks for every field when the form is sent empty, and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByText('Please enter the name on your card.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your card number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid month (01 to 12).')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 4-digit year.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid security code (3 or 4 digits).')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Card number', '4242 4242 424', 'Please enter a valid card number (13 to 19 digits).'],
    ['Card number', '42424242424242424242', 'Please enter a valid card number (13 to 19 digits).'],
    ['Card number', '4242 4242 4242 4241', 'This card number is not valid. Please check it and try again.'],
    ['Month', '13', 'Please enter a valid month (01 to 12).'],
    ['Month', '00', 'Please enter a valid month (01 to 12).'],
    ['Year', '203', 'Please enter a valid 4-digit year.'],
    ['Year', String(new Date().getFullYear() - 1), 'Please enter a year that is not in the past.'],
    ['Security code (CVV)', '12', 'Please enter a valid security code (3 or 4 digits).'],
    ['Security code (CVV)', '12a', 'Please enter a valid security code (3 or 4 digits).'],
  ])('shows the spec message for %s "%s" on blur', async (label, value, message) => {
    renderForm();
    await enter(label, value);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
  });

  it('clears a message as soon as the field is fixed', async () => {
    renderForm();
    await enter('Month', '13');
    expect(screen.getByText('Please enter a valid month (01 to 12).')).toBeInTheDocument();
    await enter('Month', '12');
    expect(screen.queryByText('Please enter a valid month (01 to 12).')).toBeNull();
  });

  it('hands over a valid card with the number without spaces', async () => {
    const onSubmit = renderForm();
    await enter('Name on card', 'Ada Lovelace');
    await enter('Card number', '4242 4242 4242 4242');
    await enter('Month', '12');
    await enter('Year', nextYear);
    await enter('Security code (CVV)', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada Lovelace', number: '4242424242424242', month: '12', year: nextYear, cvv: '123' });
  });

  it('refuses a card whose month is already over this year', async () => {
    jest.useFakeTimers({ now: new Date(2030, 5, 15), advanceTimers: true });
    try {
      const onSubmit = renderForm();
      await enter('Name on card', 'Ada Lovelace');
      await enter('Card number', '4242424242424242');
      await enter('Month', '05');
      await enter('Year', '2030');
      await enter('Security code (CVV)', '123');
      await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
      expect(screen.getByRole('alert')).toHaveTextContent('This card has expired.');
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the messages in German on a German page', async () => {
    const onSubmit = jest.fn();
    renderAccount(<CardForm onSubmit={onSubmit} onCancel={() => {}} busy={false} error={null} />, { locale: 'de-DE' });
    await userEvent.click(screen.getByRole('button', { name: 'Karte speichern' }));
    expect(screen.getByText('Bitte geben Sie einen gültigen Sicherheitscode ein (3 oder 4 Ziffern).')).toBeInTheDocument();
  });
});
