import type { ApiClient } from '@hourspace/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { BookingsPage } from '../bookings-page';
import { formatMinor } from '../../lib/money';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';
import { booking } from './booking-fixture';

expect.extend(toHaveNoViolations);

function bookingsApi(lists: Record<string, unknown[]>) {
  const request = jest.fn(async (spec: { method: string; path: string; query?: { role?: string }; json?: { status: string } }) => {
    if (spec.method === 'GET') return { data: lists[spec.query?.role ?? 'guest'] ?? [] };
    return { ...booking(Number(spec.path.split('/').pop()), spec.json?.status ?? '') };
  });
  return { request } as unknown as Partial<ApiClient> & { request: jest.Mock };
}

const CHARGED = {
  status: 'captured',
  client_secret: null,
  card: { brand: 'mastercard', last4: '4444' },
  amount: 51150,
  captured: 51150,
  refunded: 0,
  currency: 'usd',
  minor_digits: 2,
  captured_at: '2030-04-20T15:00:00.000Z',
  refunded_at: null,
};

/** Loft 7, confirmed and charged: 3 hours at $120, an assistant for 3 hours, the 10 % fee, tax. */
const confirmed = (overrides: Parameters<typeof booking>[2] = {}) =>
  booking(7, 'confirmed', {
    subtotal: 360,
    add_ons: [{ id: 4, name: 'Assistant', unit: 'hour', quantity: 3, amount: 105 }],
    guest_fee: 46.5,
    tax: null,
    total: 511.5,
    payment: CHARGED,
    ...overrides,
  });

beforeEach(() => window.history.replaceState(null, '', '/us/bookings'));

describe('checkout on /bookings', () => {
  it('names the new states: confirmed, declined, expired, awaiting payment, cancelled by the host', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi({
      guest: [booking(1, 'confirmed'), booking(2, 'declined'), booking(3, 'expired'), booking(4, 'payment_pending'), booking(5, 'cancelled', { cancelled_by: 'host' })],
    });
    renderAccount(<BookingsPage />, { api });
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-state]')?.textContent)).toEqual(['Confirmed', 'Declined', 'Expired', 'Awaiting payment', 'Cancelled by the host']);
  });

  it('tells the guest the card is held until the host’s deadline, and the host by when to answer', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const waiting = booking(11, 'requested', { expires_at: '2030-05-03T14:00:00.000Z' });
    renderAccount(<BookingsPage />, { api: bookingsApi({ host: [waiting], guest: [waiting] }) });
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2030-05-03T14:00:00.000Z'));
    const host = await screen.findByRole('region', { name: 'Requests for your spaces' });
    expect(await within(host).findByText(`Answer by ${date}, or the request expires and the guest's card is released.`)).toBeInTheDocument();
    const guest = screen.getByRole('region', { name: 'Your requests and bookings' });
    expect(await within(guest).findByText(`Your card is held for $396.00. The host has until ${date} to answer.`)).toBeInTheDocument();
  });

  it('shows a charged booking’s receipt: lines, card, charge day, and the refund once there is one', async () => {
    freshBus(GUEST_SESSION);
    const refunded = confirmed({
      status: 'cancelled',
      cancelled_by: 'guest',
      payment: { ...CHARGED, status: 'partially_refunded', refunded: 18000, refunded_at: '2030-05-01T09:30:00.000Z' },
    });
    const api = bookingsApi({ guest: [confirmed(), { ...refunded, id: 8 }, booking(9, 'requested')] });
    const { container } = renderAccount(<BookingsPage />, { api });
    const receipts = await screen.findAllByRole('group', { name: 'Receipt' });
    expect(receipts).toHaveLength(2);
    const lines = (receipt: HTMLElement) => Array.from(receipt.querySelectorAll('dt')).map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(lines(receipts[0]!)).toEqual([
      'Hours: $360.00',
      'Assistant: $105.00',
      'Service fee: $46.50',
      'Total charged: $511.50',
      'Card: Mastercard ending in 4444',
      'Charged on: Apr 20, 2030',
    ]);
    expect(lines(receipts[1]!)).toContain('Refunded: $180.00 on May 1, 2030');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells the guest what cancelling a confirmed booking refunds now, before they confirm', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi({ guest: [confirmed({ cancellation: { policy: 'moderate', zone: 'America/New_York', timeline: [], refund_now: { percent: 50, amount: 19800 } } })] });
    renderAccount(<BookingsPage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('You will get $198.00 back on your card (50% refund).');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.request.mock.calls.filter(([spec]) => spec.method === 'PUT')).toHaveLength(0);
  });

  it('says nothing comes back once the last refund date has passed, and that a held request is only released', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi({
      guest: [confirmed({ cancellation: { policy: 'strict', zone: 'America/New_York', timeline: [], refund_now: { percent: 0, amount: 0 } } }), booking(9, 'requested')],
    });
    renderAccount(<BookingsPage />, { api });
    const [first, second] = await screen.findAllByRole('button', { name: 'Cancel booking' });
    await userEvent.click(first!);
    expect(within(screen.getByRole('dialog')).getByTestId('cancel-refund')).toHaveTextContent('The last date for a refund has passed: you will get nothing back.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep booking' }));
    await userEvent.click(second!);
    expect(within(screen.getByRole('dialog')).getByTestId('cancel-refund')).toHaveTextContent('Nothing has been charged: the hold on your card will be released.');
  });

  it('lets a host cancel a confirmed booking, saying the guest gets everything back', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const api = bookingsApi({ host: [confirmed(), booking(10, 'declined')], guest: [] });
    renderAccount(<BookingsPage />, { api });
    const hostSection = await screen.findByRole('region', { name: 'Requests for your spaces' });
    await userEvent.click(await within(hostSection).findByRole('button', { name: 'Cancel booking' }));
    expect(within(hostSection).getAllByRole('button', { name: 'Cancel booking' })).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(/You are about to cancel the booking of Loft 7/);
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('The guest will get a full refund of $511.50 on their card.');
    expect(within(dialog).queryByRole('link', { name: 'Read the cancellation policy' })).toBeNull();
    expect(await axe(document.body)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/bookings/7', json: { status: 'cancelled' } }));
    expect(await screen.findByRole('status')).toHaveTextContent('The booking of Loft 7 is cancelled; the guest gets a full refund.');
  });
});

describe('money from minor units', () => {
  it('writes each currency with its own digits, exactly', () => {
    expect(formatMinor(19800, 'usd', 2, 'en-US')).toBe('$198.00');
    expect(formatMinor(5, 'usd', 2, 'en-US')).toBe('$0.05');
    expect(formatMinor(39600, 'jpy', 0, 'en-US')).toBe('¥39,600');
    expect(formatMinor(12345, 'kwd', 3, 'en-US')).toBe('KWD\u00a012.345');
    expect(formatMinor(123450, 'eur', 2, 'fr-FR')).toBe('1\u202f234,50\u00a0€');
  });

  it('finishes a request left awaiting 3-D Secure: the challenge in the page, then the API reads the outcome', async () => {
    freshBus(GUEST_SESSION);
    const pending = booking(12, 'payment_pending', { payment: { ...CHARGED, status: 'requires_action', client_secret: 'pi_12_secret_x', captured: 0, captured_at: null } });
    let lists: Record<string, unknown[]> = { guest: [pending] };
    const request = jest.fn(async (spec: { method: string; path: string; query?: { role?: string } }) => {
      if (spec.method === 'GET') return { data: lists[spec.query?.role ?? 'guest'] ?? [] };
      if (spec.path === '/v1/bookings/12/payment') {
        lists = { guest: [booking(12, 'requested')] };
        return booking(12, 'requested');
      }
      throw new Error(`unexpected ${spec.method} ${spec.path}`);
    });
    const handleCardAction = jest.fn(async () => ({}));
    const loadStripe = jest.fn(async () => ({ handleCardAction }) as never);
    renderAccount(<BookingsPage />, { api: { request } as unknown as Partial<ApiClient>, loadStripe });
    await userEvent.click(await screen.findByRole('button', { name: 'Finish paying for Loft 12' }));
    expect(await screen.findByText('Requested')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('en');
    expect(handleCardAction).toHaveBeenCalledWith('pi_12_secret_x');
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/v1/bookings/12/payment' }));
    expect(screen.queryByRole('button', { name: /^Finish paying/ })).toBeNull();
  });

  it('says so when the payment cannot be finished, and keeps the button to try again', async () => {
    freshBus(GUEST_SESSION);
    const pending = booking(13, 'payment_pending', { payment: { ...CHARGED, status: 'requires_action', client_secret: 'pi_13_secret_x', captured: 0, captured_at: null } });
    const api = bookingsApi({ guest: [pending] });
    renderAccount(<BookingsPage />, { api, loadStripe: () => Promise.reject(new Error('Stripe.js did not load')) });
    await userEvent.click(await screen.findByRole('button', { name: 'Finish paying for Loft 13' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be completed. Try again, or cancel the request and book with another card.');
    expect(screen.getByRole('button', { name: 'Finish paying for Loft 13' })).toBeEnabled();
  });
});
