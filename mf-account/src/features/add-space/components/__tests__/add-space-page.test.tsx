import type { ApiClient, ListingDraft } from '@hourspace/api-client';
import { LISTING_DRAFT } from '@hourspace/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { AddSpacePage, readHash, resumeScreen } from '../add-space-page';
import { moved } from '../photo-manager';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';

expect.extend(toHaveNoViolations);

const ALL_STEPS = { basics: true, space: true, location: true, price: true, availability: true, description: true, rules: true };
const DRAFT: ListingDraft = { ...LISTING_DRAFT, point: { latitude: 40.65, longitude: -73.95 }, pinned: false, photos: [] };
const photo = (n: number) => ({ id: `p${n}`, url: `https://api.example/v1/images/p${n}`, blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', width: 1280, height: 853, alt: null });
const READY: ListingDraft = { ...DRAFT, steps: ALL_STEPS, complete: true, photos: [1, 2, 3, 4, 5].map(photo) };

function draftsApi(initial: ListingDraft[]) {
  let drafts = [...initial];
  const save = (draft: ListingDraft) => {
    drafts = [draft, ...drafts.filter((d) => d.id !== draft.id)];
    return draft;
  };
  const find = (id: number) => drafts.find((d) => d.id === id) ?? DRAFT;
  const listingDrafts = {
    list: jest.fn(async () => drafts),
    create: jest.fn(async (body: Record<string, unknown>) =>
      save({ ...DRAFT, ...body, steps: { ...DRAFT.steps, price: false }, capacity: Number(body.capacity), city: 'Brooklyn' } as ListingDraft),
    ),
    update: jest.fn(async (id: number, body: Record<string, unknown>) => save({ ...find(id), ...body } as ListingDraft)),
    uploadPhoto: jest.fn(async (id: number, file: File, options?: { onProgress?: (fraction: number) => void }) => {
      options?.onProgress?.(0.5);
      const added = photo(find(id).photos!.length + 1);
      save({ ...find(id), photos: [...find(id).photos!, added] });
      return added;
    }),
    arrangePhotos: jest.fn(async (id: number, body: { order: string[]; alt?: Record<string, string> }) => {
      const current = find(id);
      const photos = body.order.map((photoId) => ({ ...current.photos!.find((p) => p.id === photoId)!, ...(body.alt?.[photoId] !== undefined ? { alt: body.alt[photoId] } : {}) }));
      return save({ ...current, photos });
    }),
    deletePhoto: jest.fn(async (id: number, photoId: string) => save({ ...find(id), photos: find(id).photos!.filter((p) => p.id !== photoId) })),
    checklist: jest.fn(async (id: number) => ({ draft_id: id, space_id: null, ready: false, items: [{ code: 'phone_unverified', message: 'Verify your phone number.' }] })),
    publish: jest.fn(async (id: number) => {
      const draft = save({ ...find(id), status: 'published', space_id: 901 });
      return { space_id: 901, draft };
    }),
  };
  const api = {
    listingDrafts,
    getActivities: jest.fn(async () => [
      { id: 'party', dropdown: 'Party', display_use_type: 'Event' },
      { id: 'meeting', dropdown: 'Meeting', display_use_type: 'Meeting' },
    ]),
    getPlacePredictions: jest.fn(async () => [
      { place_id: 'gn:5110302', description: 'Brooklyn, NY, United States', structured_formatting: { main_text: 'Brooklyn', secondary_text: 'NY, United States' } },
    ]),
  };
  return { api: api as unknown as Partial<ApiClient>, listingDrafts };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('the add-a-space wizard', () => {
  beforeEach(() => {
    freshBus(GUEST_SESSION);
    window.history.replaceState(null, '', '/app/ps');
  });

  it('starts a fresh account on the first of nine screens and gives the rules’ messages', async () => {
    const { api, listingDrafts } = draftsApi([]);
    const { container } = renderAccount(<AddSpacePage />, { api });
    expect(await screen.findByRole('heading', { name: 'The basics' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 9')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Loft');
    expect(screen.getByText('4 of 80 characters')).toBeInTheDocument();
    await next();
    expect(await screen.findByText('Is too short (minimum is 5 characters)')).toBeInTheDocument();
    expect(screen.getByText('Please select an activity type.')).toBeInTheDocument();
    expect(screen.getByText('Please select a location.')).toBeInTheDocument();
    expect(screen.getByText('Please enter how many people your space holds.')).toBeInTheDocument();
    expect(listingDrafts.create).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('saves the basics as a new draft (activities ticked, the city’s place id), keeps the draft in the address, then the space step', async () => {
    const { api, listingDrafts } = draftsApi([]);
    renderAccount(<AddSpacePage />, { api });
    await userEvent.type(await screen.findByLabelText('Title'), 'Sunny loft with a terrace');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Party' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Meeting' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Brookl');
    await userEvent.click(await screen.findByRole('option', { name: /Brooklyn/ }, { timeout: 3000 }));
    await userEvent.type(screen.getByLabelText('Capacity (people)'), '40');
    await next();
    await waitFor(() =>
      expect(listingDrafts.create).toHaveBeenCalledWith({ title: 'Sunny loft with a terrace', activities: ['party', 'meeting'], place_id: 'gn:5110302', capacity: 40 }),
    );
    expect(await screen.findByRole('heading', { name: 'The space' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#draft=3&step=space');
    expect(screen.getByText('Saved. You can leave and continue later.')).toBeInTheDocument();
    await next();
    expect(await screen.findByText('Please choose what kind of space it is.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Type of space'), 'loft');
    await userEvent.type(screen.getByLabelText('Size'), '1200');
    await next();
    await waitFor(() => expect(listingDrafts.update).toHaveBeenCalledWith(3, { space_type: 'loft', size: 1200, size_unit: 'sqft' }));
    expect(await screen.findByRole('heading', { name: 'Address and map' })).toBeInTheDocument();
  });

  it('asks for the street, and sends no pin when the host left it at the city’s centre', async () => {
    const { api, listingDrafts } = draftsApi([{ ...DRAFT, steps: { ...DRAFT.steps, space: true } }]);
    window.history.replaceState(null, '', '/app/ps#draft=3&step=location');
    renderAccount(<AddSpacePage />, { api });
    expect(await screen.findByRole('heading', { name: 'Address and map' })).toBeInTheDocument();
    expect(screen.getByText('Pin at 40.65000, -73.95000')).toBeInTheDocument();
    await next();
    expect(await screen.findByText('Please enter your street address or PO Box.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Street address'), '12 Water St');
    await next();
    await waitFor(() => expect(listingDrafts.update).toHaveBeenCalledWith(3, { street: '12 Water St' }));
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
  });

  it('uploads several photos, refuses a file that is not an image, retries a failed one, and reorders', async () => {
    const { api, listingDrafts } = draftsApi([{ ...DRAFT, photos: [photo(1)] }]);
    listingDrafts.uploadPhoto.mockRejectedValueOnce(new Error('network'));
    window.history.replaceState(null, '', '/app/ps#draft=3&step=photos');
    const { container } = renderAccount(<AddSpacePage />, { api });
    const input = (await screen.findByLabelText('Choose photos')) as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [
      new File(['a'], 'terrace.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'kitchen.png', { type: 'image/png' }),
      new File(['c'], 'notes.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByText('notes.pdf is not a JPG, PNG or WebP image.')).toBeInTheDocument();
    expect(await screen.findByText('This photo could not be uploaded. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('2 of 5 photos added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try terrace.jpg again' }));
    expect(await screen.findByText('3 of 5 photos added')).toBeInTheDocument();
    expect(listingDrafts.uploadPhoto).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: 'Remove notes.pdf from the list' }));
    await user.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await waitFor(() => expect(listingDrafts.arrangePhotos).toHaveBeenCalledWith(3, { order: ['p3', 'p1', 'p2'] }));
    expect(await screen.findByText('Photo 3 is now the cover.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your photos, in the order guests see them' });
    expect([...list.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['p3', 'p1', 'p2'].map((id) => `https://api.example/v1/images/${id}`));
    await user.type(screen.getByLabelText('Description of photo 1'), 'The terrace at sunset');
    await user.tab();
    await waitFor(() => expect(listingDrafts.arrangePhotos).toHaveBeenLastCalledWith(3, { order: ['p3', 'p1', 'p2'], alt: { p3: 'The terrace at sunset' } }));
    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    await waitFor(() => expect(listingDrafts.arrangePhotos).toHaveBeenLastCalledWith(3, { order: ['p1', 'p3', 'p2'] }));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('prices an example booking as the guest will see it and saves minor units', async () => {
    const { api, listingDrafts } = draftsApi([{ ...DRAFT, photos: [1, 2, 3, 4, 5].map(photo) }]);
    window.history.replaceState(null, '', '/app/ps#draft=3&step=price');
    renderAccount(<AddSpacePage />, { api });
    await userEvent.type(await screen.findByLabelText('Hourly price (USD)'), '0.5');
    await next();
    expect(await screen.findByText('The hourly price must be between 1 and 10,000.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Hourly price (USD)'));
    await userEvent.type(screen.getByLabelText('Hourly price (USD)'), '85.50');
    await userEvent.type(screen.getByLabelText('Cleaning fee per booking (USD, optional)'), '40');
    await userEvent.clear(screen.getByLabelText('Discount for 8 hours or more (%)'));
    await userEvent.type(screen.getByLabelText('Discount for 8 hours or more (%)'), '10');
    expect(screen.getByText('4 hours: $342.00 for the hours, $382.00 with the cleaning fee.')).toBeInTheDocument();
    expect(screen.getByText(/8 hours: \$684.00 for the hours, \$655.60 with the cleaning fee. Your discount takes \$68.40 off./)).toBeInTheDocument();
    await next();
    await waitFor(() => expect(listingDrafts.update).toHaveBeenCalledWith(3, { hourly_price_minor: 8550, min_hours: 1, cleaning_fee_minor: 4000, long_discount_percent: 10 }));
    expect(await screen.findByRole('heading', { name: 'Availability' })).toBeInTheDocument();
  });

  it('refuses a minimum booking longer than every open day, from the price step and from the hours', async () => {
    const short = { opens: '10:00', closes: '14:00' };
    const week = { mon: short, tue: short, wed: null, thu: null, fri: null, sat: null, sun: null };
    const { api, listingDrafts } = draftsApi([{ ...DRAFT, opening_hours: week, min_hours: 6, hourly_price: 50 }]);
    window.history.replaceState(null, '', '/app/ps#draft=3&step=price');
    renderAccount(<AddSpacePage />, { api });
    expect(await screen.findByLabelText('Minimum booking (hours)')).toHaveValue('6');
    await next();
    expect(await screen.findByText('Your minimum booking of 6 hours is longer than every day your space is open.')).toBeInTheDocument();
    expect(listingDrafts.update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Availability' }));
    await next();
    expect(await screen.findByText('Your minimum booking of 6 hours is longer than every day your space is open.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Monday closes at'), '20:00');
    await next();
    await waitFor(() => expect(listingDrafts.update).toHaveBeenCalledTimes(1));
  });

  it('takes opening hours per weekday and refuses a week with no open day or a day that closes before it opens', async () => {
    const { api, listingDrafts } = draftsApi([DRAFT]);
    window.history.replaceState(null, '', '/app/ps#draft=3&step=availability');
    renderAccount(<AddSpacePage />, { api });
    const monday = await screen.findByRole('group', { name: 'Monday' });
    await userEvent.selectOptions(within(monday).getByLabelText('Monday closes at'), '08:00');
    await next();
    expect(await screen.findByText('Please choose an opening time before the closing time, on the hour or half hour.')).toBeInTheDocument();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await userEvent.click(screen.getByRole('checkbox', { name: day }));
    await next();
    expect(await screen.findByText('Please open your space on at least one day of the week.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.selectOptions(screen.getByLabelText('Saturday closes at'), '24:00');
    await userEvent.selectOptions(screen.getByLabelText('Time kept free between bookings'), '30');
    await next();
    await waitFor(() =>
      expect(listingDrafts.update).toHaveBeenCalledWith(3, {
        opening_hours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: { opens: '09:00', closes: '24:00' }, sun: null },
        buffer_minutes: 30,
        booking_window_days: 365,
        notice_hours: 0,
      }),
    );
  });

  it('goes live: the checklist asks for the phone through mf-auth, Publish waits for an empty list, then the shell reads the session again', async () => {
    const bus = freshBus(GUEST_SESSION);
    const requests: string[] = [];
    bus.handle('auth:open', (payload) => void requests.push(`auth:${payload.view}`));
    bus.handle('session:refresh', () => void requests.push('refresh'));
    const { api, listingDrafts } = draftsApi([READY]);
    window.history.replaceState(null, '', '/app/ps#draft=3');
    const { container } = renderAccount(<AddSpacePage />, { api });
    expect(await screen.findByRole('heading', { name: 'Go live' })).toBeInTheDocument();
    expect(await screen.findByText('Verify your phone number.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Verify your phone' }));
    expect(requests).toEqual(['auth:phone']);
    listingDrafts.checklist.mockResolvedValue({ draft_id: 3, space_id: null, ready: true, items: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(listingDrafts.publish).toHaveBeenCalledWith(3));
    expect(await screen.findByRole('heading', { name: 'Your space is live' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your space' })).toHaveAttribute('href', '/space/901/sunny-loft-with-a-terrace');
    expect(requests).toEqual(['auth:phone', 'refresh']);
  });

  it('lists existing drafts and continues one at its first screen not done', async () => {
    const { api } = draftsApi([DRAFT]);
    renderAccount(<AddSpacePage />, { api });
    expect(await screen.findByRole('heading', { name: 'Your spaces in progress' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Sunny loft with a terrace' }));
    expect(await screen.findByRole('heading', { name: 'The space' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 9')).toBeInTheDocument();
  });

  it('shows an error card with a retry when the drafts cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, listingDrafts } = draftsApi([]);
    listingDrafts.list.mockRejectedValueOnce(new Error('down'));
    renderAccount(<AddSpacePage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The basics' })).toBeInTheDocument();
  });

  it('opens another person’s or an unknown draft named in the address as the person’s own list', async () => {
    const { api } = draftsApi([DRAFT]);
    window.history.replaceState(null, '', '/app/ps#draft=77&step=price');
    renderAccount(<AddSpacePage />, { api });
    expect(await screen.findByRole('heading', { name: 'Your spaces in progress' })).toBeInTheDocument();
    await act(async () => {});
    expect(window.location.hash).toBe('');
  });

  it('resumes at the first screen a draft has not done, and reads only well-formed addresses', () => {
    expect(resumeScreen(DRAFT)).toBe('space');
    expect(resumeScreen({ ...DRAFT, steps: { ...ALL_STEPS, price: false } })).toBe('photos');
    expect(resumeScreen({ ...READY, steps: { ...ALL_STEPS, rules: false } })).toBe('rules');
    expect(resumeScreen(READY)).toBe('golive');
    expect(readHash('#draft=12&step=photos')).toEqual({ draftId: 12, screen: 'photos' });
    expect(readHash('#s=spaces&draft=12')).toEqual({ draftId: 12, screen: null });
    expect(readHash('#draft=12&step=<script>')).toEqual({ draftId: 12, screen: null });
    expect(readHash('#draft=-1')).toBeNull();
    expect(readHash('#draft=1e3')).toEqual({ draftId: 1000, screen: null });
    expect(readHash('#draft=abc')).toBeNull();
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    fireEvent.dragEnd(document.body);
  });
});
