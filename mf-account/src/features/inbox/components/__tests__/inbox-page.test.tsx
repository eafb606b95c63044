import { ApiError, ApiErrorCode, type ApiClient } from '@hourspace/api-client';
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

function inboxApi(thread: typeof THREAD = THREAD) {
  const request = jest.fn(async (spec: { method: string; path: string; json?: Record<string, unknown> }) => {
    if (spec.method === 'GET' && spec.path === '/v1/messages/threads') return { data: THREADS };
    if (spec.method === 'GET') return thread;
    if (spec.path.endsWith('/read')) return { marked: 1 };
    if (spec.path === '/v1/message/send') return { id: 'm-2' };
    return { id: 9, status: String(spec.json?.status) };
  });
  const updateMessage = jest.fn(async (body: { id: string }) => ({ id: body.id }));
  return { request, updateMessage } as unknown as Partial<ApiClient> & { request: jest.Mock; updateMessage: jest.Mock };
}

/** A thread where the person (user-1) wrote one message 5 minutes ago and one an hour ago. */
function threadWithMine() {
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  return {
    ...THREAD,
    bookings: [],
    messages: [
      { id: 'm-old', from: 'user-1', message: 'An old note', created_at: ago(60), is_read: true },
      { id: 'm-1', from: 'g-1', message: 'Hello host', created_at: ago(30), is_read: false },
      { id: 'm-new', from: 'user-1', message: 'See you at 9', created_at: ago(5), is_read: false },
    ],
  };
}

/** Opens Grace's conversation from the list, as a person would (none opens by itself). */
async function openGrace() {
  await userEvent.click(await screen.findByRole('button', { name: /^Grace/ }));
}

describe('the inbox', () => {
  it('lists threads with their unread count, opens none by itself, and marks one read when it is opened', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const api = inboxApi();
    const { container } = renderAccount(<InboxPage />, { api });
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT' }));
    await openGrace();
    expect(await screen.findByRole('heading', { name: 'Conversation with Grace' })).toBeInTheDocument();
    expect(screen.getAllByText('Hello host').length).toBeGreaterThan(0);
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/messages/threads/t-1/read' })));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lets the host accept the request card in the thread', async () => {
    freshBus({ ...GUEST_SESSION, navState: 'NAV_LOGGED_IN_HOST' });
    const api = inboxApi();
    renderAccount(<InboxPage />, { api });
    await openGrace();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the request' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/v1/bookings/9', json: { status: 'accepted' } })));
  });

  it('requires a message before sending, then sends it into the thread', async () => {
    freshBus(GUEST_SESSION);
    const api = inboxApi();
    renderAccount(<InboxPage />, { api });
    await openGrace();
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

  it('tells the nav when opening the thread marked messages read', async () => {
    const bus = freshBus(GUEST_SESSION);
    const changed = jest.fn();
    bus.on('account:inbox-changed', changed);
    renderAccount(<InboxPage />, { api: inboxApi() });
    await openGrace();
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ SSOid: 'user-1' }));
  });

  it('offers Edit only on the person’s own messages younger than 15 minutes, and saves the edit', async () => {
    const bus = freshBus(GUEST_SESSION);
    const changed = jest.fn();
    bus.on('account:inbox-changed', changed);
    const api = inboxApi(threadWithMine());
    renderAccount(<InboxPage />, { api });
    await openGrace();
    const edits = await screen.findAllByRole('button', { name: /^Edit your message sent/ });
    expect(edits).toHaveLength(1);
    await userEvent.click(edits[0]!);
    const field = screen.getByLabelText('Edit your message');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(api.updateMessage).not.toHaveBeenCalled();
    await userEvent.type(field, 'See you at 10');
    changed.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.updateMessage).toHaveBeenCalledWith({ id: 'm-new', message: 'See you at 10' }));
    expect(await screen.findByText('Your message was updated.')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith({ SSOid: 'user-1' });
  });

  it('says so when the 15 minutes ran out before the edit was saved, and Escape cancels', async () => {
    freshBus(GUEST_SESSION);
    const api = inboxApi(threadWithMine());
    api.updateMessage.mockRejectedValue(new ApiError(ApiErrorCode.HTTP, 'edit window closed', { status: 400, error: 'edit_window_closed' }));
    renderAccount(<InboxPage />, { api });
    await openGrace();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit your message sent/ }));
    await userEvent.type(screen.getByLabelText('Edit your message'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Messages can be edited for 15 minutes after sending.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Edit your message')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Edit your message sent/ })).toHaveFocus());
  });

  it('marks the conversation unread and read again, telling the nav each time', async () => {
    const bus = freshBus(GUEST_SESSION);
    const changed = jest.fn();
    bus.on('account:inbox-changed', changed);
    const api = inboxApi(threadWithMine());
    const { container } = renderAccount(<InboxPage />, { api });
    await openGrace();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(api.updateMessage).toHaveBeenCalledWith({ id: 'm-1', is_read: false }));
    expect(await screen.findByText('Conversation marked as unread.')).toBeInTheDocument();
    changed.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Conversation marked as read.')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith({ SSOid: 'user-1' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
