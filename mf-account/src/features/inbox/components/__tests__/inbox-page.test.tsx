import type { ApiClient } from '@hourspace/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { InboxPage } from '../inbox-page';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';

expect.extend(toHaveNoViolations);

const THREADS = [
  {
    id: 't-1',
    role: 'host',
    with: { id: 'g-1', first_name: 'Grace' },
    space: { id: 4, title: 'Sunlit Loft' },
    last_message: { message: 'Hello host', from: 'g-1', created_at: '2030-01-01T10:00:00.000Z' },
    unread: 1,
  },
  { id: 't-2', role: 'guest', with: { id: 'h-2', first_name: 'Pat' }, space: null, last_message: null, unread: 0 },
];

const THREAD = {
  id: 't-1',
  role: 'host',
  with: { id: 'g-1', first_name: 'Grace' },
  messages: [{ id: 'm-1', from: 'g-1', message: 'Hello host', created_at: '2030-01-01T10:00:00.000Z', is_read: false }],
  bookings: [
    {
      id: 9,
      space: { id: 4, title: 'Sunlit Loft' },
      starts_at: '2030-05-04T10:00:00',
      ends_at: '2030-05-04T13:00:00',
      status: 'requested',
      attendees: 12,
      currency: 'USD',
      total: 396,
    },
  ],
};

function inboxApi() {
  const request = jest.fn(async (spec: { method: string; path: string; json?: Record<string, unknown> }) => {
    if (spec.method === 'GET' && spec.path === '/v1/messages/threads') return { data: THREADS };
    if (spec.method === 'GET') return THREAD;
    if (spec.path.endsWith('/read')) return { marked: 1 };
    if (spec.path === '/v1/message/send') return { id: 'm-2' };
    return { id: 9, status: String(spec.json?.status) };
  });
  return { request } as unknown as Partial<ApiClient> & { request: jest.Mock };
}

describe('the inbox', () => {
  it('lists threads with their unread count, opens the first and marks it read', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const api = inboxApi();
    const { container } = renderAccount(<InboxPage />, { api });
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Conversation with Grace' })).toBeInTheDocument();
    expect(screen.getAllByText('Hello host').length).toBeGreaterThan(0);
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/messages/threads/t-1/read' })));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lets the host accept the request card in the thread', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const api = inboxApi();
    renderAccount(<InboxPage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the request' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/bookings/9', json: { status: 'accepted' } })));
  });

  it('requires a message before sending, then sends it into the thread', async () => {
    freshBus(GUEST_SESSION);
    const api = inboxApi();
    renderAccount(<InboxPage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message to Grace'), 'See you then!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'POST', path: '/v1/message/send', json: { to: 'g-1', thread_id: 't-1', message: 'See you then!' } }),
      ),
    );
  });
});
