import { getBus } from '@hourspace/bus';
import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { fakeApi, spaceQuote } from '../../testing/fake-api';
import { at, navigateLikeTheShell, resetPage } from '../../testing/navigation';
import { renderSearch } from '../../testing/render';
import { spacePath, spaceSlug } from '../../lib/space-path';
import { Root } from '../root';

expect.extend(toHaveNoViolations);

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

beforeEach(() => {
  navigateLikeTheShell();
  resetPage();
});

describe('the space URL', () => {
  it('is /{prefix}/space/{id}/{slug} with a slug of plain words', () => {
    expect(spaceSlug('Café Rooftop — Terrasse & Bar')).toBe('cafe-rooftop-terrasse-bar');
    expect(spacePath(12, 'Sunlit Loft', '/fr-ca/s/')).toBe('/fr-ca/space/12/sunlit-loft');
    expect(spacePath(12, '!!!', '/us/')).toBe('/us/space/12');
  });

  it('is the link of every results card, and a click opens the page without a reload', async () => {
    at('/us/s/?activity=party&location=new+york');
    renderSearch(<Root />, { api: fakeApi() });
    const link = await screen.findByRole('link', { name: 'Sunlit Loft 3' });
    expect(link).toHaveAttribute('href', '/us/space/3/sunlit-loft-3');
    await userEvent.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/us/space/3/sunlit-loft-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunlit Loft 3' })).toBeInTheDocument();
  });
});

describe('the space page', () => {
  it('shows the gallery, details, host, reviews with responses and similar spaces, with no axe violations', async () => {
    at('/us/space/5/sunlit-loft-5');
    const api = fakeApi();
    const { container } = renderSearch(<Root />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunlit Loft 5' })).toBeInTheDocument();
    expect(api.space).toHaveBeenCalledWith('5');
    expect(screen.getByRole('region', { name: 'Photos of Sunlit Loft 5' })).toBeInTheDocument();
    expect(screen.getByText('Brooklyn, New York')).toBeInTheDocument();
    expect(screen.getAllByText('$120 / hour').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/2 hours minimum/).length).toBeGreaterThan(0);
    expect(screen.getByText('Wi-Fi')).toBeInTheDocument();
    expect(screen.getByText('No smoking')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the cancellation policy' })).toHaveAttribute('href', '/us/legal/terms/cancellation-policy');
    expect(screen.getByRole('heading', { name: 'Hosted by Harper' })).toBeInTheDocument();
    expect(screen.getByText('Thanks Alex!')).toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Similar spaces' });
    expect(within(similar).getByRole('link', { name: 'Sunlit Loft 6' })).toHaveAttribute('href', '/us/space/6/sunlit-loft-6');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a skeleton while loading and a not-found card for a missing space', async () => {
    at('/us/space/404');
    let fail: (e: unknown) => void = () => {};
    const api = fakeApi({ space: jest.fn(() => new Promise((_, reject) => (fail = reject))) });
    renderSearch(<Root />, { api });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the space…');
    await act(async () => fail(new ApiError(ApiErrorCode.HTTP, 'Not Found', { status: 404 })));
    expect(await screen.findByRole('alert')).toHaveTextContent('This space does not exist or is no longer listed.');
  });

  it('offers a retry after an unexpected failure', async () => {
    at('/us/space/8');
    const api = fakeApi({
      space: jest
        .fn()
        .mockRejectedValueOnce(new ApiError(ApiErrorCode.HTTP, 'boom', { status: 500 }))
        .mockRejectedValueOnce(new Error('again')),
    });
    renderSearch(<Root />, { api });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('An unexpected error occurred. Please try again in a few minutes.');
    api.space.mockResolvedValue((await fakeApi().space('8')) as never);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunlit Loft 8' })).toBeInTheDocument();
  });
});

async function fillRequest(date = '2030-05-04') {
  fireEvent.change(await screen.findByLabelText('Date'), { target: { value: date } });
  await userEvent.type(screen.getByLabelText('Attendees'), '25');
  await userEvent.type(screen.getByLabelText('Message to Harper'), 'A birthday for my sister.');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
}

describe('the booking request', () => {
  it('gives the spec messages for an empty request', async () => {
    at('/us/space/5');
    renderSearch(<Root />, { api: fakeApi() });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2030-05-04' } });
    await userEvent.type(screen.getByLabelText('Attendees'), '0');
    await userEvent.click(screen.getAllByRole('button', { name: 'Request to book' }).at(-1)!);
    expect(await screen.findByText('The number of attendees must be between 1 and 100,000.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByText('Please accept our terms of service.')).toBeInTheDocument();
  });

  it('prices the chosen hours in the locale’s currency format, with the service fee', async () => {
    at('/us/space/5');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2030-05-04' } });
    // The defaults are 9:00 to 12:00 (time list indexes 6 and 12): three hours.
    expect(await screen.findByText('$120 × 3 hours')).toBeInTheDocument();
    expect(screen.getByText('$360')).toBeInTheDocument();
    expect(screen.getByText('Service fee (10%)')).toBeInTheDocument();
    expect(screen.getByText('$396')).toBeInTheDocument();
    expect(api.spaceQuote).toHaveBeenCalledWith({ spaceId: '5', startsAt: '2030-05-04T09:00:00', endsAt: '2030-05-04T12:00:00' });
    // A start at the end moves the end two slots after it (spec §4).
    await userEvent.selectOptions(screen.getByLabelText('Start time'), '12:00 PM');
    expect(screen.getByLabelText('End time')).toHaveDisplayValue('1:00 PM');
  });

  it('says when the hours clash with the calendar', async () => {
    at('/us/space/5');
    renderSearch(<Root />, { api: fakeApi({ spaceQuote: jest.fn(async () => spaceQuote(3, { available: false, problems: ['conflict'] })) }) });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2030-05-04' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The space is already booked for part of that time.');
  });

  it.each([
    ['buffer', 'The host keeps time free between bookings: please choose a time further from another booking.'],
    ['notice', 'This space needs more notice: please choose a later start.'],
    ['window', 'This space cannot be booked that far ahead.'],
    ['paused', 'This space is not taking bookings at the moment.'],
  ])('says what the host’s availability rule %s refuses, in words', async (problem, words) => {
    at('/us/space/5');
    renderSearch(<Root />, { api: fakeApi({ spaceQuote: jest.fn(async () => spaceQuote(3, { available: false, problems: [problem] })) }) });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2030-05-04' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('logged out, opens sign-up with source book, keeps the request and sends it with the chosen card once signed up', async () => {
    at('/us/space/5');
    const requests: unknown[] = [];
    const release = getBus().handle('auth:open', (request) => requests.push(request));
    const api = fakeApi();
    renderSearch(<Root />, { api });
    await fillRequest();
    await screen.findByText('$396');
    await userEvent.click(screen.getAllByRole('button', { name: 'Request to book' }).at(-1)!);
    await waitFor(() => expect(requests).toEqual([{ view: 'signup', source: 'book' }]));
    expect(api.requestBooking).not.toHaveBeenCalled();
    act(() => getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u-1' } }));
    // Money moves only on the guest's own click, with the card they see chosen.
    expect(await screen.findByText("You're signed in. Choose the card to hold, then send your request.")).toBeInTheDocument();
    expect(api.requestBooking).not.toHaveBeenCalled();
    expect(await screen.findByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    await userEvent.click(screen.getAllByRole('button', { name: 'Request to book' }).at(-1)!);
    await waitFor(() =>
      expect(api.requestBooking).toHaveBeenCalledWith(
        {
          space_id: 5,
          starts_at: '2030-05-04T09:00:00',
          ends_at: '2030-05-04T12:00:00',
          attendees: 25,
          activity: 'party',
          message: 'A birthday for my sister.',
          terms: true,
          add_ons: [],
          payment_method: 'card_visa_4242',
        },
        expect.stringMatching(/^[A-Za-z0-9\-_:.]{8,255}$/),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    release();
  });

  it('at 390 px sits in a tray opened from a bar', async () => {
    at('/us/space/5');
    renderSearch(<Root />, { api: fakeApi(), width: 390 });
    await userEvent.click(await screen.findByRole('button', { name: 'Request to book' }));
    const tray = await screen.findByRole('dialog', { name: 'Request to book' });
    // The tray's frame answers the press; the form comes right after its paint (useShownAfterPaint).
    expect(within(tray).getByRole('status')).toHaveAccessibleName('Opening the booking form…');
    expect(await within(tray).findByLabelText('Date')).toBeInTheDocument();
    expect(within(tray).queryByRole('status', { name: 'Opening the booking form…' })).not.toBeInTheDocument();
  });

  it('at 390 px keeps what was typed when the tray is closed and opened again', async () => {
    at('/us/space/5');
    renderSearch(<Root />, { api: fakeApi(), width: 390 });
    const open = await screen.findByRole('button', { name: 'Request to book' });
    await userEvent.click(open);
    const tray = await screen.findByRole('dialog', { name: 'Request to book' });
    await userEvent.type(await within(tray).findByLabelText('Attendees'), '12');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(open);
    const again = await screen.findByRole('dialog', { name: 'Request to book' });
    expect(await within(again).findByLabelText('Attendees')).toHaveValue('12');
  });
});
