import type { ApiClient, Card } from '@hourspace/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentsPage, formatExpiry } from '../payments-page';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';
import type { CardProvider } from '../../../../lib/account-api';

const VISA: Card = { id: 'card_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, name: 'Ada Lovelace' };

function payments(overrides: Partial<ApiClient['payments']> = {}) {
  return { payments: { getCards: jest.fn().mockResolvedValue([]), addCard: jest.fn(), ...overrides } as unknown as ApiClient['payments'] };
}

async function fill(label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input' });
  await userEvent.type(field, value);
  fireEvent.blur(field);
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

  it('adds a card through the provider and sends our API only the token', async () => {
    const tokenize = jest.fn<ReturnType<CardProvider['tokenize']>, Parameters<CardProvider['tokenize']>>().mockResolvedValue({
      id: 'tok_abcdefghijklmnop',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
    });
    const getCards = jest.fn().mockResolvedValueOnce([]).mockResolvedValue([VISA]);
    const addCard = jest.fn().mockResolvedValue(VISA);
    renderAccount(<PaymentsPage />, { api: payments({ getCards, addCard }), cardProvider: { tokenize } });
    expect(await screen.findByText('You have no saved cards yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await fill('Name on card', 'Ada Lovelace');
    await fill('Card number', '4242 4242 4242 4242');
    await fill('Month', '12');
    await fill('Year', '2031');
    await fill('Security code (CVV)', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your card ending in 4242 was saved.');
    expect(tokenize).toHaveBeenCalledWith({ name: 'Ada Lovelace', number: '4242424242424242', month: '12', year: '2031', cvv: '123' });
    expect(addCard).toHaveBeenCalledWith('user-1', 'tok_abcdefghijklmnop');
    expect(JSON.stringify(addCard.mock.calls)).not.toContain('4242424242424242');
    await waitFor(() => expect(getCards).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('list', { name: 'Saved cards' })).toHaveTextContent('Ending in 4242');
  });

  it('keeps the form open with the provider’s message when it refuses the card', async () => {
    const tokenize = jest.fn().mockRejectedValue(Object.assign(new Error('refused'), { description: 'This card has expired.' }));
    renderAccount(<PaymentsPage />, { api: payments(), cardProvider: { tokenize } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    await fill('Name on card', 'Ada Lovelace');
    await fill('Card number', '4242424242424242');
    await fill('Month', '12');
    await fill('Year', '2031');
    await fill('Security code (CVV)', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This card has expired.');
    expect(screen.getByRole('button', { name: 'Save card' })).toBeInTheDocument();
  });

  it('writes the expiry the way the page’s locale does', () => {
    expect(formatExpiry({ exp_month: 3, exp_year: 2031 }, 'en-US')).toBe('03/2031');
    expect(formatExpiry({ exp_month: 3, exp_year: 2031 }, 'es-ES')).toBe('3/2031');
    expect(formatExpiry({ exp_month: null, exp_year: 2031 }, 'en-US')).toBeNull();
  });
});
