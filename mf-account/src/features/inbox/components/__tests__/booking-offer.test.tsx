import type { ApiClient } from '@hourspace/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';
import { BookingOffer } from '../booking-offer';

expect.extend(toHaveNoViolations);

const booking = (status: string, offer: { subtotal: number; message: string; offered_at: string } | null = null) => ({
  id: 41,
  space: { id: 7, title: 'Sunny Loft' },
  starts_at: '2030-05-04T10:00:00',
  ends_at: '2030-05-04T13:00:00',
  status,
  attendees: 4,
  currency: 'USD',
  total: offer ? 115 : 300,
  offer,
});

function api() {
  const request = jest.fn(async (spec: { method: string; path: string; json?: Record<string, unknown> }) => ({
    id: 41,
    status: spec.path.endsWith('/offer') ? 'offered' : spec.json?.status,
  }));
  return { request } as unknown as Partial<ApiClient> & { request: jest.Mock };
}

describe('the custom offer on a request card', () => {
  it('lets the host answer a request with a subtotal of at least 1 and an optional message', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const client = api();
    const { baseElement } = renderAccount(<BookingOffer booking={booking('requested')} role="host" />, { api: client });
    await userEvent.click(screen.getByRole('button', { name: 'Make a custom offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Custom offer' });
    const subtotal = within(dialog).getByRole('textbox', { name: /Subtotal \(USD\)/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(within(dialog).getByText('Please enter a subtotal.')).toBeInTheDocument();
    await userEvent.type(subtotal, '0.5');
    await userEvent.tab();
    expect(within(dialog).getByText('The subtotal must be at least 1.')).toBeInTheDocument();
    await userEvent.clear(subtotal);
    await userEvent.type(subtotal, 'lots');
    expect(within(dialog).getByText('Please enter a valid amount.')).toBeInTheDocument();
    await userEvent.clear(subtotal);
    await userEvent.type(subtotal, '100');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message to the guest/ }), 'A weekday rate');
    expect(await axe(baseElement)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() =>
      expect(client.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/bookings/41/offer', json: { subtotal: 100, message: 'A weekday rate' } })),
    );
    expect(await screen.findByText('Your offer is sent.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the guest the offer, its total and message, and lets them accept it', async () => {
    freshBus(GUEST_SESSION);
    const client = api();
    renderAccount(<BookingOffer booking={booking('offered', { subtotal: 100, message: '<b>A weekday rate</b>', offered_at: '2030-01-01T00:00:00Z' })} role="guest" />, {
      api: client,
    });
    expect(screen.getByText('Custom offer: $100.00')).toBeInTheDocument();
    expect(screen.getByText('Total with fees and taxes: $115.00')).toBeInTheDocument();
    // The message is text, never HTML.
    expect(screen.getByText('<b>A weekday rate</b>')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a custom offer' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    await waitFor(() => expect(client.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/bookings/41', json: { status: 'accepted' } })));
    expect(await screen.findByText('You accepted the offer.')).toBeInTheDocument();
  });

  it('shows the dialog and its messages in German', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    renderAccount(<BookingOffer booking={booking('requested')} role="host" />, { api: api(), locale: 'de-DE' });
    await userEvent.click(screen.getByRole('button', { name: 'Individuelles Angebot machen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Angebot senden' }));
    expect(screen.getByText('Bitte geben Sie eine Zwischensumme ein.')).toBeInTheDocument();
  });
});
