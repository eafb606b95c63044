import { freshEmail, testApiOfFile } from './support/test-api';

/** POST /dev/spaces: the e2e specs' own spaces (docs/decisions/e2e-test-data.md). */
describe('development mode', () => {
  const api = testApiOfFile();

  it('gives the signed-in user a copy of a demo space with its reviews, unanswered, and makes them a host', async () => {
    const signup = await api.request('POST', '/v1/profiles', {
      body: { grant_type: 'signup', username: freshEmail('space-host'), password: 'Hourspace2026', unsubscribe: false, first_name: 'Sam', last_name: 'Spaces' },
    });
    expect(signup.status).toBe(201);
    const token = signup.body.access_token as string;
    expect((await api.request('GET', '/v1/profiles/me', { token })).body.is_host).toBe(false);

    const made = await api.request('POST', '/dev/spaces', { token });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ id: expect.any(Number), title: expect.any(String) });
    const again = await api.request('POST', '/dev/spaces', { token });
    expect(again.body.id).not.toBe(made.body.id);
    expect(again.body.title).not.toBe(made.body.title);

    const mine = await api.request('GET', '/v1/hosts/me/spaces', { token });
    expect(mine.body.data.map((s: { id: number }) => s.id).sort()).toEqual([made.body.id, again.body.id].sort());
    expect((await api.request('GET', '/v1/profiles/me', { token })).body.is_host).toBe(true);
    const space = await api.request('GET', `/v1/spaces/${made.body.id}`);
    expect(space.status).toBe(200);
    expect(space.body.title).toBe(made.body.title);
    // Open 08:00 to 22:00 with a one-hour minimum: three hours from 10:00 a month ahead are free.
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const quote = await api.request('GET', `/v1/spaces/${made.body.id}/quote?starts_at=${day}T10:00:00&ends_at=${day}T13:00:00`);
    expect(quote.body.available).toBe(true);
    // Each copy has the demo space's first reviews, none answered yet.
    const reviews = await api.request('GET', '/v1/reviews/about-me', { token });
    expect(reviews.body.as_host.data.length).toBeGreaterThanOrEqual(2);
    expect(reviews.body.as_host.data.every((r: { host_response: unknown }) => r.host_response === null)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await api.request('POST', '/dev/spaces')).status).toBe(401);
  });
});

describe('production mode', () => {
  const api = testApiOfFile({ HS_TEST_OVERRIDES: JSON.stringify({ mode: 'production' }) });

  it('has no POST /dev/spaces', async () => {
    expect(api.routes.some((r) => r.url === '/dev/spaces')).toBe(false);
    const token = await api.login('host@example.com').catch(() => undefined);
    expect((await api.request('POST', '/dev/spaces', token ? { token } : {})).status).toBe(404);
  });
});
