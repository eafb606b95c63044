import { postBooking } from './support/checkout';
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { freshEmail, testApiOfFile } from './support/test-api';
import { slotOf } from './support/slots';

const api = testApiOfFile({ SEED_SPACES: '200', SEED_PHOTOS: '8' });
let hostToken: string;
let hostId: string;
let spaceId: number;
beforeAll(async () => {
  hostToken = await api.login('host@example.com');
  const mine = (await api.request('GET', '/v1/hosts/me/spaces', { token: hostToken })).body.data as { id: number }[];
  spaceId = mine[0]!.id;
  hostId = (await api.request('GET', `/v1/spaces/${spaceId}`)).body.host.id;
});

const SUITE = 'messages';

async function freshGuest() {
  const { access_token: token, SSOid } = await api.signup(freshEmail('guest'));
  return { token, SSOid };
}

const unreadCount = async (token: string) => (await api.request('GET', '/v1/messages/user/threads/count?is_read=false', { token })).body.thread_count as number;

/** "Message the host" from the space page: POST /v1/message/send with the space. */
const messageHost = (token: string, message: string, space = spaceId, to = hostId) => api.request('POST', '/v1/message/send', { token, body: { to, message, space_id: space } });

describe('"Message the host" about a space', () => {
  it('opens the guest’s thread with the host about the space, then reuses it', async () => {
    const guest = await freshGuest();
    const before = await unreadCount(hostToken);
    const first = await messageHost(guest.token, 'Is the terrace covered if it rains?');
    expect(first.status).toBe(201);
    expect(first.body).toEqual(expect.objectContaining({ from: guest.SSOid, to: hostId, message: 'Is the terrace covered if it rains?', is_read: false }));
    const threadId = first.body.thread_id as string;
    expect(await unreadCount(hostToken)).toBe(before + 1);

    const second = await messageHost(guest.token, 'And is there parking nearby?');
    expect(second.body.thread_id).toBe(threadId);
    expect(await unreadCount(hostToken)).toBe(before + 1);

    const listed = (await api.request('GET', '/v1/messages/threads', { token: guest.token })).body.data as { id: string; role: string; space: { id: number } | null }[];
    expect(listed).toEqual([expect.objectContaining({ id: threadId, role: 'guest', space: expect.objectContaining({ id: spaceId }) })]);
    const hostView = await api.request('GET', `/v1/messages/threads/${threadId}`, { token: hostToken });
    expect(hostView.body.role).toBe('host');
    expect(hostView.body.messages.map((m: { message: string }) => m.message)).toEqual(['Is the terrace covered if it rains?', 'And is there parking nearby?']);

    // The host opens the thread: the count drops back.
    expect((await api.request('PUT', `/v1/messages/threads/${threadId}/read`, { token: hostToken })).body.marked).toBe(2);
    expect(await unreadCount(hostToken)).toBe(before);
  });

  it('is the same thread a booking request for that space then uses', async () => {
    const guest = await freshGuest();
    const sent = await messageHost(guest.token, 'Hello! A question first.');
    const detail = (await api.request('GET', `/v1/spaces/${spaceId}`)).body;
    const { starts_at, ends_at } = slotOf(detail, 90);
    const booking = await postBooking(api, guest.token, {
      space_id: spaceId,
      starts_at,
      ends_at,
      attendees: 3,
      activity: 'party',
      message: 'Booking now.',
      terms: true,
    });
    expect(booking.status).toBe(201);
    expect(booking.body.thread_id).toBe(sent.body.thread_id);
  });

  it('refuses to start a thread about a space with someone who does not host it', async () => {
    const guest = await freshGuest();
    const otherGuest = await freshGuest();
    const answer = await messageHost(guest.token, 'Hi', spaceId, otherGuest.SSOid);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('validation');
    expect((await api.request('GET', '/v1/messages/threads', { token: otherGuest.token })).body.data).toEqual([]);
    expect((await messageHost(guest.token, 'Hi', 2 ** 31 - 1)).status).toBe(404);
  });

  it('never lets a guest who messaged the host read, mark or write into the host’s other threads', async () => {
    const alice = await freshGuest();
    const mallory = await freshGuest();
    const aliceThread = (await messageHost(alice.token, 'Private question')).body.thread_id as string;
    await messageHost(mallory.token, 'My own question');
    const hostThreads = (await api.request('GET', '/v1/messages/threads', { token: hostToken })).body.data as { id: string }[];
    const mine = (await api.request('GET', '/v1/messages/threads', { token: mallory.token })).body.data as { id: string }[];
    expect(mine).toHaveLength(1);
    let leaks = 0;
    for (const { id } of hostThreads.filter((t) => t.id !== mine[0]!.id)) {
      const read = await api.request('GET', `/v1/messages/threads/${id}`, { token: mallory.token });
      const mark = await api.request('PUT', `/v1/messages/threads/${id}/read`, { token: mallory.token });
      const write = await api.request('POST', '/v1/message/send', { token: mallory.token, body: { to: hostId, message: 'sneaky', thread_id: id } });
      for (const answer of [read, mark, write]) {
        expect([403, 404]).toContain(answer.status);
        if (answer.status < 400) leaks++;
      }
    }
    const own = await api.request('GET', `/v1/messages/threads/${aliceThread}`, { token: alice.token });
    expect(own.body.messages.map((m: { message: string }) => m.message)).toEqual(['Private question']);
    recordFigure(SUITE, 'host threads read, marked or written by another guest', leaks);
  });

  it('answers the §5 message for an empty message and 401 without a token', async () => {
    const guest = await freshGuest();
    const empty = await messageHost(guest.token, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error_description).toBe('Please enter a message.');
    expect((await api.request('POST', '/v1/message/send', { body: { to: hostId, message: 'Hi', space_id: spaceId } })).status).toBe(401);
  });
});

describe('editing and marking messages (PUT /v1/message/update)', () => {
  it('lets the sender edit within the window, the recipient mark read or unread, and nobody else either', async () => {
    const guest = await freshGuest();
    const stranger = await freshGuest();
    const sent = await messageHost(guest.token, 'Can we come at 9?');
    const id = sent.body.id as string;

    const edited = await api.request('PUT', '/v1/message/update', { token: guest.token, body: { id, message: 'Can we come at 10?' } });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Can we come at 10?');
    const thread = await api.request('GET', `/v1/messages/threads/${sent.body.thread_id}`, { token: hostToken });
    expect(thread.body.messages.map((m: { message: string }) => m.message)).toEqual(['Can we come at 10?']);

    // The recipient can mark it read or unread, but not rewrite it; the sender cannot mark it.
    expect((await api.request('PUT', '/v1/message/update', { token: hostToken, body: { id, message: 'Rewritten by the host' } })).status).toBe(403);
    expect((await api.request('PUT', '/v1/message/update', { token: guest.token, body: { id, is_read: true } })).status).toBe(403);
    const read = await api.request('PUT', '/v1/message/update', { token: hostToken, body: { id, is_read: true } });
    expect(read.body.is_read).toBe(true);
    const unread = await api.request('PUT', '/v1/message/update', { token: hostToken, body: { id, is_read: false } });
    expect(unread.body.is_read).toBe(false);

    // Someone outside the thread gets 404 for both, as for a message that does not exist.
    let leaks = 0;
    for (const body of [
      { id, message: 'sneaky' },
      { id, is_read: true },
    ]) {
      const answer = await api.request('PUT', '/v1/message/update', { token: stranger.token, body });
      expect(answer.status).toBe(404);
      if (answer.status < 400) leaks++;
    }
    expect((await api.request('PUT', '/v1/message/update', { token: guest.token, body: { id: '00000000-0000-4000-8000-000000000000', message: 'x' } })).status).toBe(404);
    const after = await api.request('GET', `/v1/messages/threads/${sent.body.thread_id}`, { token: guest.token });
    expect(after.body.messages.map((m: { message: string }) => m.message)).toEqual(['Can we come at 10?']);
    recordFigure(SUITE, 'foreign messages edited or marked', leaks);
  });

  it('answers the §5 message for an emptied message', async () => {
    const guest = await freshGuest();
    const sent = await messageHost(guest.token, 'Hello');
    const answer = await api.request('PUT', '/v1/message/update', { token: guest.token, body: { id: sent.body.id, message: '  ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe('Please enter a message.');
  });
});

// Last in the file: it moves the server's clock on by more than the access tokens' lifetime.
describe('the edit window', () => {
  it('closes: after 15 minutes the sender can no longer edit', async () => {
    const host = await api.login('host@example.com');
    const mine = (await api.request('GET', '/v1/hosts/me/spaces', { token: host })).body.data as { id: number }[];
    const space = (await api.request('GET', `/v1/spaces/${mine[0]!.id}`)).body;
    const email = freshEmail('guest');
    const guest = (await api.signup(email)).access_token;
    const sent = await api.request('POST', '/v1/message/send', { token: guest, body: { to: space.host.id, message: 'Early message', space_id: space.id } });
    expect(sent.status).toBe(201);
    // Time moves on the server's clock (docs/decisions/injectable-clock.md): 14:58 after sending
    // the window is open, 15:01 after it is closed.
    await api.advanceClock(898_000);
    const inTime = await api.request('PUT', '/v1/message/update', { token: guest, body: { id: sent.body.id, message: 'Still in time' } });
    expect(inTime.status).toBe(200);
    await api.advanceClock(3_000);
    // The tokens above have outlived their 15 minutes too: log in again.
    const [guestNow, hostNow] = [await api.login(email), await api.login('host@example.com')];
    const late = await api.request('PUT', '/v1/message/update', { token: guestNow, body: { id: sent.body.id, message: 'Too late' } });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('edit_window_closed');
    // Marking read is not an edit: the host still can.
    expect((await api.request('PUT', '/v1/message/update', { token: hostNow, body: { id: sent.body.id, is_read: true } })).status).toBe(200);
  });
});
