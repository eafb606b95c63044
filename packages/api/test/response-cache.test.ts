/**
 * The response cache of search and the space page (docs/decisions/api-response-cache.md), over
 * real HTTP: a cached answer is the uncached one byte for byte, with the same headers; a write
 * makes it stale at once (bookings, blocked days, add-ons, review responses, host profiles);
 * a second API app on the same database (HS_TEST_APPS=2: its own pool, cache and LISTEN
 * connection on PostgreSQL under test:postgres) hears the first one's invalidations; and no
 * viewer's answer reaches another viewer.
 */
import { postBooking } from './support/checkout';
import { type Answer, freshEmail, testApiOfFile } from './support/test-api';
import { slotOf } from './support/slots';

const api = testApiOfFile({ SEED_SPACES: '200', SEED_PHOTOS: '8', HS_TEST_APPS: '2' });
let other: string;
let hostToken: string;
let spaceId: number;
let space: { latitude: number; longitude: number; opens_at: number; min_hours: number };
beforeAll(async () => {
  other = api.urls[1] as string;
  hostToken = await api.login('host@example.com');
  spaceId = (await api.request('GET', '/v1/hosts/me/spaces', { token: hostToken })).body.data[0].id;
  space = (await api.request('GET', `/v1/spaces/${spaceId}`)).body;
});

let nextOffset = 120;

/** A slot of the host's first space on a day no other test here uses, and the availability search around the space for it. */
function slot() {
  const { day, starts_at, ends_at } = slotOf(space, nextOffset++);
  const { latitude: lat, longitude: lng } = space;
  const search = `/v1/spaces/search?bbox=${lng - 0.0001},${lat - 0.0001},${lng + 0.0001},${lat + 0.0001}&availability_interval=${lat},${lng},${starts_at},${ends_at}`;
  return { day, starts_at, ends_at, search };
}

const ids = (answer: Answer) => (answer.body.results as { id: number }[]).map((r) => r.id);

/** GET from another app's address (the second instance). */
async function getFrom(base: string, path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), headers: response.headers, text };
}

/** Polls `read` until `done` (another process hears an invalidation within milliseconds, not within our request). */
async function eventually(read: () => Promise<Answer>, done: (a: Answer) => boolean): Promise<Answer> {
  const until = Date.now() + 5000;
  for (;;) {
    const answer = await read();
    if (done(answer) || Date.now() > until) return answer;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The result ids `read` answers with once the space is among them (`listed`) or not, polling as `eventually` does. */
async function idsOnce(read: () => Promise<Answer>, listed: boolean): Promise<number[]> {
  return ids(await eventually(read, (a) => ids(a).includes(spaceId) === listed));
}

/** Headers of an answer that do not vary per request. */
function stableHeaders(answer: Answer): Record<string, string> {
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['date', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'keep-alive', 'connection'].includes(name)) out[name] = value;
  });
  return out;
}

describe('a cached answer', () => {
  it('is the uncached answer byte for byte, with the same headers (content type, security headers, no cache-control of its own)', async () => {
    for (const path of ['/v1/spaces/search?activity=party&location=New%20York', `/v1/spaces/${spaceId}`, '/v1/spaces/search?sort=price_desc&page=2&page_size=7']) {
      const first = await api.request('GET', path);
      const second = await api.request('GET', path);
      expect(first.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(stableHeaders(second)).toEqual(stableHeaders(first));
      expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(first.headers.get('cache-control')).toBe(stableHeaders(first)['cache-control'] ?? null);
      expect(first.headers.get('etag')).toBeNull();
      // The same parameters in another order are the same answer.
      const query = path.split('?')[1];
      if (query) {
        const reordered = query.split('&').reverse().join('&');
        expect((await api.request('GET', `${path.split('?')[0]}?${reordered}`)).text).toBe(first.text);
      }
    }
  });

  it('is not kept for errors: a bad search or a missing space answers as before, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await api.request('GET', '/v1/spaces/search?activity=nothing-like-this-exists');
      expect(bad.status).toBe(400);
      expect(bad.body.issues[0].field).toBe('activity');
      expect((await api.request('GET', '/v1/spaces/999999')).status).toBe(404);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const path = `/v1/spaces/${spaceId}`;
    const get = await api.request('GET', path);
    const head = await api.request('HEAD', path);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(get.text)));
  });
});

describe('invalidation', () => {
  it('an accepted booking takes the space out of a cached availability search at once, here and on the other instance; cancelling brings it back', async () => {
    const s = slot();
    expect(ids(await api.request('GET', s.search))).toContain(spaceId);
    expect(ids(await getFrom(other, s.search))).toContain(spaceId);
    const guest = (await api.signup(freshEmail('cache.guest'))).access_token;
    const body = {
      space_id: spaceId,
      starts_at: s.starts_at,
      ends_at: s.ends_at,
      attendees: 4,
      activity: 'party',
      message: 'Hello! A birthday party, please.',
      terms: true,
      add_ons: [],
    };
    const booking = await postBooking(api, guest, body);
    expect(booking.status).toBe(201);
    // A request holds no time yet.
    expect(ids(await api.request('GET', s.search))).toContain(spaceId);
    expect((await api.request('PUT', `/v1/bookings/${booking.body.id}`, { token: hostToken, body: { status: 'accepted' } })).status).toBe(200);
    expect(ids(await api.request('GET', s.search))).not.toContain(spaceId);
    expect(await idsOnce(() => getFrom(other, s.search), false)).not.toContain(spaceId);
    // The guest cancels on the other instance; the first one hears it.
    const cancelled = await fetch(`${other}/v1/bookings/${booking.body.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${guest}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancelled.status).toBe(200);
    expect(ids(await getFrom(other, s.search))).toContain(spaceId);
    expect(await idsOnce(() => api.request('GET', s.search), true)).toContain(spaceId);
  });

  it('a blocked day takes the space out of a cached availability search at once, here and on the other instance; unblocking brings it back', async () => {
    const s = slot();
    expect(ids(await api.request('GET', s.search))).toContain(spaceId);
    expect(ids(await getFrom(other, s.search))).toContain(spaceId);
    const blocked = await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/blocked-days`, { token: hostToken, body: { day: s.day, title: 'Painting' } });
    expect(blocked.status).toBe(201);
    expect(ids(await api.request('GET', s.search))).not.toContain(spaceId);
    expect(await idsOnce(() => getFrom(other, s.search), false)).not.toContain(spaceId);
    expect((await api.request('DELETE', `/v1/hosts/me/spaces/${spaceId}/blocked-days/${blocked.body.id}`, { token: hostToken })).status).toBe(204);
    expect(ids(await api.request('GET', s.search))).toContain(spaceId);
    expect(await idsOnce(() => getFrom(other, s.search), true)).toContain(spaceId);
  });

  it('a space edit (an add-on added, changed, removed) shows on the cached space page at once, and on the other instance', async () => {
    const page = `/v1/spaces/${spaceId}`;
    const names = (a: Answer) => (a.body.add_ons as { name: string }[]).map((x) => x.name);
    const namesOnce = async (read: () => Promise<Answer>, name: string, listed: boolean) => names(await eventually(read, (a) => names(a).includes(name) === listed));
    expect(names(await api.request('GET', page))).not.toContain('Cache test chairs');
    expect(names(await getFrom(other, page))).not.toContain('Cache test chairs');
    const created = await api.request('POST', `/v1/hosts/me/spaces/${spaceId}/add-ons`, { token: hostToken, body: { name: 'Cache test chairs', price: 12, unit: 'booking' } });
    expect(created.status).toBe(201);
    expect(names(await api.request('GET', page))).toContain('Cache test chairs');
    expect(await namesOnce(() => getFrom(other, page), 'Cache test chairs', true)).toContain('Cache test chairs');
    const changed = await api.request('PUT', `/v1/hosts/me/spaces/${spaceId}/add-ons/${created.body.id}`, {
      token: hostToken,
      body: { name: 'Cache test tables', price: 15, unit: 'hour' },
    });
    expect(changed.status).toBe(200);
    expect(names(await api.request('GET', page))).toEqual(expect.arrayContaining(['Cache test tables']));
    expect((await api.request('DELETE', `/v1/hosts/me/spaces/${spaceId}/add-ons/${created.body.id}`, { token: hostToken })).status).toBe(204);
    expect(names(await api.request('GET', page))).not.toContain('Cache test tables');
    expect(await namesOnce(() => getFrom(other, page), 'Cache test tables', false)).not.toContain('Cache test tables');
  });

  it("a host's response to a review and the host's new first name show on the cached space page at once", async () => {
    const reviews = (await api.request('GET', '/v1/reviews/about-me', { token: hostToken })).body.as_host.data as { id: number; space: { id: number } }[];
    const review = reviews[0];
    expect(review).toBeDefined();
    const page = `/v1/spaces/${review?.space.id}`;
    const responses = (a: Answer) => (a.body.reviews as { id: number; host_response: string | null }[]).find((r) => r.id === review?.id)?.host_response;
    const before = await api.request('GET', page);
    expect(before.status).toBe(200);
    const text = `Thank you, cache test ${Date.now()}`;
    expect((await api.request('PUT', `/v1/reviews/${review?.id}/response`, { token: hostToken, body: { response: text } })).status).toBe(200);
    expect(responses(await api.request('GET', page))).toBe(text);

    const me = (await api.request('GET', '/v1/profiles/me', { token: hostToken })).body as { first_name: string };
    expect((await api.request('GET', page)).body.host.first_name).toBe(me.first_name);
    expect((await api.request('PUT', '/v1/profiles/me', { token: hostToken, body: { first_name: 'Harpo' } })).status).toBe(200);
    expect((await api.request('GET', page)).body.host.first_name).toBe('Harpo');
    expect(
      (
        await eventually(
          () => getFrom(other, page),
          (a) => a.body.host.first_name === 'Harpo',
        )
      ).body.host.first_name,
    ).toBe('Harpo');
    expect((await api.request('PUT', '/v1/profiles/me', { token: hostToken, body: { first_name: me.first_name } })).status).toBe(200);
    expect((await api.request('GET', page)).body.host.first_name).toBe(me.first_name);
  });
});

describe('viewers', () => {
  it('get the same public answer whoever asks, and nothing of another viewer', async () => {
    const a = await api.signup(freshEmail('cache.a'));
    const b = await api.signup(freshEmail('cache.b'));
    // A saved space is the viewer's own: it never shows in the shared answers.
    expect((await api.request('PUT', `/v1/boards/default/spaces/${spaceId}`, { token: a.access_token })).status).toBeLessThan(300);
    const path = `/v1/spaces/${spaceId}`;
    const asA = await api.request('GET', path, { token: a.access_token });
    const asB = await api.request('GET', path, { token: b.access_token });
    const anonymous = await api.request('GET', path);
    expect(asB.text).toBe(asA.text);
    expect(anonymous.text).toBe(asA.text);
    expect(asA.text).not.toMatch(/saved|SSOid|email/i);
    const search = '/v1/spaces/search?activity=party&location=New%20York';
    const searchA = await api.request('GET', search, { token: a.access_token });
    expect((await api.request('GET', search)).text).toBe(searchA.text);
    expect(searchA.text).not.toMatch(/saved|SSOid|email/i);
  });

  it('each read their own profile (per-user reads are not cached across users)', async () => {
    const a = await api.signup(freshEmail('cache.pa'));
    const b = await api.signup(freshEmail('cache.pb'));
    for (let i = 0; i < 2; i++) {
      expect((await api.request('GET', '/v1/profiles/me', { token: a.access_token })).body.SSOid).toBe(a.SSOid);
      expect((await api.request('GET', '/v1/profiles/me', { token: b.access_token })).body.SSOid).toBe(b.SSOid);
    }
  });
});
