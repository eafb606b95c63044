import { getBus } from '@hourspace/bus';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TopNav } from '../top-nav';
import { fakeNavApi, freshPageForEachTest, renderNav, SESSIONS, setSession } from '../../testing/render-nav';

freshPageForEachTest(1280);

describe("the inbox badge after mf-account's account:inbox-changed", () => {
  it('drops without a reload once the host opens the thread', async () => {
    setSession(SESSIONS.host);
    const api = fakeNavApi();
    api.getUnreadThreadCount.mockResolvedValueOnce({ thread_count: 2 }).mockResolvedValue({ thread_count: 1 });
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    expect(await screen.findByRole('link', { name: 'Inbox, 2 unread conversations' })).toBeInTheDocument();
    act(() => getBus().publish('account:inbox-changed', { SSOid: 'u-host' }));
    expect(await screen.findByRole('link', { name: 'Inbox, 1 unread conversation' })).toBeInTheDocument();
    expect(api.getUnreadThreadCount).toHaveBeenCalledTimes(2);
  });

  it('goes away when nothing is unread any more', async () => {
    setSession(SESSIONS.guest);
    const api = fakeNavApi();
    api.getUnreadThreadCount.mockResolvedValueOnce({ thread_count: 1 }).mockResolvedValue({ thread_count: 0 });
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    await screen.findByRole('link', { name: /Inbox, 1 unread/ });
    act(() => getBus().publish('account:inbox-changed', { SSOid: 'u-guest' }));
    expect(await screen.findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it("ignores another person's change and a malformed event", async () => {
    setSession(SESSIONS.host);
    const api = fakeNavApi();
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    await screen.findByRole('link', { name: /Inbox, 2 unread/ });
    act(() => getBus().publish('account:inbox-changed', { SSOid: 'someone-else' }));
    act(() => getBus().publish('account:inbox-changed', { nope: true } as never));
    // Give a refetch the chance it must not take.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.getUnreadThreadCount).toHaveBeenCalledTimes(1);
  });

  it('reads the count again when the window regains focus', async () => {
    setSession(SESSIONS.host);
    const api = fakeNavApi();
    api.getUnreadThreadCount.mockResolvedValueOnce({ thread_count: 2 }).mockResolvedValue({ thread_count: 3 });
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    await screen.findByRole('link', { name: /Inbox, 2 unread/ });
    act(() => {
      fireEvent(window, new Event('visibilitychange'));
      fireEvent.focus(window);
    });
    await waitFor(() => expect(api.getUnreadThreadCount).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('link', { name: 'Inbox, 3 unread conversations' })).toBeInTheDocument();
  });
});
