import { newKey, postBooking } from './support/checkout';
import { freshEmail, testApiOfFile } from './support/test-api';
import { slotOf } from './support/slots';

const api = testApiOfFile({ SEED_SPACES: '300', SEED_PHOTOS: '8' });
let hostToken: string;
beforeAll(async () => {
  hostToken = await api.login('host@example.com');
});

let dayOffset = 40;
/** A free three-hour slot of one of host@example.com's spaces, on a day no other test uses. */
async function freeSlot() {
  const mine = (await api.request('GET', '/v1/hosts/me/spaces', { token: hostToken })).body.data as { id: number; capacity: number }[];
  const space = (await api.request('GET', `/v1/spaces/${mine[0]?.id}`)).body;
  for (;;) {
    const { endMinute, starts_at, ends_at } = slotOf(space, dayOffset++);
    if (endMinute > Math.min(space.closes_at, 1439)) throw new Error('the space is not open long enough for the test');
    const slot = { space_id: space.id as number, starts_at, ends_at };
    const quote = await api.request('GET', `/v1/spaces/${space.id}/quote?starts_at=${slot.starts_at}&ends_at=${slot.ends_at}`);
    if (quote.body.available) return { ...slot, quote: quote.body, capacity: space.capacity as number, policy: space.cancellation_policy as string };
  }
}

async function freshGuest() {
  return (await api.signup(freshEmail('guest'))).access_token;
}

const request = (slot: { space_id: number; starts_at: string; ends_at: string }) => ({
  space_id: slot.space_id,
  starts_at: slot.starts_at,
  ends_at: slot.ends_at,
  attendees: 12,
  activity: 'party',
  message: 'Hi! We would love to throw a party here.',
  terms: true,
});

describe('booking request journey', () => {
  it('creates a request that opens a thread, shows unread to the host, and the host accepts it', async () => {
    const guest = await freshGuest();
    const slot = await freeSlot();
    const before = (await api.request('GET', '/v1/messages/user/threads/count?is_read=false', { token: hostToken })).body.thread_count as number;
    const created = await postBooking(api, guest, request(slot));
    expect(created.status).toBe(201);
    expect(created.body).toEqual(
      expect.objectContaining({ status: 'requested', attendees: 12, activity: 'party', total: slot.quote.total, currency: 'USD', thread_id: expect.any(String) }),
    );
    // The space's cancellation policy comes with the booking, as the space page shows it.
    expect(['flexible', 'moderate', 'strict']).toContain(slot.policy);
    expect(created.body.cancellation_policy).toBe(slot.policy);

    // The host sees a new unread thread with the message and the request card.
    expect((await api.request('GET', '/v1/messages/user/threads/count?is_read=false', { token: hostToken })).body.thread_count).toBe(before + 1);
    const threads = (await api.request('GET', '/v1/messages/threads', { token: hostToken })).body.data as { id: string; unread: number; role: string }[];
    const thread = threads.find((t) => t.id === created.body.thread_id);
    expect(thread).toEqual(expect.objectContaining({ unread: 1, role: 'host' }));
    const read = await api.request('GET', `/v1/messages/threads/${created.body.thread_id}`, { token: hostToken });
    expect(read.status).toBe(200);
    expect(read.body.messages.map((m: { message: string }) => m.message)).toEqual(['Hi! We would love to throw a party here.']);
    expect(read.body.bookings[0]).toEqual(expect.objectContaining({ id: created.body.id, status: 'requested', cancellation_policy: slot.policy }));
    const marked = await api.request('PUT', `/v1/messages/threads/${created.body.thread_id}/read`, { token: hostToken });
    expect(marked.body.marked).toBe(1);
    expect((await api.request('GET', '/v1/messages/user/threads/count?is_read=false', { token: hostToken })).body.thread_count).toBe(before);

    // The host sees it among requests and accepts; the guest sees it accepted; the hours are now taken.
    const hostList = (await api.request('GET', '/v1/bookings?role=host', { token: hostToken })).body.data as { id: number }[];
    expect(hostList.map((b) => b.id)).toContain(created.body.id);
    const accepted = await api.request('PUT', `/v1/bookings/${created.body.id}`, { token: hostToken, body: { status: 'accepted' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('confirmed');
    const guestList = (await api.request('GET', '/v1/bookings', { token: guest })).body.data as { id: number; status: string }[];
    expect(guestList).toEqual([expect.objectContaining({ id: created.body.id, status: 'confirmed', cancellation_policy: slot.policy })]);
    expect((await api.request('GET', `/v1/bookings/${created.body.id}`, { token: guest })).body.cancellation_policy).toBe(slot.policy);
    const quote = await api.request('GET', `/v1/spaces/${slot.space_id}/quote?starts_at=${slot.starts_at}&ends_at=${slot.ends_at}`);
    expect(quote.body.problems).toContain('conflict');
    const again = await postBooking(api, await freshGuest(), request(slot));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('conflict');
    // A decided request cannot be decided again.
    expect((await api.request('PUT', `/v1/bookings/${created.body.id}`, { token: hostToken, body: { status: 'declined' } })).status).toBe(409);
  });

  it('lets the host decline and the guest cancel their own request', async () => {
    const guest = await freshGuest();
    const one = (await postBooking(api, guest, request(await freeSlot()))).body;
    const two = (await postBooking(api, guest, request(await freeSlot()))).body;
    expect(one.thread_id).toBe(two.thread_id);
    expect((await api.request('PUT', `/v1/bookings/${one.id}`, { token: hostToken, body: { status: 'declined' } })).body.status).toBe('declined');
    expect((await api.request('PUT', `/v1/bookings/${two.id}`, { token: guest, body: { status: 'cancelled' } })).body.status).toBe('cancelled');
    // The guest cannot accept; the host cannot cancel for the guest.
    const three = (await postBooking(api, guest, request(await freeSlot()))).body;
    expect((await api.request('PUT', `/v1/bookings/${three.id}`, { token: guest, body: { status: 'accepted' } })).status).toBe(403);
    expect((await api.request('PUT', `/v1/bookings/${three.id}`, { token: hostToken, body: { status: 'cancelled' } })).status).toBe(403);
  });

  it('lets the guest cancel an accepted booking, answering the space’s cancellation policy', async () => {
    const guest = await freshGuest();
    const slot = await freeSlot();
    const booking = (await postBooking(api, guest, request(slot))).body;
    expect((await api.request('PUT', `/v1/bookings/${booking.id}`, { token: hostToken, body: { status: 'accepted' } })).body.status).toBe('confirmed');
    const cancelled = await api.request('PUT', `/v1/bookings/${booking.id}`, { token: guest, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual(expect.objectContaining({ id: booking.id, status: 'cancelled', past: false, cancellation_policy: slot.policy }));
    // Cancelled once, it cannot be cancelled again.
    expect((await api.request('PUT', `/v1/bookings/${booking.id}`, { token: guest, body: { status: 'cancelled' } })).status).toBe(409);
  });

  it('sends and reads messages in the thread both ways', async () => {
    const guest = await freshGuest();
    const booking = (await postBooking(api, guest, request(await freeSlot()))).body;
    const guestId = (await api.request('GET', '/v1/profiles/me', { token: guest })).body.SSOid as string;
    const sent = await api.request('POST', '/v1/message/send', { token: hostToken, body: { to: guestId, message: 'Welcome!', thread_id: booking.thread_id } });
    expect(sent.status).toBe(201);
    const guestView = (await api.request('GET', '/v1/messages/threads', { token: guest })).body.data[0];
    expect(guestView).toEqual(expect.objectContaining({ id: booking.thread_id, role: 'guest', unread: 1, last_message: expect.objectContaining({ message: 'Welcome!' }) }));
  });
});

describe('booking request rules', () => {
  it('answers the §5 messages for a bad request', async () => {
    const guest = await freshGuest();
    const slot = await freeSlot();
    const cases: [Record<string, unknown>, string][] = [
      [{ attendees: 0 }, 'The number of attendees must be between 1 and 100,000.'],
      [{ attendees: 100_001 }, 'The number of attendees must be between 1 and 100,000.'],
      [{ message: '  ' }, 'Please enter a message.'],
      [{ terms: false }, 'Please accept our terms of service.'],
      [{ activity: '' }, 'Please select an activity type.'],
      [{ ends_at: slot.starts_at }, 'Please choose a date, a start time and an end time.'],
    ];
    for (const [change, message] of cases) {
      const answer = await postBooking(api, guest, { ...request(slot), ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.error_description).toBe(message);
    }
    expect((await postBooking(api, guest, { ...request(slot), attendees: slot.capacity + 1 })).body.error).toBe('capacity');
    expect((await api.request('POST', '/v1/bookings', { token: guest, body: [], headers: { 'idempotency-key': newKey() } })).status).toBe(400);
    expect((await api.request('POST', '/v1/bookings', { token: guest, raw: '{"space_id":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await postBooking(api, guest, { ...request(slot), space_id: 99_999_999 })).status).toBe(404);
  });

  it('refuses a booking shorter than the minimum hours or outside opening hours', async () => {
    const guest = await freshGuest();
    const slot = await freeSlot();
    const day = slot.starts_at.slice(0, 10);
    const early = await postBooking(api, guest, { ...request(slot), starts_at: `${day}T01:00:00`, ends_at: `${day}T05:00:00` });
    expect(early.status).toBe(400);
    expect(['closed', 'min_hours']).toContain(early.body.error);
  });

  it('needs a log-in', async () => {
    expect((await api.request('POST', '/v1/bookings', { body: request(await freeSlot()) })).status).toBe(401);
    expect((await api.request('GET', '/v1/bookings')).status).toBe(401);
    expect((await api.request('GET', '/v1/messages/threads')).status).toBe(401);
  });
});
