import { postBooking } from './support/checkout';
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { freshEmail, testApiOfFile } from './support/test-api';
import { slotOf } from './support/slots';

const api = testApiOfFile({ SEED_SPACES: '200', SEED_PHOTOS: '8' });

const SUITE = 'bookings and threads';

async function guestWithRequest(dayOffset: number) {
  const token = (await api.signup(freshEmail('guest'))).access_token;
  const hostToken = await api.login('host@example.com');
  const space = (await api.request('GET', '/v1/hosts/me/spaces', { token: hostToken })).body.data[0];
  const detail = (await api.request('GET', `/v1/spaces/${space.id}`)).body;
  const { starts_at, ends_at } = slotOf(detail, dayOffset);
  const booking = await postBooking(api, token, {
    space_id: space.id,
    starts_at,
    ends_at,
    attendees: 3,
    activity: 'party',
    message: 'Hello host',
    terms: true,
  });
  if (booking.status !== 201) throw new Error(`booking request failed: ${booking.text}`);
  return { token, booking: booking.body as { id: number; thread_id: string } };
}

describe('ownership', () => {
  it('never lets a guest read, mark or write into another guest’s thread, nor the host’s other threads', async () => {
    const alice = await guestWithRequest(70);
    const mallory = await guestWithRequest(71);
    const guestDemo = await api.login('guest@example.com');
    const demoThreads = (await api.request('GET', '/v1/messages/threads', { token: guestDemo })).body.data as { id: string }[];
    let leaks = 0;
    for (const thread of [alice.booking.thread_id, ...demoThreads.map((t) => t.id)]) {
      const read = await api.request('GET', `/v1/messages/threads/${thread}`, { token: mallory.token });
      const mark = await api.request('PUT', `/v1/messages/threads/${thread}/read`, { token: mallory.token });
      expect([403, 404]).toContain(read.status);
      expect([403, 404]).toContain(mark.status);
      if (read.status === 200 || mark.status === 200) leaks++;
    }
    const hostId = (await api.request('GET', `/v1/spaces/${(await api.request('GET', `/v1/bookings/${alice.booking.id}`, { token: alice.token })).body.space.id}`)).body.host.id;
    const injected = await api.request('POST', '/v1/message/send', { token: mallory.token, body: { to: hostId, message: 'sneaky', thread_id: alice.booking.thread_id } });
    expect(injected.status).toBe(404);
    // Alice's thread still holds only her message.
    const own = await api.request('GET', `/v1/messages/threads/${alice.booking.thread_id}`, { token: alice.token });
    expect(own.body.messages.map((m: { message: string }) => m.message)).toEqual(['Hello host']);
    const listed = (await api.request('GET', '/v1/messages/threads', { token: mallory.token })).body.data as { id: string }[];
    expect(listed.map((t) => t.id)).toEqual([mallory.booking.thread_id]);
    recordFigure(SUITE, 'foreign threads read or marked', leaks);
  });

  it('never lets a guest read, accept or cancel another guest’s booking', async () => {
    const alice = await guestWithRequest(72);
    const mallory = await guestWithRequest(73);
    expect([403, 404]).toContain((await api.request('GET', `/v1/bookings/${alice.booking.id}`, { token: mallory.token })).status);
    expect([403, 404]).toContain((await api.request('PUT', `/v1/bookings/${alice.booking.id}`, { token: mallory.token, body: { status: 'cancelled' } })).status);
    expect([403, 404]).toContain((await api.request('PUT', `/v1/bookings/${alice.booking.id}`, { token: mallory.token, body: { status: 'accepted' } })).status);
    const mine = (await api.request('GET', '/v1/bookings', { token: mallory.token })).body.data as { id: number }[];
    expect(mine.map((b) => b.id)).toEqual([mallory.booking.id]);
    // Another host cannot accept a request on host@example.com's space.
    const otherHost = await api.login('host.power@example.com');
    expect([403, 404]).toContain((await api.request('PUT', `/v1/bookings/${alice.booking.id}`, { token: otherHost, body: { status: 'accepted' } })).status);
    const hostRequests = (await api.request('GET', '/v1/bookings?role=host', { token: otherHost })).body.data as { id: number }[];
    expect(hostRequests.map((b) => b.id)).not.toContain(alice.booking.id);
    expect((await api.request('GET', `/v1/bookings/${alice.booking.id}`, { token: alice.token })).body.status).toBe('requested');
  });

  it('answers 400 for malformed ids and bodies, and 401 without a token, never a redirect', async () => {
    const { token } = await guestWithRequest(74);
    for (const path of ['/v1/bookings/abc', '/v1/bookings/-1', '/v1/bookings/99999999999']) expect((await api.request('GET', path, { token })).status).toBe(400);
    for (const path of ['/v1/messages/threads/not-a-uuid', '/v1/messages/threads/%00']) expect((await api.request('GET', path, { token })).status).toBe(400);
    expect((await api.request('PUT', '/v1/bookings/1', { token, body: { status: 'confirmed' } })).status).toBe(400);
    expect((await api.request('GET', '/v1/bookings?role=admin', { token })).status).toBe(400);
    for (const path of ['/v1/bookings', '/v1/messages/threads', '/v1/hosts/me/spaces']) {
      const answer = await api.request('GET', path, { redirect: 'manual' });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('location')).toBeNull();
    }
  });
});
