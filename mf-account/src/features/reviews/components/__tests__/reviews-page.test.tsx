import type { ApiClient, HostReview, ReviewsAboutMe } from '@hourspace/api-client';
import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { ReviewsPage, formatDate } from '../reviews-page';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';

expect.extend(toHaveNoViolations);

const hostReview = (id: number, response: string | null = null): HostReview => ({
  id,
  space: { id: 7, title: 'Sunny loft' },
  author_name: `Guest ${id}`,
  rating: 4,
  body: `Lovely space ${id}.`,
  created_at: '2026-11-20T10:00:00.000Z',
  host_response: response,
  responded_at: response ? '2026-11-21T10:00:00.000Z' : null,
});

const EMPTY = { total: 0, average_rating: null, data: [] };

function reviewsApi(answer: ReviewsAboutMe, respond?: jest.Mock) {
  const aboutMe = jest.fn(async () => answer);
  const respondFn = respond ?? jest.fn(async (id: number, response: string) => ({ ...hostReview(id), host_response: response, responded_at: '2026-11-27T10:00:00.000Z' }));
  return { api: { reviews: { aboutMe, respond: respondFn } } as unknown as Partial<ApiClient>, aboutMe, respond: respondFn };
}

describe('the reviews about you page', () => {
  it('shows a host the reviews of their spaces with rating, date in the locale and responses', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const { api } = reviewsApi({ as_host: { total: 2, average_rating: 4, data: [hostReview(1), hostReview(2, 'Thank you!')] }, as_guest: EMPTY });
    const { container } = renderAccount(<ReviewsPage />, { api });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'As a host' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2 reviews · average rating 4 out of 5.')).toBeInTheDocument();
    expect(screen.getAllByText('Rated 4 out of 5')).toHaveLength(2);
    expect(screen.getByText('By Guest 1 on November 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Respond to Guest 1's review" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your response to Guest 2' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives the spec message for a response under 5 characters, then saves a valid one and confirms', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const { api, respond } = reviewsApi({ as_host: { total: 1, average_rating: 4, data: [hostReview(1)] }, as_guest: EMPTY });
    renderAccount(<ReviewsPage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: "Respond to Guest 1's review" }));
    const field = screen.getByLabelText('Your response to Guest 1');
    await userEvent.type(field, 'Ok');
    await userEvent.click(screen.getByRole('button', { name: 'Save response' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your review must be more than 5 characters long');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(respond).not.toHaveBeenCalled();
    await userEvent.type(field, ' thanks, see you soon!');
    await userEvent.click(screen.getByRole('button', { name: 'Save response' }));
    await waitFor(() => expect(respond).toHaveBeenCalledWith(1, 'Ok thanks, see you soon!'));
    expect(await screen.findByText('Your response was saved.')).toBeInTheDocument();
    expect(screen.getByText('Ok thanks, see you soon!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your response to Guest 1' })).toBeInTheDocument();
  });

  it('refuses a response over 1500 characters with the spec message', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const { api } = reviewsApi({ as_host: { total: 1, average_rating: 4, data: [hostReview(1, 'a'.repeat(1500))] }, as_guest: EMPTY });
    renderAccount(<ReviewsPage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit your response to Guest 1' }));
    const field = screen.getByLabelText('Your response to Guest 1');
    await userEvent.type(field, 'b');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your review must be less than 1500 characters long');
  });

  it('shows the server’s message, translated, when the save is refused', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const refused = jest.fn(async () => {
      throw new ApiError(ApiErrorCode.HTTP, 'not found', { status: 404, error_description: 'The review does not exist.' });
    });
    const { api } = reviewsApi({ as_host: { total: 1, average_rating: 4, data: [hostReview(1)] }, as_guest: EMPTY }, refused);
    renderAccount(<ReviewsPage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: "Respond to Guest 1's review" }));
    await userEvent.type(screen.getByLabelText('Your response to Guest 1'), 'Thank you so much!');
    await userEvent.click(screen.getByRole('button', { name: 'Save response' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again in a few minutes.');
  });

  it('opens on the guest tab for a guest, with what hosts wrote, and switches tabs with the arrow keys', async () => {
    freshBus(GUEST_SESSION);
    const guestReview = { id: 9, space: { id: 3, title: 'Garden studio' }, author_name: 'Harper', rating: 5, body: 'A pleasure to host.', created_at: '2026-10-01T10:00:00.000Z' };
    const { api } = reviewsApi({ as_host: EMPTY, as_guest: { total: 1, average_rating: 5, data: [guestReview] } });
    renderAccount(<ReviewsPage />, { api });
    expect(await screen.findByRole('heading', { name: 'From Harper' })).toBeInTheDocument();
    expect(screen.getByText('A pleasure to host.')).toBeInTheDocument();
    const guestTab = screen.getByRole('tab', { name: 'As a guest' });
    expect(guestTab).toHaveAttribute('aria-selected', 'true');
    guestTab.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'As a host' })).toHaveFocus();
    expect(screen.getByText('No guest has reviewed your spaces yet. Reviews appear here after a booking ends.')).toBeInTheDocument();
  });

  it('shows the empty state of each tab', async () => {
    freshBus(GUEST_SESSION);
    const { api } = reviewsApi({ as_host: EMPTY, as_guest: EMPTY });
    renderAccount(<ReviewsPage />, { api });
    expect(await screen.findByText('No host has reviewed you yet. Hosts can review you after a booking ends.')).toBeInTheDocument();
  });

  it('shows an error card with a retry when the reviews cannot be read', async () => {
    freshBus(GUEST_SESSION);
    const aboutMe = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ as_host: EMPTY, as_guest: EMPTY });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccount(<ReviewsPage />, { api: { reviews: { aboutMe } } as unknown as Partial<ApiClient> });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No host has reviewed you yet. Hosts can review you after a booking ends.')).toBeInTheDocument();
  });

  it('formats dates in the page’s locale', () => {
    expect(formatDate('2026-11-20T10:00:00.000Z', 'de-DE')).toBe('20. November 2026');
    expect(formatDate('not a date', 'en-US')).toBe('');
  });
});
