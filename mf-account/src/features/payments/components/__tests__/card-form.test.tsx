import type { ApiClient, Card } from '@hourspace/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { CardForm } from '../card-form';
import { fakeStripe } from '@hourspace/ui/testing';
import { renderAccount } from '../../../../testing/render';

expect.extend(toHaveNoViolations);

const VISA: Card = { id: 'card_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, name: 'Ada Lovelace' };
const SUCCEEDED = async () => ({ setupIntent: { id: 'seti_123', status: 'succeeded' } });

function renderForm(options: { confirm?: Parameters<typeof fakeStripe>[0]; locale?: string; loadStripe?: () => Promise<never> } = {}) {
  const fake = fakeStripe(options.confirm ?? SUCCEEDED);
  const payments = {
    setupCard: jest.fn().mockResolvedValue({ id: 'seti_123', client_secret: 'seti_123_secret_abc' }),
    saveCard: jest.fn().mockResolvedValue(VISA),
  };
  const onSaved = jest.fn();
  const rendered = renderAccount(<CardForm userId="user-1" onSaved={onSaved} onCancel={() => {}} />, {
    api: { payments: payments as unknown as ApiClient['payments'] },
    loadStripe: options.loadStripe ?? jest.fn(async () => fake.stripe),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  return { ...fake, payments, onSaved, rendered };
}

describe('the add-a-card form', () => {
  it('puts the card element in a labelled box and asks for the name and the card when sent empty, saving nothing', async () => {
    const { payments, element } = renderForm();
    const box = await screen.findByRole('group', { name: 'Card details' });
    expect(element.mount).toHaveBeenCalledTimes(1);
    expect(box.querySelector('iframe')).toHaveAttribute('title', 'Secure card payment input frame');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByText('Please enter the name on your card.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Please enter your card number.');
    expect(payments.setupCard).not.toHaveBeenCalled();
  });

  it.each([
    ['invalid_number', 'This card number is not valid. Please check it and try again.'],
    ['incomplete_number', 'Please enter a valid card number (13 to 19 digits).'],
    ['invalid_expiry_year_past', 'This card has expired.'],
    ['invalid_expiry_month', 'Please enter a valid month (01 to 12).'],
    ['incomplete_expiry', "Please enter your card's expiry date."],
    ['incomplete_cvc', 'Please enter a valid security code (3 or 4 digits).'],
  ])('announces the element’s %s as our message, tied to the card box', async (code, message) => {
    const { type } = renderForm();
    const box = await screen.findByRole('group', { name: 'Card details' });
    type({ error: { type: 'validation_error', code, message: 'Stripe’s own English text' } as never });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(box).toHaveAccessibleDescription(message);
    expect(screen.queryByText('Stripe’s own English text')).toBeNull();
    type({ complete: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the card of the confirmed SetupIntent with the cardholder name', async () => {
    const { payments, confirmCardSetup, element, type, onSaved } = renderForm();
    fireEvent.change(await screen.findByLabelText('Name on card', { exact: false }), { target: { value: 'Ada Lovelace' } });
    type({ complete: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(VISA));
    expect(confirmCardSetup).toHaveBeenCalledWith('seti_123_secret_abc', { payment_method: { card: element, billing_details: { name: 'Ada Lovelace' } } });
    expect(payments.saveCard).toHaveBeenCalledWith('user-1', 'seti_123');
    // Locked while Stripe.js confirmed, like the name field.
    expect(element.update).toHaveBeenCalledWith({ disabled: true });
  });

  it.each([
    [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }, 'Your card was declined.'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }, 'Your card has insufficient funds.'],
    [{ type: 'invalid_request_error', code: 'setup_intent_authentication_failure' }, "We couldn't authenticate your card. Try again or use another card."],
  ])('shows a refusal (%j) and saves nothing', async (error, message) => {
    const { payments, type, onSaved } = renderForm({ confirm: async () => ({ error: { ...error, message: 'English' } as never }) });
    fireEvent.change(await screen.findByLabelText('Name on card', { exact: false }), { target: { value: 'Ada Lovelace' } });
    type({ complete: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(payments.saveCard).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
  });

  it('says card entry could not load and loads again on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeStripe(SUCCEEDED);
    const loadStripe = jest.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValueOnce(fake.stripe);
    renderForm({ loadStripe });
    expect(await screen.findByRole('alert')).toHaveTextContent('Card entry could not load. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });

  it('loads Stripe.js in the page’s language and speaks German on a German page', async () => {
    const fake = fakeStripe(SUCCEEDED);
    const loadStripe = jest.fn(async () => fake.stripe);
    renderForm({ locale: 'de-DE', loadStripe: loadStripe as never });
    expect(await screen.findByRole('group', { name: 'Kartendaten' })).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('de');
    expect(fake.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ locale: 'de' }));
  });

  it('has no axe violations, with an element error shown', async () => {
    const { type, rendered } = renderForm();
    await screen.findByRole('group', { name: 'Card details' });
    type({ error: { type: 'validation_error', code: 'invalid_number', message: 'x' } as never });
    expect(await axe(rendered.container)).toHaveNoViolations();
  });
});
