import { isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import { startTestApi, type TestApi } from './support/test-api';

/**
 * The embedded default (PGlite) proven on every run, on the first start exactly as `npm start`
 * does it (full demo data, OWASP scrypt): the API starts on it, migrates, seeds, and answers one
 * request of each route family, reading and writing. The whole API suite runs on PostgreSQL
 * (docs/decisions/api-test-databases.md); this set keeps the database `npm start` runs on from
 * drifting away from it. One start serves every check: a PGlite start is the cost here.
 */
let api: TestApi;
/** The date `days` from today, as the calendar reads it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
beforeAll(async () => {
  api = await startTestApi({ SEED_SPACES: '2400', SEED_PHOTOS: '240', SCRYPT_N: String(2 ** 17), HS_TEST_FRESH_DB: '1' });
  console.log(`first start with full demo data: ${api.startMs} ms (seed ${api.seed.ms} ms)`);
}, 300_000);
afterAll(() => api.close());

it('seeds at least 2000 spaces over at least 30 cities of the seven countries, quickly', async () => {
  expect(api.seed).toMatchObject({ seeded: true, spaces: 2400, photos: 240 });
  expect(api.seed.cities).toBeGreaterThanOrEqual(30);
  expect(api.seed.bookings).toBeGreaterThan(1000);
  // The target is 30 s on an idle 2-core machine; the bound leaves room for a busy one.
  expect(api.startMs).toBeLessThan(90_000);
  const totals: Record<string, number> = {};
  for (const country of ['US', 'GB', 'AU', 'ES', 'DE', 'CA', 'FR']) {
    totals[country] = (await api.request('GET', `/v1/spaces/search?country=${country}&page_size=1`)).body.total;
    expect(totals[country]).toBeGreaterThan(100);
  }
  expect(Object.values(totals).reduce((a, b) => a + b, 0)).toBe(2400);
});

it('prices spaces in the local currency, with ratings, capacity and coordinates', async () => {
  const expectations: [string, string][] = [
    ['London', 'GBP'],
    ['Paris', 'EUR'],
    ['Toronto', 'CAD'],
    ['Sydney', 'AUD'],
    ['Chicago', 'USD'],
  ];
  for (const [city, currency] of expectations) {
    const answer = await api.request('GET', `/v1/spaces/search?location=${city}`);
    expect(answer.body.total).toBeGreaterThan(10);
    for (const r of answer.body.results) {
      expect(r.currency).toBe(currency);
      expect(r.hourly_price).toBeGreaterThan(0);
      expect(r.capacity).toBeGreaterThan(0);
      expect(r.rating === 0 || (r.rating >= 4 && r.rating <= 5)).toBe(true);
      expect(typeof r.latitude).toBe('number');
    }
  }
});

it('serves generated photos with a blurHash that decodes', async () => {
  const answer = await api.request('GET', '/v1/spaces/search?location=Madrid');
  const seen = new Set<string>();
  for (const r of answer.body.results.slice(0, 10)) {
    expect(isBlurhashValid(r.photo.blurHash).result).toBe(true);
    seen.add(r.photo.url);
  }
  expect(seen.size).toBeGreaterThan(3);
  const first = [...seen][0] as string;
  const meta = await sharp(Buffer.from(await (await fetch(first)).arrayBuffer())).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 427]);
});

it('lets every demo account in as the README says', async () => {
  const login = (username: string) => api.request('POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'password', username, password: 'Marketplace1' } });
  for (const account of DEMO_ACCOUNTS) {
    if (account.social) {
      const minted = await api.request('POST', '/dev/social-tokens', { body: { provider: account.social.provider, identity: account.social.id } });
      // An Apple code counts only in the browser it was issued to: send back the binding cookie the mint set.
      const cookie = minted.headers
        .getSetCookie()
        .map((c) => c.split(';')[0] as string)
        .join('; ');
      const answer = await api.request('POST', '/web-templates/v1/sso/authenticate', {
        body: { grant_type: 'social_login', provider: account.social.provider, social_access_token: minted.body.social_access_token },
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(answer.status).toBe(200);
      continue;
    }
    const answer = await login(account.email);
    if (account.status === 'inactive') expect(answer.body.error_description).toBe('inactive_account');
    else if (account.aggressivePasswordReset) expect(answer.body.aggressivePasswordReset).toBe(true);
    else expect(answer.status).toBe(200);
  }
}, 120_000);

describe('one request of every route family', () => {
  let guest: string;
  let host: string;
  beforeAll(async () => {
    [guest, host] = await Promise.all([api.login('guest@example.com'), api.login('host@example.com')]);
  }, 60_000);

  it('answers one read of every public route family', async () => {
    const space = (await api.request('GET', '/v1/spaces/search?location=New%20York&page_size=1')).body.results[0];
    expect(space?.id).toBeDefined();
    const reads = [
      '/health',
      '/v1/activities',
      '/v1/home/en-US/sections',
      '/v1/keywords/popular/en-US',
      '/v1/browse/en-US',
      '/v1/fees',
      '/v1/locations/en-US',
      '/v1/resources/en-US',
      '/v1/maps/place-predictions?input=Chic',
      `/v1/spaces/${space.id}`,
      `/v1/spaces/${space.id}/calendar?from=${day(7)}&to=${day(14)}`,
    ];
    // The environment and grant routes take the site's basic key, as the shell sends it.
    const keyed = ['/v1/env/web/en-US', '/v1/sso/grants?username=guest%40example.com'];
    const statuses = await Promise.all([
      ...reads.map(async (path) => [path, (await api.request('GET', path)).status] as const),
      ...keyed.map(async (path) => [path, (await api.request('GET', path, { token: 'dev-basic-key' })).status] as const),
    ]);
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('answers one signed-in read of every account route family', async () => {
    const reads: Array<[string, string]> = [
      ['/v1/profiles/me', guest],
      ['/v1/boards', guest],
      ['/v1/bookings', guest],
      ['/v1/messages/threads', guest],
      ['/v1/referrals/me', guest],
      ['/v1/reviews/about-me', host],
      ['/v1/hosts/me/spaces', host],
      ['/v1/listings/drafts', host],
    ];
    const statuses = await Promise.all(reads.map(async ([path, token]) => [path, (await api.request('GET', path, { token })).status] as const));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('writes and reads back through the embedded database', async () => {
    const { access_token } = await api.signup(`smoke.${Date.now()}@example.com`);
    const created = await api.request('POST', '/v1/boards', { token: access_token, body: { name: 'Smoke board' } });
    expect(created.status).toBe(201);
    const boards = await api.request('GET', '/v1/boards', { token: access_token });
    expect(JSON.stringify(boards.body)).toContain('Smoke board');
  });
});
