import { postBooking } from './support/checkout';
import { freshEmail, testApiOfFile } from './support/test-api';
import { daysFromNow, slotOf } from './support/slots';

const api = testApiOfFile({ SEED_SPACES: '200', SEED_PHOTOS: '8' });
let hostToken: string;
let otherHostToken: string;
let spaceId: number;
let space: { opens_at: number; closes_at: number; min_hours: number; hourly_price: number; currency: string };
beforeAll(async () => {
  hostToken = await api.login('host@example.com');
  otherHostToken = await api.login('host.power@example.com');
  spaceId = (await api.request('GET', '/v1/hosts/me/spaces', { token: hostToken })).body.data[0].id;
  space = (await api.request('GET', `/v1/spaces/${spaceId}`)).body;
});

let nextOffset = 80;
/** A free slot of the host's first space on a day no other test uses. */
async function freeSlot(hours = Math.max(3, space.min_hours)) {
  for (;;) {
    const { day, starts_at, ends_at } = slotOf(space, nextOffset++, hours);
    const slot = { space_id: spaceId, starts_at, ends_at, day };
    const quote = await api.request('GET', `/v1/spaces/${spaceId}/quote?starts_at=${slot.starts_at}&ends_at=${slot.ends_at}`);
    if (quote.body.available) return { ...slot, hours };
  }
}

const requestBody = (slot: { space_id: number; starts_at: string; ends_at: string }, addOns: number[] = []) => ({
  space_id: slot.space_id,
  starts_at: slot.starts_at,
  ends_at: slot.ends_at,
  attendees: 4,
  activity: 'party',
  message: 'Hello! A birthday party, please.',
  terms: true,
  add_ons: addOns,
});

describe('demo data', () => {
  it('gives host@example.com a blocked day and two add-ons on its first space', async () => {
    const detail = (await api.request('GET', `/v1/spaces/${spaceId}`)).body;
    expect(detail.add_ons).toEqual([
      expect.objectContaining({ name: 'Projector and screen', price: 50, unit: 'booking' }),
      expect.objectContaining({ name: 'On-site assistant', price: 35, unit: 'hour' }),
    ]);
    const months = [daysFromNow(7).slice(0, 7), daysFromNow(60).slice(0, 7)];
    const blocked = [];
    for (let m = new Date(`${months[0]}-01T00:00:00Z`); m.toISOString().slice(0, 7) <= (months[1] ?? ''); m.setUTCMonth(m.getUTCMonth() + 1)) {
      const cal = await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/calendar?month=${m.toISOString().slice(0, 7)}`, { token: hostToken });
      expect(cal.status).toBe(200);
      blocked.push(...cal.body.blocked);
    }
    expect(blocked).toContainEqual(expect.objectContaining({ title: 'Private family event' }));
  });
});

describe('add-ons', () => {
  it('lets the host add, change and delete add-ons, shows them on the space page, and prices the picked ones in the quote and the request', async () => {
    const created = await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/add-ons`, {
      token: hostToken,
      body: { name: '  Cleaning  ', description: 'After the event', price: '40', unit: 'booking' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ name: 'Cleaning', description: 'After the event', price: 40, unit: 'booking', currency: space.currency }));
    const changed = await api.request('PUT', `/v1/hosts/me/spaces/${spaceId}/add-ons/${created.body.id}`, {
      token: hostToken,
      body: { name: 'Cleaning', price: 12.5, unit: 'hour' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual(expect.objectContaining({ price: 12.5, unit: 'hour', description: '' }));
    const listed = (await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/add-ons`, { token: hostToken })).body.data as { id: number }[];
    expect(listed.map((a) => a.id)).toContain(created.body.id);
    expect((await api.request('GET', `/v1/spaces/${spaceId}`)).body.add_ons).toContainEqual(expect.objectContaining({ id: created.body.id, name: 'Cleaning' }));

    const slot = await freeSlot();
    const plain = (await api.request('GET', `/v1/spaces/${spaceId}/quote?starts_at=${slot.starts_at}&ends_at=${slot.ends_at}`)).body;
    const quote = (await api.request('GET', `/v1/spaces/${spaceId}/quote?starts_at=${slot.starts_at}&ends_at=${slot.ends_at}&add_ons=${created.body.id}`)).body;
    expect(quote.add_ons).toEqual([expect.objectContaining({ id: created.body.id, quantity: slot.hours, amount: 12.5 * slot.hours })]);
    expect(quote.add_ons_total).toBe(12.5 * slot.hours);
    expect(quote.total).toBeGreaterThan(plain.total);
    expect(quote.subtotal).toBe(plain.subtotal);
    const bad = await api.request('GET', `/v1/spaces/${spaceId}/quote?starts_at=${slot.starts_at}&ends_at=${slot.ends_at}&add_ons=999999`);
    expect(bad.status).toBe(400);

    const guest = (await api.signup(freshEmail('guest'))).access_token;
    const booking = await postBooking(api, guest, requestBody(slot, [created.body.id]));
    expect(booking.status).toBe(201);
    expect(booking.body.total).toBe(quote.total);
    expect(booking.body.add_ons).toEqual([expect.objectContaining({ name: 'Cleaning', amount: 12.5 * slot.hours })]);

    expect((await api.request('DELETE', `/v1/hosts/me/spaces/${spaceId}/add-ons/${created.body.id}`, { token: hostToken })).status).toBe(204);
    expect((await api.request('DELETE', `/v1/hosts/me/spaces/${spaceId}/add-ons/${created.body.id}`, { token: hostToken })).status).toBe(404);
    // The request keeps what was picked.
    expect((await api.request('GET', `/v1/bookings/${booking.body.id}`, { token: guest })).body.add_ons).toHaveLength(1);
  });

  it('answers the §5-style messages for a bad add-on', async () => {
    const missing = await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/add-ons`, { token: hostToken, body: { name: ' ', price: '', unit: 'week' } });
    expect(missing.status).toBe(400);
    const messages = (missing.body.issues as { field: string; message: string }[]).map((i) => `${i.field}: ${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(['name: Please enter a name.', 'price: Please enter a price.', 'unit: Please choose how the add-on is priced.']));
    const negative = await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/add-ons`, { token: hostToken, body: { name: 'Chairs', price: -1, unit: 'booking' } });
    expect(negative.body.issues).toEqual([expect.objectContaining({ field: 'price', message: 'Please enter a price from 0 to 100,000.' })]);
  });
});

describe('blocked days', () => {
  it('blocks a day with a required title, which makes its hours unbookable in the quote, the request and search, and unblocks it', async () => {
    const slot = await freeSlot();
    const untitled = await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/blocked-days`, { token: hostToken, body: { day: slot.day, title: '   ' } });
    expect(untitled.status).toBe(400);
    expect(untitled.body.issues).toEqual([expect.objectContaining({ field: 'title', message: 'Please enter a title.' })]);
    const badDay = await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/blocked-days`, { token: hostToken, body: { day: '2027-02-30', title: 'Closed' } });
    expect(badDay.body.issues).toEqual([expect.objectContaining({ field: 'day', message: 'Please choose a day.' })]);

    const blocked = await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/blocked-days`, { token: hostToken, body: { day: slot.day, title: 'Painting' } });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toEqual({ id: expect.any(Number), space_id: spaceId, day: slot.day, title: 'Painting' });
    expect((await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/blocked-days`, { token: hostToken, body: { day: slot.day, title: 'Again' } })).status).toBe(409);

    const quote = (await api.request('GET', `/v1/spaces/${spaceId}/quote?starts_at=${slot.starts_at}&ends_at=${slot.ends_at}`)).body;
    expect(quote.available).toBe(false);
    // Search with those hours leaves the space out (a box around it alone).
    const { latitude: lat, longitude: lng } = (await api.request('GET', `/v1/spaces/${spaceId}`)).body as { latitude: number; longitude: number };
    const around = `bbox=${lng - 0.0001},${lat - 0.0001},${lng + 0.0001},${lat + 0.0001}`;
    const free = (
      await api.request('GET', `/v1/spaces/search?${around}&availability_interval=${lat},${lng},${slot.ends_at.slice(0, 10)}T00:00:00,${slot.ends_at.slice(0, 10)}T00:00:00`)
    ).status;
    expect(free).toBe(400);
    const during = await api.request('GET', `/v1/spaces/search?${around}&availability_interval=${lat},${lng},${slot.starts_at},${slot.ends_at}`);
    expect(during.status).toBe(200);
    expect((during.body.results as { id: number }[]).map((r) => r.id)).not.toContain(spaceId);
    const dayBefore = new Date(Date.parse(`${slot.day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = await api.request('GET', `/v1/spaces/search?${around}&availability_interval=${lat},${lng},${dayBefore}T10:00:00,${dayBefore}T11:00:00`);
    expect(before.status).toBe(200);
    expect(quote.problems).toContain('conflict');
    const guest = (await api.signup(freshEmail('guest'))).access_token;
    expect((await postBooking(api, guest, requestBody(slot))).status).toBe(409);
    const calendar = (await api.request('GET', `/v1/spaces/${spaceId}/calendar?from=${slot.day}&to=${slot.day}`)).body;
    expect(calendar.busy).toContainEqual({ starts_at: `${slot.day}T00:00:00`, ends_at: expect.stringMatching(/T00:00:00$/) });
    const hostCal = (await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/calendar?month=${slot.day.slice(0, 7)}`, { token: hostToken })).body;
    expect(hostCal.blocked).toContainEqual({ id: blocked.body.id, day: slot.day, title: 'Painting' });

    const unblocked = await api.request('DELETE', `/v1/hosts/me/spaces/${spaceId}/blocked-days/${blocked.body.id}`, { token: hostToken });
    expect(unblocked.status).toBe(204);
    expect((await api.request('GET', `/v1/spaces/${spaceId}/quote?starts_at=${slot.starts_at}&ends_at=${slot.ends_at}`)).body.available).toBe(true);
    const after = await api.request('GET', `/v1/spaces/search?${around}&availability_interval=${lat},${lng},${slot.starts_at},${slot.ends_at}`);
    expect((after.body.results as { id: number }[]).map((r) => r.id)).toContain(spaceId);
  });

  it('does not block a day that has an accepted booking, and an accepted request shows on the host calendar', async () => {
    const slot = await freeSlot();
    const guest = (await api.signup(freshEmail('guest'))).access_token;
    const booking = (await postBooking(api, guest, requestBody(slot))).body;
    let cal = (await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/calendar?month=${slot.day.slice(0, 7)}`, { token: hostToken })).body;
    expect(cal.bookings).toContainEqual(expect.objectContaining({ id: booking.id, status: 'requested', starts_at: slot.starts_at, guest_first_name: expect.any(String) }));
    expect((await api.request('PUT', `/v1/bookings/${booking.id}`, { token: hostToken, body: { status: 'accepted' } })).status).toBe(200);
    cal = (await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/calendar?month=${slot.day.slice(0, 7)}`, { token: hostToken })).body;
    expect(cal.bookings).toContainEqual(expect.objectContaining({ id: booking.id, status: 'confirmed' }));
    const refused = await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/blocked-days`, { token: hostToken, body: { day: slot.day, title: 'Closed' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('booked');
    expect((await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/calendar?month=2026-13`, { token: hostToken })).status).toBe(400);
  });
});

describe('custom offer', () => {
  it('lets the host answer a request with a new subtotal of at least 1, which the guest sees and accepts', async () => {
    const slot = await freeSlot();
    const guest = (await api.signup(freshEmail('guest'))).access_token;
    const booking = (await postBooking(api, guest, requestBody(slot))).body;
    const tooLow = await api.request('PUT', `/v1/bookings/${booking.id}/offer`, { token: hostToken, body: { subtotal: '0.5' } });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.issues).toEqual([expect.objectContaining({ field: 'subtotal', message: 'The subtotal must be at least 1.' })]);
    const empty = await api.request('PUT', `/v1/bookings/${booking.id}/offer`, { token: hostToken, body: { subtotal: '' } });
    expect(empty.body.issues).toEqual([expect.objectContaining({ message: 'Please enter a subtotal.' })]);
    // The guest cannot make an offer on their own request.
    expect((await api.request('PUT', `/v1/bookings/${booking.id}/offer`, { token: guest, body: { subtotal: 10 } })).status).toBe(403);

    const offered = await api.request('PUT', `/v1/bookings/${booking.id}/offer`, { token: hostToken, body: { subtotal: 100, message: 'A weekday rate for you.' } });
    expect(offered.status).toBe(200);
    expect(offered.body).toEqual(
      expect.objectContaining({ status: 'offered', subtotal: 100, offer: expect.objectContaining({ subtotal: 100, message: 'A weekday rate for you.' }) }),
    );
    expect(offered.body.total).toBeGreaterThanOrEqual(100);
    const thread = (await api.request('GET', `/v1/messages/threads/${booking.thread_id}`, { token: guest })).body;
    expect(thread.messages.map((m: { message: string }) => m.message)).toContain('A weekday rate for you.');
    expect(thread.bookings[0]).toEqual(expect.objectContaining({ status: 'offered', offer: expect.objectContaining({ subtotal: 100 }) }));
    // The host cannot accept their own offer; the guest can.
    expect((await api.request('PUT', `/v1/bookings/${booking.id}`, { token: hostToken, body: { status: 'accepted' } })).status).toBe(403);
    const accepted = await api.request('PUT', `/v1/bookings/${booking.id}`, { token: guest, body: { status: 'accepted' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('confirmed');
    expect((await api.request('PUT', `/v1/bookings/${booking.id}/offer`, { token: hostToken, body: { subtotal: 50 } })).status).toBe(409);
  });
});

describe('ownership', () => {
  it('never lets another host read or change this host’s calendar, blocked days, add-ons or requests', async () => {
    const month = daysFromNow(10).slice(0, 7);
    expect((await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/calendar?month=${month}`, { token: otherHostToken })).status).toBe(403);
    expect((await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/blocked-days`, { token: otherHostToken, body: { day: daysFromNow(200), title: 'Mine' } })).status).toBe(403);
    const block = (await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/blocked-days`, { token: hostToken, body: { day: daysFromNow(201), title: 'Closed' } })).body;
    expect((await api.request('DELETE', `/v1/hosts/me/spaces/${spaceId}/blocked-days/${block.id}`, { token: otherHostToken })).status).toBe(403);
    const otherSpace = (await api.request('GET', '/v1/hosts/me/spaces', { token: otherHostToken })).body.data[0].id as number;
    // Another space's id in the path does not reach this host's blocked day.
    expect((await api.request('DELETE', `/v1/hosts/me/spaces/${otherSpace}/blocked-days/${block.id}`, { token: otherHostToken })).status).toBe(404);

    expect((await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/add-ons`, { token: otherHostToken })).status).toBe(403);
    expect((await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/add-ons`, { token: otherHostToken, body: { name: 'X', price: 1, unit: 'booking' } })).status).toBe(403);
    const addOn = (await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/add-ons`, { token: hostToken, body: { name: 'Chairs', price: 5, unit: 'booking' } })).body;
    expect((await api.request('PUT', `/v1/hosts/me/spaces/${spaceId}/add-ons/${addOn.id}`, { token: otherHostToken, body: { name: 'Y', price: 1, unit: 'booking' } })).status).toBe(
      403,
    );
    expect(
      (await api.request('PUT', `/v1/hosts/me/spaces/${otherSpace}/add-ons/${addOn.id}`, { token: otherHostToken, body: { name: 'Y', price: 1, unit: 'booking' } })).status,
    ).toBe(404);
    expect((await api.request('DELETE', `/v1/hosts/me/spaces/${otherSpace}/add-ons/${addOn.id}`, { token: otherHostToken })).status).toBe(404);
    expect((await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/add-ons`, { token: hostToken })).body.data).toContainEqual(
      expect.objectContaining({ id: addOn.id, name: 'Chairs' }),
    );
    // An add-on of another space cannot be picked for this one.
    const slot = await freeSlot();
    const foreign = (await api.request('POST', `/v1/hosts/me/spaces/${otherSpace}/add-ons`, { token: otherHostToken, body: { name: 'Theirs', price: 1, unit: 'booking' } })).body;
    const guest = (await api.signup(freshEmail('guest'))).access_token;
    expect((await postBooking(api, guest, requestBody(slot, [foreign.id]))).status).toBe(400);

    // Another host cannot make an offer on this host's request (404: it is not theirs to see); nor can anyone logged out.
    const booking = (await postBooking(api, guest, requestBody(slot))).body;
    expect((await api.request('PUT', `/v1/bookings/${booking.id}/offer`, { token: otherHostToken, body: { subtotal: 10 } })).status).toBe(404);
    expect((await api.request('PUT', `/v1/bookings/${booking.id}/offer`, { body: { subtotal: 10 } })).status).toBe(401);
    expect((await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/calendar?month=${month}`)).status).toBe(401);
    // A guest who hosts nothing is refused too.
    expect((await api.request('GET', `/v1/hosts/me/spaces/${spaceId}/add-ons`, { token: guest })).status).toBe(403);
  });
});
