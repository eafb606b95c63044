import type { ApiClient } from '@hourspace/api-client';
import { calendarBookingFixture } from '@hourspace/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';
import { addMonths, monthGrid } from '../../lib/format';
import { AddOnsPage } from '../add-ons-page';
import { CalendarPage } from '../calendar-page';
import { ListingsPage } from '../listings-page';

expect.extend(toHaveNoViolations);

const HOST = { ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' as const };
const SPACES = [
  {
    id: 7,
    title: 'Sunny Loft',
    city: 'New York',
    state: 'listed',
    capacity: 20,
    hourly_price: 85,
    currency: 'USD',
    photo: { url: 'http://localhost/v1/images/p1', blurHash: '', width: 800, height: 600 },
    min_hours: 2,
    pending_requests: 2,
  },
  {
    id: 9,
    title: 'Roof Garden',
    city: 'New York',
    state: 'listed',
    capacity: 40,
    hourly_price: 120,
    currency: 'USD',
    photo: { url: 'javascript:alert(1)', blurHash: '', width: 1, height: 1 },
    min_hours: 1,
    pending_requests: 0,
  },
];
const CALENDAR = {
  space: { id: 7, title: 'Sunny Loft', currency: 'USD' },
  month: '2030-05',
  bookings: [calendarBookingFixture({ id: 31, status: 'confirmed', starts_at: '2030-05-04T10:00:00', ends_at: '2030-05-04T13:00:00', attendees: 12, thread_id: 't-1' })],
  blocked: [{ id: 5, day: '2030-05-06', title: 'Painting' }],
};
type Spec = { method: string; path: string; query?: Record<string, string>; json?: Record<string, unknown> };

function hostApi(overrides: (spec: Spec) => unknown = () => undefined) {
  const request = jest.fn(async (spec: Spec) => {
    const answer = overrides(spec);
    if (answer !== undefined) return answer;
    if (spec.path === '/v1/hosts/me/spaces') return { data: SPACES };
    if (spec.path.endsWith('/calendar')) return CALENDAR;
    if (spec.path.endsWith('/add-ons') && spec.method === 'GET') return { data: [{ id: 4, name: 'Projector', description: 'HD', price: 50, unit: 'booking', currency: 'USD' }] };
    if (spec.method === 'DELETE') return null;
    if (spec.path.endsWith('/blocked-days')) return { id: 6, day: spec.json?.day, title: spec.json?.title };
    return { id: 8, ...spec.json, currency: 'USD' };
  });
  return { request } as unknown as Partial<ApiClient> & { request: jest.Mock };
}

beforeEach(() => window.history.replaceState(null, '', '/us/calendar?space=7&month=2030-05'));

describe('/mylistings', () => {
  it('lists the host’s spaces with state, price, requests and links to the space page, its calendar and its add-ons', async () => {
    freshBus(HOST);
    const { container } = renderAccount(<ListingsPage />, { api: hostApi() });
    const loft = await screen.findByRole('listitem', { name: 'Sunny Loft' });
    expect(within(loft).getByRole('link', { name: 'Sunny Loft' })).toHaveAttribute('href', '/us/space/7/sunny-loft');
    expect(within(loft).getByText('$85.00 per hour')).toBeInTheDocument();
    expect(within(loft).getByText('2 requests to answer')).toBeInTheDocument();
    expect(within(loft).getByText('Listed')).toBeInTheDocument();
    expect(within(loft).getByRole('link', { name: 'Calendar of Sunny Loft' })).toHaveAttribute('href', '/us/calendar?space=7');
    expect(within(loft).getByRole('link', { name: 'Add-ons of Sunny Loft' })).toHaveAttribute('href', '/us/hosting/add-ons?space=7');
    // A photo URL that is no http(s) or same-site URL is never put in an src.
    const garden = screen.getByRole('listitem', { name: 'Roof Garden' });
    expect(garden.querySelector('img')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells a guest how to become a host, with a link to /host, and asks the API nothing', async () => {
    freshBus(GUEST_SESSION);
    const api = hostApi();
    renderAccount(<ListingsPage />, { api });
    expect(screen.getByRole('heading', { name: 'Become a host' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your space' })).toHaveAttribute('href', '/us/host');
    expect(api.request).not.toHaveBeenCalled();
  });

  it('shows an error card with a retry when the listings fail to load', async () => {
    freshBus(HOST);
    let fail = true;
    const api = hostApi((spec) => {
      if (spec.path === '/v1/hosts/me/spaces' && fail) throw new Error('down');
      return undefined;
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccount(<ListingsPage />, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Sunny Loft' })).toBeInTheDocument();
  });
});

describe('/calendar', () => {
  it('shows the month with bookings and blocked days, moves between days with the keyboard and tells what a day holds', async () => {
    freshBus(HOST);
    const api = hostApi();
    const { container } = renderAccount(<CalendarPage />, { api });
    expect(await screen.findByRole('heading', { name: 'May 2030' })).toBeInTheDocument();
    expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ path: '/v1/hosts/me/spaces/7/calendar', query: { month: '2030-05' } }));
    const grid = await screen.findByRole('grid', { name: 'May 2030' });
    const fourth = within(grid).getByRole('button', { name: 'Saturday, May 4, 2030, 1 booking' });
    expect(within(fourth).getByText('Grace')).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Monday, May 6, 2030, Blocked: Painting' })).toBeInTheDocument();

    const first = within(grid).getByRole('button', { name: /^Wednesday, May 1, 2030/ });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(fourth).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = screen.getByRole('region', { name: 'Saturday, May 4, 2030' });
    expect(within(panel).getByText(/Confirmed/)).toBeInTheDocument();
    expect(within(panel).getByText(/Guest: Grace/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', '/us/inbox?thread=t-1');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('button', { name: /^Saturday, May 11, 2030/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(await screen.findByRole('heading', { name: 'June 2030' })).toBeInTheDocument();
    // The next month loads first; its day takes the focus once drawn.
    const june = await screen.findByRole('grid', { name: 'June 2030' });
    await waitFor(() => expect(within(june).getByRole('button', { name: /^Tuesday, June 11, 2030/ })).toHaveFocus());
    expect(await axe(container)).toHaveNoViolations();
  });

  it('blocks a day through a dialog whose title is required, and unblocks one', async () => {
    freshBus(HOST);
    const api = hostApi();
    renderAccount(<CalendarPage />, { api });
    const grid = await screen.findByRole('grid', { name: 'May 2030' });
    await userEvent.click(within(grid).getByRole('button', { name: /^Thursday, May 9, 2030/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Block this day' }));
    const dialog = screen.getByRole('dialog', { name: 'Block a day' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block the day' }));
    expect(within(dialog).getByText('Please enter a title.')).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Team offsite');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block the day' }));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'POST', path: '/v1/hosts/me/spaces/7/blocked-days', json: { day: '2030-05-09', title: 'Team offsite' } }),
      ),
    );
    expect(await screen.findByText('The day is blocked.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(grid).getByRole('button', { name: /^Monday, May 6, 2030/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE', path: '/v1/hosts/me/spaces/7/blocked-days/5' })));
    expect(await screen.findByText('The day is open for bookings again.')).toBeInTheDocument();
  });

  it('shows the title message in German', async () => {
    freshBus(HOST);
    renderAccount(<CalendarPage />, { api: hostApi(), locale: 'de-DE' });
    const grid = await screen.findByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /^Donnerstag, 9\. Mai 2030/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Diesen Tag sperren' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tag sperren' }));
    expect(screen.getByText('Bitte geben Sie einen Titel ein.')).toBeInTheDocument();
  });
});

describe('/hosting/add-ons', () => {
  beforeEach(() => window.history.replaceState(null, '', '/us/hosting/add-ons?space=7'));

  it('lists a space’s add-ons, adds one with the form rules, edits and deletes', async () => {
    freshBus(HOST);
    const api = hostApi();
    const { container } = renderAccount(<AddOnsPage />, { api });
    const item = await screen.findByRole('listitem', { name: 'Projector' });
    expect(within(item).getByText('$50.00 per booking')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Add an add-on' }));
    let dialog = screen.getByRole('dialog', { name: 'New add-on' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    const price = within(dialog).getByRole('textbox', { name: /Price/ });
    await userEvent.click(name);
    await userEvent.tab();
    expect(within(dialog).getByText('Please enter a name.')).toBeInTheDocument();
    await userEvent.type(name, 'Cleaning');
    await userEvent.type(price, '-4');
    await userEvent.tab();
    expect(within(dialog).getByText('Please enter a price from 0 to 100,000.')).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '12.50');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Priced/ }), 'hour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the add-on' }));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'POST', path: '/v1/hosts/me/spaces/7/add-ons', json: { name: 'Cleaning', description: '', price: 12.5, unit: 'hour' } }),
      ),
    );
    expect(await screen.findByText('The add-on is saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Projector' }));
    dialog = screen.getByRole('dialog', { name: 'Edit the add-on' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Projector');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the add-on' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/hosts/me/spaces/7/add-ons/4' })));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Projector' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE', path: '/v1/hosts/me/spaces/7/add-ons/4' })));
    expect(await screen.findByText('Projector is deleted.')).toBeInTheDocument();
  });

  it('switches space with the picker', async () => {
    freshBus(HOST);
    const api = hostApi();
    renderAccount(<AddOnsPage />, { api });
    await screen.findByRole('listitem', { name: 'Projector' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Space' }), '9');
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/v1/hosts/me/spaces/9/add-ons' })));
    expect(window.location.search).toBe('?space=9');
  });
});

describe('month helpers', () => {
  it('lays a month out Monday first and steps months across a year', () => {
    expect(monthGrid('2030-05').slice(0, 3)).toEqual([null, null, '2030-05-01']);
    expect(monthGrid('2030-02')).toHaveLength(28 + 4);
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
  });
});
