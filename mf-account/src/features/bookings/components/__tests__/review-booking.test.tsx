import type { ApiClient } from '@hourspace/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { BookingsPage } from '../bookings-page';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';
import { booking } from './booking-fixture';

expect.extend(toHaveNoViolations);

const OPEN = { can_review: true, until: '2030-05-18T17:00:00.000Z', mine: null, theirs_written: false };

/** A fake API: GET answers the list; POST …/review seals the review on the booking, as the API does. */
function reviewsApi(list: ReturnType<typeof booking>[]) {
  const rows = list.map((b) => ({ ...b }));
  const request = jest.fn(async (spec: { method: string; path: string; json?: { rating: number; text: string } }) => {
    if (spec.method === 'GET') return { data: rows.map((b) => ({ ...b })) };
    const row = rows.find((b) => spec.path === `/v1/bookings/${b.id}/review`);
    if (!row || !spec.json) throw new Error('no such booking');
    row.review = { can_review: false, until: OPEN.until, mine: { rating: spec.json.rating, text: spec.json.text }, theirs_written: false };
    return { ...row };
  });
  return { request } as unknown as Partial<ApiClient> & { request: jest.Mock };
}

describe('reviewing an ended booking on /bookings', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/us/bookings');
  });

  it('offers a review only where the API says the guest may write one', async () => {
    freshBus(GUEST_SESSION);
    const api = reviewsApi([booking(1, 'confirmed', { past: true, review: OPEN }), booking(2, 'confirmed', { review: { ...OPEN, can_review: false, until: null } })]);
    renderAccount(<BookingsPage />, { api });
    expect(await screen.findByRole('button', { name: 'Write a review of Loft 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review of Loft 2' })).toBeNull();
  });

  it('shows the spec messages, sends the stars and the text, and says when the review will be shown', async () => {
    freshBus(GUEST_SESSION);
    const api = reviewsApi([booking(1, 'confirmed', { past: true, review: OPEN })]);
    renderAccount(<BookingsPage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review of Loft 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Loft 1' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(await axe(document.body)).toHaveNoViolations();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your review of the space' }), 'Nice');
    expect(within(dialog).getByText('4 of 1500 characters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(within(dialog).getByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your review must be more than 5 characters long')).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }));

    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your review of the space' }), ' and bright.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/v1/bookings/1/review', json: { rating: 4, text: 'Nice and bright.' } }));
    expect(await screen.findByText('Thank you. Your review will be shown once the other side has written theirs or the 14 days to review have passed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Your review will be shown once the other side has written theirs or the 14 days to review have passed.')).toBeInTheDocument();
  });

  it('closes the dialog with Escape', async () => {
    freshBus(GUEST_SESSION);
    renderAccount(<BookingsPage />, { api: reviewsApi([booking(1, 'confirmed', { past: true, review: OPEN })]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review of Loft 1' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
