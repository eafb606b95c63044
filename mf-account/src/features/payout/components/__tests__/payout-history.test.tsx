import type { ApiClient, Payout } from '@hourspace/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { PayoutHistory } from '../payout-history';
import { renderAccount } from '../../../../testing/render';

expect.extend(toHaveNoViolations);

const PAID: Payout = {
  id: 'po_1',
  booking_id: 'bk_42',
  total_amount: 12000,
  fee_amount: 1800,
  payout_amount: 10200,
  currency: 'usd',
  status: 'paid',
  transfers: [{ id: 'tr_1', amount: 10200, currency: 'usd', status: 'paid', created_at: '2026-11-30T10:00:00Z' }],
  created_at: '2026-11-30T09:00:00Z',
};
const YEN: Payout = { ...PAID, id: 'po_2', booking_id: 'bk_43', total_amount: 5000, fee_amount: 750, payout_amount: 4250, currency: 'jpy', status: 'pending', transfers: [] };

const api = (getPayouts: jest.Mock) => ({ payments: { getPayouts } as unknown as ApiClient['payments'] });

describe('the payout history', () => {
  it('shows a skeleton, then a row per booking with date, booking, total, fee, payout and status in each row’s currency', async () => {
    let answer: (rows: Payout[]) => void = () => {};
    const getPayouts = jest.fn(() => new Promise<Payout[]>((resolve) => (answer = resolve)));
    const { container } = renderAccount(<PayoutHistory userId="host-1" />, { api: api(getPayouts) });
    expect(screen.getByTestId('account-skeleton')).toBeInTheDocument();
    answer([PAID, YEN]);
    const table = await screen.findByRole('table', { name: 'Payout history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Booking', 'Total', 'Fee', 'Payout', 'Status']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 30, 2026', 'bk_42', '$120.00', '$18.00', '$102.00', 'Paid']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 30, 2026', 'bk_43', '¥5,000', '¥750', '¥4,250', 'Pending']);
    expect(getPayouts).toHaveBeenCalledWith('host-1');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says what will appear when there is nothing yet', async () => {
    renderAccount(<PayoutHistory userId="host-1" />, { api: api(jest.fn().mockResolvedValue([])) });
    expect(await screen.findByText("No payouts yet. When a guest's booking is paid, what you earn appears here.")).toBeInTheDocument();
  });

  it('shows an error card whose retry reads the history again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const getPayouts = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([PAID]);
    renderAccount(<PayoutHistory userId="host-1" />, { api: api(getPayouts) });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again in a few minutes.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Payout history' })).toBeInTheDocument();
  });

  it('writes the amounts the German way on a German page', async () => {
    renderAccount(<PayoutHistory userId="host-1" />, { api: api(jest.fn().mockResolvedValue([{ ...PAID, currency: 'eur' }])), locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Auszahlungsverlauf' });
    expect(table).toHaveTextContent('102,00 €');
    expect(table).toHaveTextContent('Ausgezahlt');
  });
});
