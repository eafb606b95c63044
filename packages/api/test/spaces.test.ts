import { testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '400', SEED_PHOTOS: '16' });

/** A date some days ahead, as 'YYYY-MM-DD'. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function newYorkParty() {
  const answer = await api.request('GET', '/v1/spaces/search?activity=party&location=New%20York');
  expect(answer.status).toBe(200);
  return answer.body.results as { id: number; title: string }[];
}

describe('GET /v1/spaces/:space', () => {
  it('answers the page of a space: photos with blurhash, details, host, reviews and similar spaces', async () => {
    const [first] = await newYorkParty();
    const answer = await api.request('GET', `/v1/spaces/${first?.id}`);
    expect(answer.status).toBe(200);
    const space = answer.body;
    expect(space.title).toBe(first?.title);
    expect(space.photos.length).toBeGreaterThanOrEqual(2);
    expect(space.photos[0]).toEqual({
      url: expect.stringMatching(/\/v1\/images\//),
      blurHash: expect.any(String),
      width: expect.any(Number),
      height: expect.any(Number),
      alt: null,
    });
    expect(space.min_hours).toBeGreaterThanOrEqual(1);
    expect(space.included.length).toBeGreaterThan(0);
    expect(space.house_rules.length).toBeGreaterThan(0);
    expect(['flexible', 'moderate', 'strict']).toContain(space.cancellation_policy);
    expect(space.host).toEqual(expect.objectContaining({ first_name: expect.any(String) }));
    expect(space.host).not.toHaveProperty('email');
    expect(Array.isArray(space.reviews)).toBe(true);
    expect(space.similar.every((s: { id: number }) => s.id !== space.id)).toBe(true);
  });

  it('shows reviews with the host responses', async () => {
    const { results } = (await api.request('GET', '/v1/spaces/search?sort=rating&page_size=30')).body as { results: { id: number; review_count: number }[] };
    const pages = await Promise.all(results.filter((r) => r.review_count > 0).map(async (r) => (await api.request('GET', `/v1/spaces/${r.id}`)).body));
    const responded = pages.flatMap((p) => p.reviews).find((r: { host_response: string | null }) => r.host_response);
    expect(responded).toEqual(
      expect.objectContaining({ author_name: expect.any(String), rating: expect.any(Number), host_response: expect.any(String), responded_at: expect.any(String) }),
    );
  });

  it('lets host@example.com own the New York party spaces (the third result of the journey included)', async () => {
    const results = await newYorkParty();
    expect(results.length).toBeGreaterThanOrEqual(3);
    const third = (await api.request('GET', `/v1/spaces/${results[2]?.id}`)).body;
    const token = await api.login('host@example.com');
    const mine = (await api.request('GET', '/v1/hosts/me/spaces', { token })).body.data as { id: number }[];
    expect(mine.map((s) => s.id)).toContain(third.id);
    expect(third.host.first_name).toBe('Harper');
  });

  it('answers 404 for a space that does not exist and 400 for an id that is not one', async () => {
    expect((await api.request('GET', '/v1/spaces/999999')).status).toBe(404);
    expect((await api.request('GET', '/v1/spaces/abc')).status).toBe(400);
    expect((await api.request('GET', '/v1/spaces/0')).status).toBe(400);
    expect((await api.request('GET', '/v1/spaces/1e3')).status).toBe(400);
  });
});

describe('GET /v1/spaces/:space/quote', () => {
  it('prices hourly × hours plus the guest fee, in the space’s currency', async () => {
    const [first] = await newYorkParty();
    const space = (await api.request('GET', `/v1/spaces/${first?.id}`)).body;
    const day = dayAhead(60);
    const start = Math.max(space.opens_at, 9 * 60);
    const hh = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const answer = await api.request('GET', `/v1/spaces/${space.id}/quote?starts_at=${day}T${hh(start)}:00&ends_at=${day}T${hh(start + 180)}:00`);
    expect(answer.status).toBe(200);
    expect(answer.body.hours).toBe(3);
    expect(answer.body.currency).toBe('USD');
    expect(answer.body.subtotal).toBe(space.hourly_price * 3);
    expect(answer.body.guest_fee).toBe(Math.round(space.hourly_price * 3 * 10) / 100);
    expect(answer.body.tax).toBeNull();
    expect(answer.body.total).toBe(answer.body.subtotal + answer.body.guest_fee);
  });

  it('adds VAT for a space in a country that has it', async () => {
    const london = (await api.request('GET', '/v1/spaces/search?location=London')).body.results[0];
    const day = dayAhead(61);
    const answer = await api.request('GET', `/v1/spaces/${london.id}/quote?starts_at=${day}T10:00:00&ends_at=${day}T14:00:00`);
    expect(answer.status).toBe(200);
    expect(answer.body.currency).toBe('GBP');
    expect(answer.body.tax).toEqual({ name: 'vat', percent: 20, amount: Math.round((answer.body.subtotal + answer.body.guest_fee) * 20) / 100 });
  });

  it('says why hours cannot be booked: too short, in the past', async () => {
    const [first] = await newYorkParty();
    const yesterday = dayAhead(-3);
    const past = await api.request('GET', `/v1/spaces/${first?.id}/quote?starts_at=${yesterday}T10:00:00&ends_at=${yesterday}T10:30:00`);
    expect(past.status).toBe(200);
    expect(past.body.available).toBe(false);
    expect(past.body.problems).toEqual(expect.arrayContaining(['past']));
  });

  it('refuses malformed hours with the spec-style message', async () => {
    const [first] = await newYorkParty();
    for (const query of [
      '',
      '?starts_at=2030-01-01T10:00:00',
      '?starts_at=2030-01-01T10:00:00&ends_at=2030-01-01T09:00:00',
      '?starts_at=2030-01-01T10:10:00&ends_at=2030-01-01T12:00:00',
      '?starts_at=x&ends_at=y',
    ]) {
      const answer = await api.request('GET', `/v1/spaces/${first?.id}/quote${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error_description).toBe('Please choose a date, a start time and an end time.');
    }
  });
});

describe('GET /v1/spaces/:space/calendar', () => {
  it('lists the booked times between two dates and refuses a bad range', async () => {
    const [first] = await newYorkParty();
    const ok = await api.request('GET', `/v1/spaces/${first?.id}/calendar?from=${dayAhead(0)}&to=${dayAhead(30)}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(expect.objectContaining({ opens_at: expect.any(Number), closes_at: expect.any(Number), busy: expect.any(Array) }));
    for (const b of ok.body.busy) expect(b.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
    expect((await api.request('GET', `/v1/spaces/${first?.id}/calendar?from=${dayAhead(0)}&to=${dayAhead(90)}`)).status).toBe(400);
    expect((await api.request('GET', `/v1/spaces/${first?.id}/calendar?from=nope&to=${dayAhead(1)}`)).status).toBe(400);
  });
});

describe('GET /v1/hosts/me/spaces', () => {
  it('needs a log-in and lists only the host’s own spaces', async () => {
    expect((await api.request('GET', '/v1/hosts/me/spaces')).status).toBe(401);
    const guest = await api.signup(`guest.${Date.now()}@example.com`);
    const none = await api.request('GET', '/v1/hosts/me/spaces', { token: guest.access_token });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });
});
