import type { ApiClient } from '@hourspace/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { BookingsPage, stateOf } from '../bookings-page';
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

describe('the bookings page', () => {
  it('lists the guest’s requests with their state, when and total', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi({ guest: [booking(1, 'requested'), booking(2, 'accepted'), booking(3, 'confirmed', { past: true }), booking(4, 'declined')] });
    const { container } = renderAccount(<BookingsPage />, { api });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Past')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.getAllByText(/12 attendees · \$396\.00/)).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Requests for your spaces' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lets a host accept a request, then reads the lists again', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const api = bookingsApi({ host: [booking(5, 'requested')], guest: [] });
    renderAccount(<BookingsPage />, { api });
    expect(await screen.findByText('You have no booking requests yet.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the request for Loft 5' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/bookings/5', json: { status: 'accepted' } })));
    await waitFor(() => expect(api.request.mock.calls.filter(([spec]) => spec.method === 'GET' && spec.query?.role === 'host').length).toBe(2));
  });

  it('lets a guest accept a host’s custom offer', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi({ guest: [booking(6, 'offered')] });
    renderAccount(<BookingsPage />, { api });
    expect(await screen.findByText('Custom offer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/bookings/6', json: { status: 'accepted' } })));
  });

  it('reads a past accepted booking as past, a confirmed one as confirmed and one the host cancelled as such', () => {
    expect(stateOf(booking(1, 'accepted', { past: true }))).toBe('past');
    expect(stateOf(booking(1, 'confirmed'))).toBe('confirmed');
    expect(stateOf(booking(1, 'cancelled'))).toBe('cancelled');
    expect(stateOf(booking(1, 'cancelled', { cancelled_by: 'host' }))).toBe('cancelledByHost');
  });
});
