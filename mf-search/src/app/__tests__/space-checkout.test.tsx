import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import { getBus } from '@hourspace/bus';
import type { Stripe } from '@stripe/stripe-js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { fakeStripe } from '@hourspace/ui/testing';
import { idempotencyKeyFor } from '../../features/space/lib/booking-attempt';
import { checkoutBooking, fakeApi, spaceQuote } from '../../testing/fake-api';
import { at, navigateLikeTheShell, resetPage } from '../../testing/navigation';
import { renderSearch } from '../../testing/render';
import { Root } from '../root';

expect.extend(toHaveNoViolations);

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

/** Outcomes after a send wait for several chained answers: room for a loaded machine (no sleep, a longer wait). */
const SLOW = { timeout: 5000 };

const KEY_FORMAT = /^[A-Za-z0-9\-_:.]{8,255}$/;

beforeEach(() => {
  navigateLikeTheShell();
  resetPage();
  window.sessionStorage.clear();
  getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u-1' } });
  at('/us/space/5');
});

async function fillRequest() {
  fireEvent.change(await screen.findByLabelText('Date', {}, SLOW), { target: { value: '2030-05-04' } });
  await userEvent.type(screen.getByLabelText('Attendees'), '25');
  await userEvent.type(screen.getByLabelText('Message to Harper'), 'A birthday for my sister.');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
  await screen.findByText('$396', {}, SLOW);
}

const submitButton = () => screen.getAllByRole('button', { name: /Request to book|Book now/ }).at(-1)!;

function refusal(reason: string) {
  return new ApiError(ApiErrorCode.HTTP, 'English fallback', { status: 402, error: 'payment_failed', body: { error: 'payment_failed', statusCode: 402, reason } });
}

describe('paying at request in the booking panel', () => {
  it('holds the chosen saved card, says so with the total, and sends one Idempotency-Key that stays the same on a retry after a timeout', async () => {
    const api = fakeApi({
      savedCards: jest.fn(async () => [
        { id: 'card_visa_4242', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, name: 'Ada' },
        { id: 'card_mc_4444', brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2032, name: 'Ada' },
      ]),
    });
    api.requestBooking.mockRejectedValueOnce(new ApiError(ApiErrorCode.TIMEOUT, 'no answer'));
    const { container } = renderSearch(<Root />, { api });
    await fillRequest();
    expect(
      screen.getByText('Your card will be held for $396 and charged only when Harper accepts. If the request is declined or expires, the hold is released.'),
    ).toBeInTheDocument();
    const pay = screen.getByRole('group', { name: 'Pay with' });
    expect(within(pay).getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    await userEvent.click(within(pay).getByRole('radio', { name: 'Mastercard ending in 4444' }));
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent("We didn't get an answer. Send again: your card won't be held twice.");
    await userEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Request sent' }, SLOW)).toBeInTheDocument();

    expect(api.requestBooking).toHaveBeenCalledTimes(2);
    const [first, second] = api.requestBooking.mock.calls;
    expect(first![0]).toEqual(expect.objectContaining({ space_id: 5, payment_method: 'card_mc_4444', attendees: 25 }));
    expect(first![1]).toMatch(KEY_FORMAT);
    expect(second![1]).toBe(first![1]);
    expect(screen.getByRole('link', { name: 'See your bookings' })).toHaveAttribute('href', '/us/bookings');
    // Forgotten once the booking exists: the next request is a new attempt.
    expect(idempotencyKeyFor(first![0])).not.toBe(first![1]);
  });

  it('sends once for a double click, the button disabled while sending', async () => {
    let answer: (booking: ReturnType<typeof checkoutBooking>) => void = () => {};
    const api = fakeApi({ requestBooking: jest.fn(() => new Promise((resolve) => (answer = resolve))) });
    renderSearch(<Root />, { api });
    await fillRequest();
    await screen.findByRole('radio', { name: 'Visa ending in 4242' }, SLOW);
    const button = submitButton();
    await userEvent.dblClick(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Sending your request…');
    answer(checkoutBooking());
    expect(await screen.findByRole('heading', { name: 'Request sent' }, SLOW)).toBeInTheDocument();
    expect(api.requestBooking).toHaveBeenCalledTimes(1);
  });

  it('runs 3-D Secure in the page with handleCardAction, then asks the API for the outcome', async () => {
    const order: string[] = [];
    const handleCardAction = jest.fn(async () => {
      order.push('handleCardAction');
      return { paymentIntent: { id: 'pi_1', status: 'requires_capture' } };
    });
    const api = fakeApi({
      requestBooking: jest.fn(async () => {
        order.push('request');
        return checkoutBooking({ status: 'payment_pending', payment: { ...checkoutBooking().payment!, status: 'requires_action', client_secret: 'pi_1_secret_x' } });
      }),
      confirmBookingPayment: jest.fn(async () => {
        order.push('payment');
        return checkoutBooking({ status: 'confirmed', instant: true });
      }),
      loadStripe: jest.fn(async () => ({ handleCardAction }) as unknown as Stripe),
    });
    renderSearch(<Root />, { api });
    await fillRequest();
    await screen.findByRole('radio', { name: 'Visa ending in 4242' }, SLOW);
    await userEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' }, SLOW)).toBeInTheDocument();
    expect(handleCardAction).toHaveBeenCalledWith('pi_1_secret_x');
    expect(api.confirmBookingPayment).toHaveBeenCalledWith(77);
    expect(order).toEqual(['request', 'handleCardAction', 'payment']);
  });

  it.each([
    ['insufficient_funds', 'Your card has insufficient funds. Try another card.'],
    ['card_declined', 'Your card was declined. Try another card.'],
    ['authentication_failed', "We couldn't authenticate your card. Try again or use another card."],
  ])('words a 402 %s in an alert and keeps everything the guest typed', async (reason, message) => {
    const api = fakeApi();
    api.requestBooking.mockRejectedValueOnce(refusal(reason));
    renderSearch(<Root />, { api });
    await fillRequest();
    await screen.findByRole('radio', { name: 'Visa ending in 4242' }, SLOW);
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(message);
    expect(screen.queryByText('English fallback')).toBeNull();
    expect(screen.getByLabelText('Attendees')).toHaveValue('25');
    expect(screen.getByLabelText('Message to Harper')).toHaveValue('A birthday for my sister.');
    expect(screen.getByRole('checkbox', { name: /I accept the terms of service/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    expect(submitButton()).toBeEnabled();
    // A refused card ends the attempt: the next send is a new one, with a new key.
    await userEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Request sent' }, SLOW);
    expect(api.requestBooking.mock.calls[1]![1]).not.toBe(api.requestBooking.mock.calls[0]![1]);
  });

  it('saves a new card first through the shared card entry (set-up, confirmCardSetup, save), then holds that card', async () => {
    const fake = fakeStripe(async () => ({ setupIntent: { id: 'seti_1', status: 'succeeded' } }));
    const api = fakeApi({ savedCards: jest.fn(async () => []), loadStripe: jest.fn(async () => fake.stripe) });
    renderSearch(<Root />, { api });
    await fillRequest();
    const pay = await screen.findByRole('group', { name: 'Pay with' }, SLOW);
    expect(within(pay).getByRole('radio', { name: 'Add a new card' })).toBeChecked();
    const box = await within(pay).findByRole('group', { name: 'Card details' }, SLOW);
    expect(box.querySelector('iframe')).toHaveAttribute('title', 'Secure card payment input frame');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please enter the name on your card.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Please enter your card number.');
    expect(api.setupCard).not.toHaveBeenCalled();
    fireEvent.change(within(pay).getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
    fake.type({ complete: true });
    await userEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Request sent' }, SLOW)).toBeInTheDocument();
    expect(api.setupCard).toHaveBeenCalledWith('u-1');
    expect(fake.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret', { payment_method: { card: fake.element, billing_details: { name: 'Ada Lovelace' } } });
    expect(api.saveCard).toHaveBeenCalledWith('u-1', 'seti_1');
    expect(api.requestBooking).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'card_new_1881' }), expect.stringMatching(KEY_FORMAT));
  });

  it('words a card the provider refuses while saving it, and sends no request', async () => {
    const fake = fakeStripe(async () => ({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'English' } }));
    const api = fakeApi({ savedCards: jest.fn(async () => []), loadStripe: jest.fn(async () => fake.stripe) });
    renderSearch(<Root />, { api });
    await fillRequest();
    const pay = await screen.findByRole('group', { name: 'Pay with' }, SLOW);
    await within(pay).findByRole('group', { name: 'Card details' }, SLOW);
    fireEvent.change(within(pay).getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
    fake.type({ complete: true });
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Your card was declined. Try another card.');
    expect(api.saveCard).not.toHaveBeenCalled();
    expect(api.requestBooking).not.toHaveBeenCalled();
    expect(within(pay).getByLabelText('Name on card')).toHaveValue('Ada Lovelace');
  });

  it('offers "Book now" and says the card is charged now when the quote is instant', async () => {
    const api = fakeApi({ spaceQuote: jest.fn(async () => spaceQuote(3, { instant: true })) });
    renderSearch(<Root />, { api });
    await fillRequest();
    expect(screen.getByText('This space books instantly: your card will be charged $396 now.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Book now' }).length).toBeGreaterThan(0);
  });

  it('logged out, says the card is chosen after signing in and reads no cards', async () => {
    getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
    const api = fakeApi();
    renderSearch(<Root />, { api });
    await fillRequest();
    expect(screen.getByText('You will choose the card to pay with after signing in.')).toBeInTheDocument();
    expect(api.savedCards).not.toHaveBeenCalled();
  });
});

describe('the cancellation dates on the space page', () => {
  const terms = {
    policy: 'moderate' as const,
    zone: 'Europe/London',
    timeline: [
      { until: '2030-04-07T09:00:00Z', refund_percent: 100 },
      { until: '2030-04-13T09:00:00Z', refund_percent: 50 },
    ],
  };

  it('shows the quote’s dates on the space page and in the panel once hours are chosen', async () => {
    const api = fakeApi({ spaceQuote: jest.fn(async () => spaceQuote(3, { cancellation: terms })) });
    renderSearch(<Root />, { api });
    expect(await screen.findByText('Choose a date to see until when you can cancel for a refund.', {}, SLOW)).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Date', {}, SLOW), { target: { value: '2030-05-04' } });
    await waitFor(() => expect(screen.getAllByTestId('cancellation-timeline')).toHaveLength(2), SLOW);
    expect(screen.getAllByText(/for a full refund$/)).toHaveLength(2);
  });
});
