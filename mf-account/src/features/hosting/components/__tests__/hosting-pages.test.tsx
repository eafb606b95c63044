import { ApiError, ApiErrorCode, type ApiClient, type HostListing, type ListingFieldsBody } from '@hourspace/api-client';
import { LISTING_DRAFT, calendarBookingFixture } from '@hourspace/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { useState } from 'react';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';
import { timeOfDay } from '../../../../lib/time-of-day';
import { addMonths, monthGrid } from '../../lib/format';
import { AddOnsPage } from '../add-ons-page';
import { CalendarPage } from '../calendar-page';
import type { ListingStepFormProps, ListingStepForms } from '../listing-editor';
import { ListingsPage } from '../listings-page';

expect.extend(toHaveNoViolations);

const HOST = { ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' as const };
const SPACES = [
  {
    id: 7,
    title: 'Sunny Loft',
    city: 'New York',
    state: 'listed',
    status: 'published',
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
    status: 'paused',
    capacity: 40,
    hourly_price: 120,
    currency: 'USD',
    photo: { url: 'javascript:alert(1)', blurHash: '', width: 1, height: 1 },
    min_hours: 1,
    pending_requests: 0,
  },
];
/** A draft with four of its seven steps saved, two photos and a price. */
const DRAFT = {
  ...LISTING_DRAFT,
  hourly_price: 60,
  hourly_price_minor: 6000,
  photos: [{ id: 'i1', url: 'http://localhost/v1/images/d1', blurHash: '', width: 800, height: 600 }],
  steps: { basics: true, space: true, location: false, price: true, availability: false, description: true, rules: false },
};
const HOURS = {
  mon: { opens: '09:00', closes: '22:00' },
  tue: { opens: '09:00', closes: '22:00' },
  wed: { opens: '09:00', closes: '22:00' },
  thu: { opens: '09:00', closes: '22:00' },
  fri: { opens: '09:00', closes: '24:00' },
  sat: { opens: '10:00', closes: '18:30' },
  sun: null,
};
const CALENDAR = {
  space: { id: 7, title: 'Sunny Loft', currency: 'USD' },
  month: '2030-05',
  bookings: [calendarBookingFixture({ id: 31, status: 'confirmed', starts_at: '2030-05-04T10:00:00', ends_at: '2030-05-04T13:00:00', attendees: 12, thread_id: 't-1' })],
  blocked: [{ id: 5, day: '2030-05-06', title: 'Painting' }],
};
type Spec = { method: string; path: string; query?: Record<string, string>; json?: Record<string, unknown> };

/** A published listing as GET /v1/hosts/me/spaces/{space} answers it. */
function listingOf(space: (typeof SPACES)[number]): HostListing {
  return {
    id: space.id,
    status: space.status as 'published' | 'paused',
    title: space.title,
    activities: ['party'],
    city: space.city,
    state: 'NY',
    country: 'US',
    capacity: space.capacity,
    hourly_price: space.hourly_price,
    hourly_price_minor: space.hourly_price * 100,
    currency: space.currency,
    min_hours: space.min_hours,
    opening_hours: HOURS,
    description: 'A bright loft with room for a party of twenty and a terrace over the river.',
    city_id: 'nyc',
    time_zone: 'America/New_York',
  };
}

/**
 * The API as the host pages use it: the request helper (calendar, add-ons) and the listing calls,
 * over one store, so a pause, an edit or a deleted draft shows when the list is read again.
 */
function hostApi(overrides: (spec: Spec) => unknown = () => undefined) {
  const store = { spaces: SPACES.map((space) => ({ ...space })), drafts: [{ ...DRAFT }] };
  const request = jest.fn(async (spec: Spec) => {
    const answer = overrides(spec);
    if (answer !== undefined) return answer;
    if (spec.path === '/v1/hosts/me/spaces') return { data: store.spaces };
    if (spec.path.endsWith('/calendar')) return CALENDAR;
    if (spec.path.endsWith('/add-ons') && spec.method === 'GET') return { data: [{ id: 4, name: 'Projector', description: 'HD', price: 50, unit: 'booking', currency: 'USD' }] };
    if (spec.method === 'DELETE') return null;
    if (spec.path.endsWith('/blocked-days')) return { id: 6, day: spec.json?.day, title: spec.json?.title };
    return { id: 8, ...spec.json, currency: 'USD' };
  });
  const spaceOf = (id: number) => {
    const space = store.spaces.find((s) => s.id === id);
    if (!space) throw new ApiError(ApiErrorCode.HTTP, 'Not Found', { status: 404, error_description: 'The space does not exist.' });
    return space;
  };
  const setStatus = async (id: number, status: 'published' | 'paused') => {
    spaceOf(id).status = status;
    return { id, status };
  };
  const hostListings = {
    list: jest.fn(async () => {
      const failed = overrides({ method: 'GET', path: '/v1/hosts/me/spaces' });
      if (failed !== undefined) return failed;
      return { data: store.spaces.map((space) => ({ ...space })), drafts: store.drafts.map((draft) => ({ ...draft })) };
    }),
    get: jest.fn(async (id: number) => listingOf(spaceOf(id))),
    update: jest.fn(async (id: number, body: ListingFieldsBody) => {
      const space = spaceOf(id);
      const minor = body.hourly_price_minor;
      if (minor !== undefined && (minor < 100 || minor > 1_000_000))
        throw new ApiError(ApiErrorCode.HTTP, 'The hourly price must be between 1 and 10,000.', {
          status: 400,
          error: 'validation',
          error_description: 'The hourly price must be between 1 and 10,000.',
          issues: [{ field: 'hourly_price_minor', message: 'The hourly price must be between 1 and 10,000.' }],
        });
      if (minor !== undefined) space.hourly_price = minor / 100;
      return listingOf(space);
    }),
    pause: jest.fn((id: number) => setStatus(id, 'paused')),
    resume: jest.fn((id: number) => setStatus(id, 'published')),
  };
  const listingDrafts = {
    remove: jest.fn(async (id: number) => {
      store.drafts = store.drafts.filter((draft) => draft.id !== id);
    }),
  };
  return { request, hostListings, listingDrafts } as unknown as Partial<ApiClient> & { request: jest.Mock; hostListings: typeof hostListings; listingDrafts: typeof listingDrafts };
}

/**
 * Stand-ins for the wizard's step forms (features/add-space, passed in by app/pages.tsx): the
 * contract the edit view relies on. The price form sends minor units and shows the API's
 * message for its field from `error`, as the wizard's do; the others only save.
 */
function PriceForm({ values, busy, error, submitLabel, onSave }: ListingStepFormProps) {
  const [price, setPrice] = useState(String(values.hourly_price ?? ''));
  const issue = error instanceof ApiError ? error.issues.find((i) => i.field === 'hourly_price_minor')?.message : undefined;
  return (
    <form
      aria-label="Price"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ hourly_price_minor: Math.round(Number(price) * 100) });
      }}
    >
      <label>
        Price per hour
        <input value={price} onChange={(event) => setPrice(event.target.value)} aria-invalid={issue ? true : undefined} />
      </label>
      {issue && <p role="alert">{issue}</p>}
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
function SaveOnly({ submitLabel, onSave }: ListingStepFormProps) {
  return (
    <form
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSave({});
      }}
    >
      <button type="submit">{submitLabel}</button>
    </form>
  );
}
const STEP_FORMS: ListingStepForms = {
  basics: SaveOnly,
  space: SaveOnly,
  location: SaveOnly,
  price: PriceForm,
  availability: SaveOnly,
  description: SaveOnly,
  rules: SaveOnly,
};
const loadStepForms = () => Promise.resolve(STEP_FORMS);

beforeEach(() => window.history.replaceState(null, '', '/us/calendar?space=7&month=2030-05'));

describe('/mylistings', () => {
  beforeEach(() => window.history.replaceState(null, '', '/us/mylistings'));

  it('lists drafts and published and paused listings, each with its state, cover, price and links', async () => {
    freshBus(HOST);
    const { container } = renderAccount(<ListingsPage loadStepForms={loadStepForms} />, { api: hostApi() });
    const loft = await screen.findByRole('listitem', { name: 'Sunny Loft' });
    expect(within(loft).getByRole('link', { name: 'Sunny Loft' })).toHaveAttribute('href', '/us/space/7/sunny-loft');
    expect(within(loft).getByText('Published')).toBeInTheDocument();
    expect(within(loft).getByText('$85.00 per hour')).toBeInTheDocument();
    expect(within(loft).getByText('2 requests to answer')).toBeInTheDocument();
    expect(loft.querySelector('img')).toHaveAttribute('src', '/v1/images/p1');
    expect(within(loft).getByRole('link', { name: 'Calendar of Sunny Loft' })).toHaveAttribute('href', '/us/calendar?space=7');
    expect(within(loft).getByRole('link', { name: 'Add-ons of Sunny Loft' })).toHaveAttribute('href', '/us/hosting/add-ons?space=7');
    expect(within(loft).getByRole('link', { name: 'Edit listing Sunny Loft' })).toHaveAttribute('href', '#edit=7');
    expect(within(loft).getByRole('button', { name: 'Pause Sunny Loft' })).toBeInTheDocument();

    const garden = screen.getByRole('listitem', { name: 'Roof Garden' });
    expect(within(garden).getByText('Paused')).toBeInTheDocument();
    expect(within(garden).getByText(/guests do not find it in search/)).toBeInTheDocument();
    expect(within(garden).getByRole('button', { name: 'Resume Roof Garden' })).toBeInTheDocument();
    // A photo URL that is no http(s) or same-site URL is never put in an src.
    expect(garden.querySelector('img')).toBeNull();

    const drafts = screen.getByRole('region', { name: 'In progress' });
    const draft = within(drafts).getByRole('listitem', { name: 'Sunny loft with a terrace' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('$60.00 per hour')).toBeInTheDocument();
    expect(within(draft).getByText('4 of 7 steps done')).toBeInTheDocument();
    expect(within(draft).getByText('Still to do: location, availability, and rules')).toBeInTheDocument();
    expect(within(draft).getByText('Photos: 1 of 5')).toBeInTheDocument();
    expect(draft.querySelector('img')).toHaveAttribute('src', '/v1/images/d1');
    expect(within(draft).getByRole('link', { name: 'Continue Sunny loft with a terrace' })).toHaveAttribute('href', '/us/app/ps#draft=3');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a guest their drafts, and tells a guest with none how to become a host', async () => {
    freshBus(GUEST_SESSION);
    renderAccount(<ListingsPage loadStepForms={loadStepForms} />, { api: hostApi() });
    expect(await screen.findByRole('listitem', { name: 'Sunny loft with a terrace' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Become a host' })).not.toBeInTheDocument();
  });

  it('tells a guest with no drafts how to become a host, with a link to /host', async () => {
    freshBus(GUEST_SESSION);
    const api = hostApi();
    api.hostListings.list.mockResolvedValue({ data: [], drafts: [] });
    renderAccount(<ListingsPage loadStepForms={loadStepForms} />, { api });
    expect(await screen.findByRole('heading', { name: 'Become a host' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your space' })).toHaveAttribute('href', '/us/host');
  });

  it('shows an error card with a retry when the listings fail to load', async () => {
    freshBus(HOST);
    let fail = true;
    const api = hostApi((spec) => {
      if (spec.path === '/v1/hosts/me/spaces' && fail) throw new Error('down');
      return undefined;
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccount(<ListingsPage loadStepForms={loadStepForms} />, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Sunny Loft' })).toBeInTheDocument();
  });

  it('pauses a listing after a confirm dialog that says what pausing does, and resumes it', async () => {
    freshBus(HOST);
    const api = hostApi();
    renderAccount(<ListingsPage loadStepForms={loadStepForms} />, { api });
    const loft = await screen.findByRole('listitem', { name: 'Sunny Loft' });
    await userEvent.click(within(loft).getByRole('button', { name: 'Pause Sunny Loft' }));
    let dialog = screen.getByRole('dialog', { name: 'Pause Sunny Loft?' });
    expect(dialog).toHaveAccessibleDescription(/will not find it in search .* Bookings already made are kept/);
    // Escape closes it and nothing is paused.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.hostListings.pause).not.toHaveBeenCalled();

    await userEvent.click(within(loft).getByRole('button', { name: 'Pause Sunny Loft' }));
    dialog = screen.getByRole('dialog', { name: 'Pause Sunny Loft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause listing' }));
    await waitFor(() => expect(api.hostListings.pause).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Sunny Loft is paused. It is no longer shown in search.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(loft).getByText('Paused')).toBeInTheDocument();

    await userEvent.click(within(loft).getByRole('button', { name: 'Resume Sunny Loft' }));
    await waitFor(() => expect(api.hostListings.resume).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Sunny Loft is back in search.')).toBeInTheDocument();
    expect(within(loft).getByText('Published')).toBeInTheDocument();
  });

  it('deletes a draft only once the dialog is confirmed; the dialog keeps the focus inside', async () => {
    freshBus(HOST);
    const api = hostApi();
    renderAccount(<ListingsPage loadStepForms={loadStepForms} />, { api });
    const draft = await screen.findByRole('listitem', { name: 'Sunny loft with a terrace' });
    await userEvent.click(within(draft).getByRole('button', { name: 'Delete draft Sunny loft with a terrace' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveAccessibleDescription('“Sunny loft with a terrace” and everything saved in it will be deleted. This cannot be undone.');
    // Tab cycles through the dialog's buttons (close, delete, cancel) and never leaves it.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.listingDrafts.remove).not.toHaveBeenCalled();

    await userEvent.click(within(draft).getByRole('button', { name: 'Delete draft Sunny loft with a terrace' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    expect(await axe(dialog)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(api.listingDrafts.remove).toHaveBeenCalledWith(3));
    expect(await screen.findByText('The draft “Sunny loft with a terrace” is deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Sunny loft with a terrace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'In progress' })).not.toBeInTheDocument();
  });

  it('edits a listing’s price in the edit view: the API’s field message first, then saved and shown in the list', async () => {
    freshBus(HOST);
    const api = hostApi();
    const { container } = renderAccount(<ListingsPage loadStepForms={loadStepForms} />, { api });
    const loft = await screen.findByRole('listitem', { name: 'Sunny Loft' });
    act(() => {
      window.location.hash = '#edit=7';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const heading = await screen.findByRole('heading', { name: 'Edit Sunny Loft' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.hostListings.get).toHaveBeenCalledWith(7);
    const form = await screen.findByRole('form', { name: 'Price' });
    // Every section of the wizard is there, each with its own save button.
    for (const label of ['Save the basics', 'Save the space', 'Save the location', 'Save the availability', 'Save the description', 'Save the rules'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    const price = within(form).getByRole('textbox', { name: 'Price per hour' });
    expect(price).toHaveValue('85');

    await userEvent.clear(price);
    await userEvent.type(price, '0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the price' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The hourly price must be between 1 and 10,000.');
    expect(screen.queryByText('Your changes are saved.')).not.toBeInTheDocument();

    await userEvent.clear(price);
    await userEvent.type(price, '95');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the price' }));
    await waitFor(() => expect(api.hostListings.update).toHaveBeenLastCalledWith(7, { hourly_price_minor: 9500 }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Back to your listings' }));
    expect(window.location.hash).toBe('');
    const back = await screen.findByRole('listitem', { name: 'Sunny Loft' });
    expect(within(back).getByText('$95.00 per hour')).toBeInTheDocument();
    expect(within(back).getByRole('link', { name: 'Edit listing Sunny Loft' })).toHaveFocus();
    expect(loft).not.toBeInTheDocument();
  });

  it('speaks German on /de/mylistings, the steps still to do joined as German joins a list', async () => {
    freshBus(HOST);
    window.history.replaceState(null, '', '/de/mylistings');
    renderAccount(<ListingsPage loadStepForms={loadStepForms} />, { api: hostApi(), locale: 'de-DE' });
    const draft = await screen.findByRole('listitem', { name: 'Sunny loft with a terrace' });
    expect(within(draft).getByText('Entwurf')).toBeInTheDocument();
    expect(within(draft).getByText('4 von 7 Schritten erledigt')).toBeInTheDocument();
    expect(within(draft).getByText('Noch offen: Adresse, Verfügbarkeit und Regeln')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Weiter mit Sunny loft with a terrace' })).toHaveAttribute('href', '/de/app/ps#draft=3');
    const garden = screen.getByRole('listitem', { name: 'Roof Garden' });
    expect(within(garden).getByText('Pausiert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sunny Loft pausieren' }));
    expect(screen.getByRole('dialog', { name: 'Sunny Loft pausieren?' })).toHaveAccessibleDescription(/Bestehende Buchungen bleiben erhalten/);
  });

  it('opens the edit view from the address and says when the listing is not the host’s', async () => {
    freshBus(HOST);
    window.history.replaceState(null, '', '/us/mylistings#edit=404');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccount(<ListingsPage loadStepForms={loadStepForms} />, { api: hostApi() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing does not exist, or it is not one of yours.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
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

  it('shows the space’s opening hours, a closed weekday looking closed in the grid and the day', async () => {
    freshBus(HOST);
    const api = hostApi();
    renderAccount(<CalendarPage />, { api });
    const hours = await screen.findByRole('region', { name: 'Opening hours' });
    await waitFor(() => expect(within(hours).getAllByRole('definition')).toHaveLength(7));
    expect(api.hostListings.get).toHaveBeenCalledWith(7);
    const text = (elements: HTMLElement[]) => elements.map((e) => (e.textContent ?? '').replace(/\s/g, ' '));
    expect(text(within(hours).getAllByRole('term'))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(text(within(hours).getAllByRole('definition'))).toEqual([
      ...Array.from({ length: 4 }, () => '9:00 AM – 10:00 PM'),
      '9:00 AM – 12:00 AM',
      '10:00 AM – 6:30 PM',
      'Closed',
    ]);
    expect(within(hours).getByRole('link', { name: 'Change the opening hours' })).toHaveAttribute('href', '/us/mylistings#edit=7');

    const grid = await screen.findByRole('grid', { name: 'May 2030' });
    const sunday = within(grid).getByRole('button', { name: 'Sunday, May 5, 2030, Closed' });
    expect(sunday.closest('td')).toHaveAttribute('data-closed', 'true');
    expect(within(grid).getByRole('columnheader', { name: 'Sun' })).toHaveAttribute('data-closed', 'true');
    const saturday = within(grid).getByRole('button', { name: 'Saturday, May 4, 2030, 1 booking' });
    expect(saturday.closest('td')).not.toHaveAttribute('data-closed');
    await userEvent.click(sunday);
    expect(within(screen.getByRole('region', { name: 'Sunday, May 5, 2030' })).getByText('Closed on this day of the week.')).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: /^Friday, May 3, 2030/ }));
    const friday = screen.getByRole('region', { name: 'Friday, May 3, 2030' });
    expect(text(within(friday).getAllByText(/^Open /))).toEqual(['Open 9:00 AM – 12:00 AM']);
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

  it('reads opening times past midnight as the next day’s time', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(timeOfDay('09:30', 'en-US'))).toBe('9:30 AM');
    expect(plain(timeOfDay('24:00', 'en-US'))).toBe('12:00 AM');
    expect(plain(timeOfDay('25:00', 'en-US'))).toBe('1:00 AM');
    expect(timeOfDay('18:30', 'de-DE')).toBe('18:30');
  });
});
