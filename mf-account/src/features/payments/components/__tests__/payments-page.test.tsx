import type { ApiClient, Card } from '@hourspace/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentsPage, formatExpiry } from '../payments-page';
import { fakeStripe } from '@hourspace/ui/testing';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';

const VISA: Card = { id: 'card_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, name: 'Ada Lovelace' };

function payments(overrides: Partial<ApiClient['payments']> = {}) {
  return {
    payments: {
      getCards: jest.fn().mockResolvedValue([]),
      setupCard: jest.fn().mockResolvedValue({ id: 'seti_9', client_secret: 'seti_9_secret_x' }),
      saveCard: jest.fn(),
      ...overrides,
    } as unknown as ApiClient['payments'],
  };
}

beforeEach(() => freshBus(GUEST_SESSION));

describe('the Payments page', () => {
  it('shows a skeleton while the cards load, then each card with brand, last 4, expiry and name', async () => {
    let answer: (cards: Card[]) => void = () => {};
    const api = payments({ getCards: jest.fn(() => new Promise<Card[]>((resolve) => (answer = resolve))) });
    renderAccount(<PaymentsPage />, { api });
    expect(screen.getByTestId('account-skeleton')).toBeInTheDocument();
    answer([VISA]);
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(list).toHaveTextContent('Visa');
    expect(list).toHaveTextContent('Ending in 4242');
    expect(list).toHaveTextContent('Expires 12/2031');
    expect(list).toHaveTextContent('Ada Lovelace');
    expect(api.payments.getCards).toHaveBeenCalledWith('user-1');
  });

  it('shows an error card whose retry reads the cards again', async () => {
    const getCards = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([VISA]);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAccount(<PaymentsPage />, { api: payments({ getCards }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again in a few minutes.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ending in 4242')).toBeInTheDocument();
    expect(getCards).toHaveBeenCalledTimes(2);
  });

  it('adds a card through Stripe.js and lists it as "Visa, ending in 4242"', async () => {
    const fake = fakeStripe(async () => ({ setupIntent: { id: 'seti_9', status: 'succeeded' } }));
    const getCards = jest.fn().mockResolvedValueOnce([]).mockResolvedValue([VISA]);
    const saveCard = jest.fn().mockResolvedValue(VISA);
    renderAccount(<PaymentsPage />, { api: payments({ getCards, saveCard }), loadStripe: async () => fake.stripe });
    expect(await screen.findByText('You have no saved cards yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    fireEvent.change(await screen.findByLabelText('Name on card', { exact: false }), { target: { value: 'Ada Lovelace' } });
    fake.type({ complete: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your card ending in 4242 was saved.');
    expect(saveCard).toHaveBeenCalledWith('user-1', 'seti_9');
    await waitFor(() => expect(getCards).toHaveBeenCalledTimes(2));
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(list).toHaveTextContent('Visa');
    expect(list).toHaveTextContent('Ending in 4242');
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
  });

  it('keeps the form open with our message when the card is declined, and saves nothing', async () => {
    const fake = fakeStripe(async () => ({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } }));
    const saveCard = jest.fn();
    renderAccount(<PaymentsPage />, { api: payments({ saveCard }), loadStripe: async () => fake.stripe });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    fireEvent.change(await screen.findByLabelText('Name on card', { exact: false }), { target: { value: 'Ada Lovelace' } });
    fake.type({ complete: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(saveCard).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeInTheDocument();
  });

  it('writes the expiry the way the page’s locale does', () => {
    expect(formatExpiry({ exp_month: 3, exp_year: 2031 }, 'en-US')).toBe('03/2031');
    expect(formatExpiry({ exp_month: 3, exp_year: 2031 }, 'es-ES')).toBe('3/2031');
    expect(formatExpiry({ exp_month: null, exp_year: 2031 }, 'en-US')).toBeNull();
  });
});
