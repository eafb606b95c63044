import { startTestApi, type TestApi } from './support/test-api';

/**
 * The embedded default (PGlite) proven on every run: the API starts on it, migrates, seeds,
 * and answers one request of each route family, reading and writing. The whole API suite
 * runs on PostgreSQL (docs/decisions/api-test-databases.md); this set keeps the database
 * `npm start` runs on from drifting away from it.
 */
let api: TestApi;
/** The date `days` from today, as the calendar reads it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let guest: string;
let host: string;
beforeAll(async () => {
  api = await startTestApi({ SEED_SPACES: '60', SEED_PHOTOS: '8' });
  [guest, host] = await Promise.all([api.login('guest@example.com'), api.login('host@example.com')]);
}, 120_000);
afterAll(() => api.close());

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
