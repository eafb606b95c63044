import type { ApiClient, LiveEvent, LiveEvents } from '@hourspace/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import { InboxPage } from '../inbox-page';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';

const LIVE_KEY = Symbol.for('hourspace.live-events.v1');

/** A fake page stream (docs/decisions/live-events.md), put where `pageLiveEvents` finds it. */
function installFakeStream() {
  const handlers = new Set<(event: LiveEvent) => void>();
  const fake = {
    connected: true,
    subscribe: jest.fn((handler: (event: LiveEvent) => void) => {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    }),
    onStatus: () => () => undefined,
    emit: (event: LiveEvent) => handlers.forEach((handler) => handler(event)),
  };
  (globalThis as Record<symbol, unknown>)[LIVE_KEY] = fake satisfies LiveEvents;
  return fake;
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[LIVE_KEY];
});

const grace = (unread: number, last: string) => ({
  id: 't-1',
  role: 'host',
  with: { id: 'g-1', first_name: 'Grace' },
  space: null,
  last_message: { message: last, from: 'g-1', created_at: '2030-01-01T10:00:00.000Z' },
  unread,
});

function listApi() {
  const request = jest.fn(async () => ({ data: [grace(1, 'Hello host')] }));
  return { request } as unknown as Partial<ApiClient> & { request: jest.Mock };
}

describe('the inbox on the live stream', () => {
  it('reads its threads again when a message arrives, without a reload', async () => {
    const stream = installFakeStream();
    freshBus(GUEST_SESSION);
    const api = listApi();
    renderAccount(<InboxPage />, { api });
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    api.request.mockResolvedValue({ data: [grace(2, 'Are you there?')] });
    act(() => stream.emit({ type: 'message', thread_id: 't-1', message_id: 'm-2' }));
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(screen.getAllByText('Are you there?').length).toBeGreaterThan(0);
  });

  it('reads them again on a booking change and a resync, and not for an unread count alone', async () => {
    const stream = installFakeStream();
    freshBus(GUEST_SESSION);
    const api = listApi();
    renderAccount(<InboxPage />, { api });
    await screen.findByText('1 unread');
    const calls = api.request.mock.calls.length;
    act(() => stream.emit({ type: 'unread', count: 4 }));
    expect(api.request).toHaveBeenCalledTimes(calls);
    act(() => stream.emit({ type: 'booking', booking_id: 9, status: 'confirmed' }));
    await waitFor(() => expect(api.request.mock.calls.length).toBeGreaterThan(calls));
    const afterBooking = api.request.mock.calls.length;
    act(() => stream.emit({ type: 'resync' }));
    await waitFor(() => expect(api.request.mock.calls.length).toBeGreaterThan(afterBooking));
  });
});
