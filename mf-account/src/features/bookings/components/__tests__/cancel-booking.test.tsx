import type { ApiClient } from '@hourspace/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { BookingsPage, guestCanCancel } from '../bookings-page';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';
import { booking } from './booking-fixture';

expect.extend(toHaveNoViolations);

/** A fake API: GET answers the list (as it stands after any cancellation); PUT cancels, or fails when `failPut`. */
function bookingsApi(list: ReturnType<typeof booking>[], failPut = false) {
  const rows = list.map((b) => ({ ...b }));
  const request = jest.fn(async (spec: { method: string; path: string; json?: { status: string } }) => {
    if (spec.method === 'GET') return { data: rows.map((b) => ({ ...b })) };
    if (failPut) throw new Error('network down');
    const row = rows.find((b) => b.id === Number(spec.path.split('/').pop()));
    if (!row) throw new Error('no such booking');
    row.status = spec.json?.status ?? row.status;
    return { ...row };
  });
  return { request } as unknown as Partial<ApiClient> & { request: jest.Mock };
}

const cancelButtons = () => screen.queryAllByRole('button', { name: 'Cancel booking' });

describe('cancelling a booking on /bookings', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/us/bookings');
  });

  it('offers the cancel button on requested, offered and accepted bookings that are not past', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi([
      booking(1, 'requested', { policy: 'flexible' }),
      booking(2, 'offered', { policy: 'moderate' }),
      booking(3, 'accepted', { policy: 'strict' }),
      booking(4, 'accepted', { policy: 'strict', past: true }),
      booking(5, 'declined', { policy: 'flexible' }),
      booking(6, 'cancelled', { policy: 'flexible' }),
    ]);
    const { container } = renderAccount(<BookingsPage />, { api });
    await screen.findByRole('list');
    const items = screen.getAllByRole('listitem');
    const buttonIn = (i: number) => within(items[i] as HTMLElement).queryByRole('button', { name: 'Cancel booking' });
    expect([0, 1, 2, 3, 4, 5].map((i) => buttonIn(i) !== null)).toEqual([true, true, true, false, false, false]);
    expect(within(items[3] as HTMLElement).getByText('Past')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no cancel button on an accepted booking that is past, and one on a confirmed booking the policy refunds', () => {
    expect(guestCanCancel(booking(1, 'accepted', { policy: 'flexible', past: true }))).toBe(false);
    expect(guestCanCancel(booking(1, 'confirmed', { policy: 'flexible' }))).toBe(true);
    expect(guestCanCancel(booking(1, 'confirmed', { policy: 'flexible', past: true }))).toBe(false);
    expect(guestCanCancel(booking(1, 'accepted', { policy: 'flexible' }))).toBe(true);
    expect(guestCanCancel(booking(1, 'expired'))).toBe(false);
  });

  it.each([
    ['flexible', 'Cancellation policy: Flexible', 'You get a full refund if you cancel at least 24 hours before the start time.'],
    ['moderate', 'Cancellation policy: Moderate', 'You get a full refund if you cancel at least 7 days before the start time, and 50% if you cancel at least 24 hours before.'],
    [
      'strict',
      'Cancellation policy: Strict',
      'You get a full refund only if you cancel within 24 hours of booking and the start is at least 7 days away; otherwise 50% if you cancel at least 7 days before the start time.',
    ],
  ])('shows the space’s %s policy in the dialog, with the space, the time and the link', async (policy, heading, summary) => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi([booking(3, 'accepted', { policy })]);
    renderAccount(<BookingsPage />, { api });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cancel booking' }))[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(/You are about to cancel your booking of Loft 3, May 4, 2030, 10:00\sAM\s–\s1:00\sPM\./);
    expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(within(dialog).getByText(summary)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read the cancellation policy' })).toHaveAttribute('href', '/us/legal/terms/cancellation-policy');
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('builds the policy link under the page’s prefix', async () => {
    window.history.replaceState(null, '', '/de/bookings');
    freshBus(GUEST_SESSION);
    renderAccount(<BookingsPage />, { api: bookingsApi([booking(1, 'requested', { policy: 'flexible' })]) });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cancel booking' }))[0] as HTMLElement);
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Read the cancellation policy' })).toHaveAttribute('href', '/de/legal/terms/cancellation-policy');
  });

  it('keeps the booking on Escape and on "Keep booking", sending nothing', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi([booking(3, 'accepted', { policy: 'strict' })]);
    renderAccount(<BookingsPage />, { api });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cancel booking' }))[0] as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(cancelButtons()[0] as HTMLElement);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.request.mock.calls.filter(([spec]) => spec.method === 'PUT')).toHaveLength(0);
    expect(screen.getByText('Accepted')).toBeInTheDocument();
  });

  it('cancels with PUT /v1/bookings/:id, shows the booking cancelled and announces it', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi([booking(3, 'accepted', { policy: 'strict' })]);
    renderAccount(<BookingsPage />, { api });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cancel booking' }))[0] as HTMLElement);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/bookings/3', json: { status: 'cancelled' } }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your booking of Loft 3 is cancelled.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again and shows the booking cancelled, with no cancel button left.
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(cancelButtons()).toHaveLength(0);
  });

  it('marks the confirm button busy while sending', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi([booking(1, 'requested', { policy: 'flexible' })]);
    let release: () => void = () => undefined;
    const base = api.request.getMockImplementation() as (spec: { method: string }) => Promise<unknown>;
    api.request.mockImplementation(async (spec: { method: string }) => {
      if (spec.method === 'PUT') await new Promise<void>((resolve) => (release = resolve));
      return base(spec);
    });
    renderAccount(<BookingsPage />, { api });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cancel booking' }))[0] as HTMLElement);
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Your booking of Loft 1 is cancelled.');
  });

  it('shows a failure inside the dialog and keeps it open', async () => {
    freshBus(GUEST_SESSION);
    const api = bookingsApi([booking(2, 'offered', { policy: 'moderate' })], true);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccount(<BookingsPage />, { api });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cancel booking' }))[0] as HTMLElement);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your booking could not be cancelled. Please try again.');
    expect(within(dialog).getByRole('heading', { name: 'Cancellation policy: Moderate' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
