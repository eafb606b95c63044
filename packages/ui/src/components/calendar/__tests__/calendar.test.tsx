import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { Calendar } from '../calendar';

const LABELS = { previousMonth: 'Mois précédent', nextMonth: 'Mois suivant' };

describe('Calendar', () => {
  it('names its month buttons with the given labels; the current month cannot go back', () => {
    render(<Calendar locale="fr-FR" selected={null} onSelect={jest.fn()} labels={LABELS} />);
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeEnabled();
  });

  it('picks a day of the next month', async () => {
    const onSelect = jest.fn();
    render(<Calendar locale="en-US" selected={null} onSelect={onSelect} labels={LABELS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    const first = DateTime.local().plus({ months: 1 }).startOf('month');
    await userEvent.click(screen.getByRole('button', { name: first.setLocale('en-US').toLocaleString(DateTime.DATE_HUGE) }));
    expect(onSelect).toHaveBeenCalledWith(first.toISODate());
  });
});
