import type { LiveEvent, LiveEvents } from '@hourspace/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeNavApi, freshPageForEachTest, renderNav } from '../../../../testing/render-nav';
import { useUnreadCount } from '../get-unread-count';

freshPageForEachTest(1280);

/** A fake page stream (docs/decisions/live-events.md), put where `pageLiveEvents` finds it. */
function installFakeStream() {
  const handlers = new Set<(event: LiveEvent) => void>();
  const statuses = new Set<(connected: boolean) => void>();
  const fake = {
    connected: false,
    subscribe: jest.fn((handler: (event: LiveEvent) => void) => {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    }),
    onStatus(handler: (connected: boolean) => void) {
      statuses.add(handler);
      return () => void statuses.delete(handler);
    },
    emit: (event: LiveEvent) => handlers.forEach((handler) => handler(event)),
    listeners: () => handlers.size,
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for('hourspace.live-events.v1')] = fake satisfies LiveEvents;
  return fake;
}

/** What the nav's badge reads: the count, or nothing while it is unknown. */
function Count({ SSOid }: { SSOid: string | null }) {
  const count = useUnreadCount(SSOid);
  return <output>{count === null ? '' : String(count)}</output>;
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('hourspace.live-events.v1')];
});

describe('the inbox badge on the live stream', () => {
  it('reads the count again when the stream says it changed', async () => {
    const stream = installFakeStream();
    const api = fakeNavApi();
    api.getUnreadThreadCount.mockResolvedValueOnce({ thread_count: 2 }).mockResolvedValue({ thread_count: 3 });
    renderNav(<Count SSOid="u-host" />, { api });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2'));
    act(() => stream.emit({ type: 'unread', count: 3 }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3'));
    expect(api.getUnreadThreadCount).toHaveBeenCalledTimes(2);
  });

  it('reads it again after a resync, and not for a booking change', async () => {
    const stream = installFakeStream();
    const api = fakeNavApi();
    api.getUnreadThreadCount.mockResolvedValueOnce({ thread_count: 2 }).mockResolvedValue({ thread_count: 0 });
    renderNav(<Count SSOid="u-guest" />, { api });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2'));
    act(() => stream.emit({ type: 'booking', booking_id: 4, status: 'confirmed' }));
    expect(api.getUnreadThreadCount).toHaveBeenCalledTimes(1);
    act(() => stream.emit({ type: 'resync' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0'));
  });

  it('opens no stream while signed out', async () => {
    const stream = installFakeStream();
    const api = fakeNavApi();
    renderNav(<Count SSOid={null} />, { api });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(stream.subscribe).not.toHaveBeenCalled();
    expect(api.getUnreadThreadCount).not.toHaveBeenCalled();
  });
});
