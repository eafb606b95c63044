import { postBooking } from './support/checkout';
import { DEV_STRIPE_SECRET_KEY } from '@hourspace/contracts/dev-environment';
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import postgres from 'postgres';
import { clockTime, slotOf } from './support/slots';
import { DATABASE_KIND, freshEmail, testApiOfFile } from './support/test-api';

/**
 * A booking's hours are taken once, by the database (docs/decisions/booking-integrity.md):
 * concurrent accepts of overlapping requests leave one booking, the bookings_no_overlap
 * constraint refuses an overlap whatever writes it, and a day cannot be blocked and booked at
 * once. Run on PostgreSQL (`node packages/api/bin/test-postgres.mjs`), where the requests
 * really run side by side; on PGlite they queue and the same answers must come out.
 */
const api = testApiOfFile({ SEED_SPACES: '20', SEED_PHOTOS: '4' });
const onPostgres = DATABASE_KIND === 'postgres';

interface Space {
  id: number;
  opens_at: number;
  closes_at: number;
  min_hours: number;
  capacity: number;
}

let hostToken: string;
let space: Space;
beforeAll(async () => {
  hostToken = await api.login('host@example.com');
  const mine = (await api.request('GET', '/v1/hosts/me/spaces', { token: hostToken })).body.data as { id: number }[];
  space = (await api.request('GET', `/v1/spaces/${mine[0]?.id}`)).body as Space;
});

/** Hours of the space `days` from now, starting `shift` minutes after the first slot of the day. */
function hoursOn(days: number, shift = 0) {
  const slot = slotOf(space, days);
  const start = slot.endMinute - slot.hours * 60 + shift;
  const end = start + slot.hours * 60;
  if (end > Math.min(space.closes_at, 1439)) throw new Error('the space is not open long enough for the test');
  return { day: slot.day, starts_at: `${slot.day}T${clockTime(start)}:00`, ends_at: `${slot.day}T${clockTime(end)}:00` };
}

async function requestAs(guest: string, hours: { starts_at: string; ends_at: string }): Promise<number> {
  const body = { space_id: space.id, ...hours, attendees: 2, activity: 'party', message: 'Hi! Could we have the space then?', terms: true };
  const created = await postBooking(api, guest, body);
  if (created.status !== 201) throw new Error(`booking request failed: ${created.status} ${created.text}`);
  return created.body.id as number;
}

const accept = (id: number) => api.request('PUT', `/v1/bookings/${id}`, { token: hostToken, body: { status: 'accepted' } });

describe('concurrent accepts', () => {
  it('lets exactly one of 50 accepts of overlapping requests take the hours; the other 49 get a 409', async () => {
    const guests: string[] = [];
    // One at a time: sign-up hashes queue per address (SCRYPT_QUEUE_PER_SOURCE).
    for (let i = 0; i < 50; i++) guests.push((await api.signup(freshEmail(`racer${i}`))).access_token);
    // Every request starts within 90 minutes of the first and lasts as long: each overlaps all the others.
    const ids = await Promise.all(guests.map((guest, i) => requestAs(guest, hoursOn(70, 30 * (i % 4)))));

    const answers = await Promise.all(ids.map(accept));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body).toEqual(expect.objectContaining({ error: 'conflict', error_description: 'The space is already booked for part of that time.' }));
    const won = ids[statuses.indexOf(200)];
    const listed = (await api.request('GET', '/v1/bookings?role=host', { token: hostToken })).body.data as { id: number; status: string }[];
    const ours = listed.filter((b) => ids.includes(b.id));
    expect(ours).toHaveLength(50);
    expect(ours.filter((b) => b.status === 'confirmed').map((b) => b.id)).toEqual([won]);
    expect(ours.filter((b) => b.status === 'requested')).toHaveLength(49);
    // The money followed (docs/decisions/checkout-flow.md): the winner's hold captured, no loser's.
    const listed100 = await fetch(`${api.processor.url}/v1/payment_intents?limit=100`, { headers: { authorization: `Bearer ${DEV_STRIPE_SECRET_KEY}` } });
    const intents = ((await listed100.json()) as { data: { metadata: Record<string, string>; status: string; amount_received: number }[] }).data.filter((i) =>
      ids.includes(Number(i.metadata.booking_id)),
    );
    expect(intents).toHaveLength(50);
    const capturedFor = intents.filter((i) => i.amount_received > 0).map((i) => Number(i.metadata.booking_id));
    expect(capturedFor).toEqual([won]);
    expect(intents.filter((i) => Number(i.metadata.booking_id) !== won).every((i) => i.status === 'requires_capture')).toBe(true);
    recordFigure(
      'booking races',
      "50 concurrent accepts: confirmed / 409 / losers' holds captured",
      `1 / ${statuses.filter((s) => s === 409).length} / ${capturedFor.filter((id) => id !== won).length}`,
    );

    if (!api.databaseUrl) return;
    const sql = postgres(api.databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      const day = hoursOn(70).day;
      const held = await sql`select id from bookings where space_id = ${space.id} and status in ('accepted', 'confirmed')
        and tsrange(starts_at, ends_at) && tsrange(${`${day}T00:00:00`}::timestamp, ${`${day}T23:59:59`}::timestamp)`;
      expect(held.map((r) => r.id)).toEqual([won]);
    } finally {
      await sql.end();
    }
  }, 180_000);
});

describe('the bookings_no_overlap constraint', () => {
  (onPostgres ? it : it.skip)('refuses a second held booking over the same hours, whatever writes it, and allows back-to-back ones', async () => {
    const sql = postgres(api.databaseUrl as string, { max: 1, onnotice: () => undefined });
    const day = hoursOn(75).day;
    const insert = (from: string, to: string, status: string) =>
      sql`insert into bookings (space_id, starts_at, ends_at, status) values (${space.id}, ${`${day}T${from}:00`}::timestamp, ${`${day}T${to}:00`}::timestamp, ${status}) returning id`;
    const codeOf = (work: Promise<unknown>) =>
      work.then(
        () => 'ok',
        (error: { code?: string }) => error.code,
      );
    try {
      await insert('10:00', '13:00', 'confirmed');
      expect(await codeOf(insert('12:00', '14:00', 'accepted'))).toBe('23P01');
      expect(await codeOf(insert('09:00', '10:30', 'confirmed'))).toBe('23P01');
      // Half-open hours: one booking may start when the other ends.
      expect(await codeOf(insert('13:00', '15:00', 'confirmed'))).toBe('ok');
      // A request, a declined or a cancelled booking holds nothing.
      const [requested] = await insert('11:00', '12:00', 'requested');
      expect(await codeOf(insert('11:00', '12:00', 'cancelled'))).toBe('ok');
      expect(await codeOf(sql`update bookings set status = 'accepted' where id = ${requested?.id as number}`)).toBe('23P01');
    } finally {
      await sql.end();
    }
  });
});

describe('accepting and blocking the same day at once', () => {
  it('lets one of the two through: the day is either booked or blocked, never both', async () => {
    for (let days = 80; days < 86; days++) {
      const hours = hoursOn(days);
      const id = await requestAs((await api.signup(freshEmail(`blocker${days}`))).access_token, hours);
      const [accepted, blocked] = await Promise.all([
        accept(id),
        api.request('POST', `/v1/hosts/me/spaces/${space.id}/blocked-days`, { token: hostToken, body: { day: hours.day, title: 'Closed' } }),
      ]);
      const outcome = [accepted.status, blocked.status];
      expect([
        [200, 409],
        [409, 201],
      ]).toContainEqual(outcome);
      const month = hours.day.slice(0, 7);
      const calendar = (await api.request('GET', `/v1/hosts/me/spaces/${space.id}/calendar?month=${month}`, { token: hostToken })).body as {
        bookings: { id: number; status: string }[];
        blocked: { day: string }[];
      };
      const booked = calendar.bookings.some((b) => b.id === id && b.status === 'confirmed');
      const closed = calendar.blocked.some((b) => b.day === hours.day);
      expect([booked, closed]).toEqual([accepted.status === 200, blocked.status === 201]);
    }
  }, 120_000);
});
