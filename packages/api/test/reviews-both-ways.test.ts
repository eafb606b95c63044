import postgres from 'postgres';
import { postBooking } from './support/checkout';
import { DATABASE_KIND, freshEmail, testApiOfFile } from './support/test-api';

/**
 * Reviews both ways (docs/decisions/reviews-both-ways.md): when a confirmed booking ends, its
 * guest reviews the space and its host the guest, once each within 14 days; each review stays
 * sealed until both are written or the window closes. Bookings are made on an instant-book
 * space and time moves with POST /dev/clock, which also runs the scheduler; a move ends the
 * sessions' tokens' validity, so tests log in again after one. PostgreSQL only: the mail queue
 * and the space's reviews are read from the database.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HOST = 'host.power@example.com';

(DATABASE_KIND === 'postgres' ? describe : describe.skip)('reviews both ways', () => {
  const api = testApiOfFile({ SEED_SPACES: '40', SEED_PHOTOS: '4' });
  let sql: postgres.Sql;
  let spaceId: number;

  const move = async (ms: number) => {
    const answer = await api.request('POST', '/dev/clock', { body: { advance_ms: ms } });
    expect(answer.status).toBe(200);
    return Date.parse((answer.body as { now: string }).now);
  };

  interface Person {
    email: string;
    token: string;
  }

  async function freshGuest(): Promise<Person> {
    const email = freshEmail('reviews');
    return { email, token: (await api.signup(email)).access_token };
  }

  const relog = async (person: Person) => ({ ...person, token: await api.login(person.email) });

  let dayOffset = 3;
  /** A confirmed booking of the instant-book space, 10:00–13:00 local on a day no other test used. */
  async function confirmedBooking(guest: Person): Promise<number> {
    dayOffset += 1;
    const day = new Date((await move(0)) + dayOffset * DAY).toISOString().slice(0, 10);
    const created = await postBooking(api, guest.token, {
      space_id: spaceId,
      starts_at: `${day}T10:00:00`,
      ends_at: `${day}T13:00:00`,
      attendees: 4,
      activity: 'party',
      message: 'Hello! We would like the space for a small party.',
      terms: true,
    });
    expect(created.body.status).toBe('confirmed');
    return created.body.id as number;
  }

  /** Moves the clock past every booking made so far (a day after the last one's date). */
  const pastTheirEnds = () => move((dayOffset + 2) * DAY);

  const review = (token: string, booking: number, body: unknown) => api.request('POST', `/v1/bookings/${booking}/review`, { token, body });
  const spacePage = async () => (await api.request('GET', `/v1/spaces/${spaceId}`)).body as { rating: number; review_count: number; reviews: { body: string }[] };
  const reviewRequests = async (booking: number) =>
    (await sql`select dedupe_key, template from mail_queue where template like 'review-requested%' and dedupe_key like ${`booking:${booking}:%`} order by dedupe_key`).map(
      (r) => `${r.dedupe_key as string} ${r.template as string}`,
    );

  beforeAll(async () => {
    sql = postgres(api.databaseUrl as string, { max: 1, onnotice: () => undefined });
    const hostToken = await api.login(HOST);
    const made = await api.request('POST', '/dev/spaces', { token: hostToken, body: { cancellation_policy: 'flexible', instant_book: true } });
    expect(made.status).toBe(201);
    spaceId = made.body.id as number;
    await sql`update spaces set cancellation_policy = 'flexible', instant_book = true where id = ${spaceId}`;
  });
  afterAll(() => sql?.end());

  it('lets no one write before the booking ends, and refuses malformed reviews naming the field', async () => {
    const guest = await freshGuest();
    const booking = await confirmedBooking(guest);
    const host = await api.login(HOST);
    const early = await review(guest.token, booking, { rating: 5, text: 'A lovely bright room.' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('not_ended');
    expect((await review(host, booking, { rating: 5, text: 'A considerate guest.' })).body.error).toBe('not_ended');
    const shown = (await api.request('GET', `/v1/bookings/${booking}`, { token: guest.token })).body;
    expect(shown.review).toEqual({ can_review: false, until: null, mine: null, theirs_written: false });

    const short = await review(guest.token, booking, { rating: 4, text: 'ok' });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([{ field: 'text', message: 'Your review must be more than 5 characters long' }]);
    const long = await review(guest.token, booking, { rating: 4, text: 'x'.repeat(1501) });
    expect(long.body.issues).toEqual([{ field: 'text', message: 'Your review must be less than 1500 characters long' }]);
    for (const rating of [0, 6, 3.5, '4', undefined]) {
      const bad = await review(guest.token, booking, { rating, text: 'A lovely bright room.' });
      expect(bad.status).toBe(400);
      expect(bad.body.issues).toEqual([{ field: 'rating', message: 'Please choose a rating from 1 to 5 stars.' }]);
    }
    expect((await review(guest.token, booking, ['A lovely bright room.'])).status).toBe(400);
    expect((await api.request('POST', `/v1/bookings/${booking}/review`, { body: { rating: 5, text: 'A lovely bright room.' } })).status).toBe(401);
  });

  it('keeps the guest’s review hidden until the host has written, then shows both and recomputes the space’s rating', async () => {
    let guest = await freshGuest();
    const stranger = await freshGuest();
    const booking = await confirmedBooking(guest);
    const before = await spacePage();
    const [rowsBefore] = await sql`select count(*)::int as n from reviews where space_id = ${spaceId}`;
    await pastTheirEnds();
    guest = await relog(guest);
    const host = await api.login(HOST);
    const strangerToken = (await relog(stranger)).token;

    expect((await review(strangerToken, booking, { rating: 1, text: 'Not my booking at all.' })).status).toBe(404);
    expect((await review(strangerToken, 999_999, { rating: 1, text: 'Not a booking at all.' })).status).toBe(404);

    const guestText = `Bright, quiet and spotless ${booking}.`;
    const written = await review(guest.token, booking, { rating: 4, text: `  ${guestText}  ` });
    expect(written.status).toBe(201);
    expect(written.body.review).toEqual({ can_review: false, until: expect.any(String), mine: { rating: 4, text: guestText }, theirs_written: false });
    expect((await review(guest.token, booking, { rating: 5, text: 'A second thought on it.' })).status).toBe(409);

    // Sealed: the host learns only that it was written; nothing shows on the space or the host's reviews.
    const hostView = await api.request('GET', `/v1/bookings/${booking}`, { token: host });
    expect(hostView.body.review).toMatchObject({ can_review: true, mine: null, theirs_written: true });
    expect(JSON.stringify(hostView.body)).not.toContain(guestText);
    const hostList = await api.request('GET', '/v1/bookings?role=host', { token: host });
    expect(JSON.stringify(hostList.body)).not.toContain(guestText);
    expect(JSON.stringify((await api.request('GET', '/v1/reviews/about-me', { token: host })).body)).not.toContain(guestText);
    expect(JSON.stringify(await spacePage())).not.toContain(guestText);
    expect(await spacePage()).toMatchObject({ rating: before.rating, review_count: before.review_count });

    const hostText = `A considerate guest who left the room tidy ${booking}.`;
    const hostWritten = await review(host, booking, { rating: 5, text: hostText });
    expect(hostWritten.status).toBe(201);
    expect(hostWritten.body.review).toMatchObject({ can_review: false, mine: { rating: 5, text: hostText }, theirs_written: true });

    const after = await spacePage();
    expect(after.reviews.map((r) => r.body)).toContain(guestText);
    // The cache columns now count the real reviews (the seed's figure was not one of them).
    expect(after.review_count).toBe((rowsBefore?.n as number) + 1);
    const [stats] = await sql`select avg(rating)::float as average, count(*)::int as total from reviews where space_id = ${spaceId}`;
    expect(after.review_count).toBe(stats?.total);
    expect(after.rating).toBeCloseTo(stats?.average as number, 2);
    const aboutGuest = (await api.request('GET', '/v1/reviews/about-me', { token: guest.token })).body;
    expect(aboutGuest.as_guest.data).toEqual([expect.objectContaining({ rating: 5, body: hostText, space: expect.objectContaining({ id: spaceId }) })]);
    const aboutHost = (await api.request('GET', '/v1/reviews/about-me', { token: host })).body;
    expect(aboutHost.as_host.data.map((r: { body: string }) => r.body)).toContain(guestText);
  });

  it('queues the review-requested email once to each side when a booking ends, the host’s in a host’s words', async () => {
    const guest = await freshGuest();
    const booking = await confirmedBooking(guest);
    expect(await reviewRequests(booking)).toEqual([]);
    await pastTheirEnds();
    expect(await reviewRequests(booking)).toEqual([`booking:${booking}:review-requested review-requested`, `booking:${booking}:review-requested:host review-requested-host`]);
    await move(HOUR);
    expect(await reviewRequests(booking)).toEqual([`booking:${booking}:review-requested review-requested`, `booking:${booking}:review-requested:host review-requested-host`]);
    const [recipients] = await sql`select count(distinct to_address)::int as n from mail_queue where dedupe_key like ${`booking:${booking}:review-requested%`}`;
    expect(recipients?.n).toBe(2);
  });

  it('closes the window after 14 days: neither side may write and a lone review is revealed', async () => {
    let guest = await freshGuest();
    const booking = await confirmedBooking(guest);
    await pastTheirEnds();
    guest = await relog(guest);
    const loneText = `The only review of booking ${booking}.`;
    expect((await review(guest.token, booking, { rating: 3, text: loneText })).status).toBe(201);
    expect(JSON.stringify(await spacePage())).not.toContain(loneText);

    await move(14 * DAY + HOUR);
    guest = await relog(guest);
    const host = await api.login(HOST);
    const late = await review(host, booking, { rating: 5, text: 'Too late to say it now.' });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('review_window_closed');
    const view = (await api.request('GET', `/v1/bookings/${booking}`, { token: host })).body;
    expect(view.review).toEqual({ can_review: false, until: null, mine: null, theirs_written: true });
    expect((await spacePage()).reviews.map((r) => r.body)).toContain(loneText);

    // A booking whose window closed unreviewed takes no review either.
    let other = await freshGuest();
    const unreviewed = await confirmedBooking(other);
    await move((dayOffset + 16) * DAY);
    other = await relog(other);
    expect((await review(other.token, unreviewed, { rating: 4, text: 'Much later than allowed.' })).body.error).toBe('review_window_closed');
  });
});
