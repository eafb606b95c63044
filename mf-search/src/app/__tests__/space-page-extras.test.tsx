import { getBus } from '@hourspace/bus';
import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { fakeApi, spaceDetail } from '../../testing/fake-api';
import { at, resetPage } from '../../testing/navigation';
import { renderSearch } from '../../testing/render';
import { Root } from '../root';

expect.extend(toHaveNoViolations);

const GUEST = { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u-1' } } as const;

beforeEach(resetPage);

describe('the full-screen gallery', () => {
  function twelvePhotos() {
    const space = spaceDetail(5);
    return fakeApi({
      space: jest.fn(async () => ({
        ...space,
        photos: Array.from({ length: 12 }, (_, i) => ({ url: `https://img.example/5-${i + 1}.jpg`, blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH', width: 640, height: 427, alt: null })),
      })),
    });
  }

  it('opens as a dialog with a counter, moves with the arrow keys, and closes with Escape back to its button', async () => {
    at('/us/space/5');
    renderSearch(<Root />, { api: twelvePhotos() });
    const open = await screen.findByRole('button', { name: 'Show all photos' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Sunlit Loft 5' });
    expect(within(dialog).getByText('1 of 12')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'All photos' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 of 12')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('2 of 12')).toBeInTheDocument();
    // The BlurHash shows first: the photo's box carries it until the image loads.
    const photo = within(dialog).getByRole('img', { name: 'Photo 2 of 12 of Sunlit Loft 5' });
    expect(photo.parentElement?.getAttribute('style')).toMatch(/background-image: url\("data:image/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('traps the focus and has no axe violations', async () => {
    at('/us/space/5');
    renderSearch(<Root />, { api: twelvePhotos() });
    await userEvent.click(await screen.findByRole('button', { name: 'Show all photos' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(await axe(dialog)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('"Message the host"', () => {
  it('signed in, writes to the host about the space (a message is required) and links to the thread', async () => {
    at('/us/space/5');
    getBus().setState('session', GUEST);
    const api = fakeApi();
    renderSearch(<Root />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Message the host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Harper' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByText('Please enter a message.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your message to Harper')).toHaveAccessibleDescription(/Please enter a message\./);
    expect(api.messageHost).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Your message to Harper'), 'Is there a lift?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(api.messageHost).toHaveBeenCalledWith({ to: 'host-1', space_id: 5, message: 'Is there a lift?' }));
    expect(await within(dialog).findByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Go to the conversation' })).toHaveAttribute('href', '/us/inbox?thread=thread-77');
    expect(await axe(dialog)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the text and says so when sending fails', async () => {
    at('/us/space/5');
    getBus().setState('session', GUEST);
    const api = fakeApi({ messageHost: jest.fn(async () => Promise.reject(new ApiError(ApiErrorCode.HTTP, 'boom', { status: 500 }))) });
    renderSearch(<Root />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Message the host' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your message to Harper'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(within(dialog).getByLabelText('Your message to Harper')).toHaveValue('Hello');
  });

  it('logged out, opens sign-up with source msg and opens the dialog once signed in', async () => {
    at('/us/space/5');
    const requests: unknown[] = [];
    const release = getBus().handle('auth:open', (request) => requests.push(request));
    renderSearch(<Root />, { api: fakeApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Message the host' }));
    await waitFor(() => expect(requests).toEqual([{ view: 'signup', source: 'msg' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => getBus().setState('session', GUEST));
    expect(await screen.findByRole('dialog', { name: 'Message Harper' })).toBeInTheDocument();
    release();
  });

  it('is not offered to the space’s own host', async () => {
    at('/us/space/5');
    getBus().setState('session', { navState: 'NAV_LOGGED_IN_HOST', profile: { SSOid: 'host-1' } });
    renderSearch(<Root />, { api: fakeApi() });
    expect(await screen.findByRole('heading', { name: 'Hosted by Harper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message the host' })).not.toBeInTheDocument();
  });
});

describe('what the host wrote', () => {
  it("shows a host's kind and size, own house rules, per-weekday hours with the closed days, and the host's photo descriptions", async () => {
    at('/us/space/5');
    const space = spaceDetail(5);
    const day = { opens: '09:00', closes: '21:00' };
    renderSearch(<Root />, {
      api: fakeApi({
        space: jest.fn(async () => ({
          ...space,
          space_type: 'studio',
          size: 900,
          size_unit: 'sqft' as const,
          house_rules_text: 'No shoes in the studio.\nMusic off by 10 pm.',
          opening_hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: { opens: '10:00', closes: '24:00' }, sun: null },
          photos: space.photos.map((photo, i) => ({ ...photo, alt: i === 0 ? 'The studio from the door' : null })),
        })),
      }),
    });
    expect(await screen.findByText('Studio · 900 sq ft')).toBeInTheDocument();
    expect(screen.getByText(/No shoes in the studio\.\s+Music off by 10 pm\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByText('Sunday').nextSibling).toHaveTextContent('Closed');
    expect(screen.getByText('Saturday').nextSibling).toHaveTextContent('10:00 AM to 12:00 AM');
    expect(screen.getAllByRole('img', { name: 'The studio from the door' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: /^Photo 2 of 2 of / }).length).toBeGreaterThan(0);
  });

  it('keeps one line for a space open the same hours every day', async () => {
    at('/us/space/5');
    const day = { opens: '08:00', closes: '22:00' };
    renderSearch(<Root />, {
      api: fakeApi({ space: jest.fn(async () => ({ ...spaceDetail(5), opening_hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day } })) }),
    });
    expect(await screen.findByText('Open from 8:00 AM to 10:00 PM')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Opening hours' })).not.toBeInTheDocument();
  });
});
