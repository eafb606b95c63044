import { REMOTE_HEALTH_PATH as MANIFEST_HEALTH_PATH } from '@hourspace/contracts';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { ApiError } from '../src/lib/errors';
import { DEV_RELEASE_HEALTH_TOKEN, healthReadToken, REMOTE_HEALTH_MAX_REPORTS, REMOTE_HEALTH_PATH, remoteHealthRoutes } from '../src/routes/remote-health';
import type { RemoteHealthCounter, RemoteLoadCounts, RemoteLoadReport } from '../src/services/remote-health';
import { testApiOfFile } from './support/test-api';

/**
 * Remote load health (docs/decisions/release-canary-cohorts.md): the endpoint every visitor's shell posts to takes only
 * well-formed, bounded reports of builds (nothing about the visitor), and the counts are
 * read with the release token alone.
 */
const TOKEN = 'release-token-for-tests';
const FAILED = { channel: 'prod', locale: 'de-DE', remote: 'mf-home', version: '1.5.0', outcome: 'failed', code: 'SHELL-005' };
const MOUNTED = { channel: 'prod', locale: 'de-DE', remote: 'mf-home', version: '1.0.0', outcome: 'mounted' };

/**
 * The route's own tests count in memory: they are about what the endpoint takes and who may
 * read it. The database's counting (windows, several processes) is tested against the running
 * API below.
 */
class CountsInMemory implements RemoteHealthCounter {
  private readonly builds = new Map<string, RemoteLoadCounts>();

  record(reports: RemoteLoadReport[]): Promise<number> {
    for (const r of reports) {
      const key = [r.channel, r.locale, r.remote, r.version].join('/');
      const c = this.builds.get(key) ?? { channel: r.channel, locale: r.locale, remote: r.remote, version: r.version, mounted: 0, failed: 0, codes: {} };
      c[r.outcome] += 1;
      if (r.outcome === 'failed' && r.code) c.codes[r.code] = (c.codes[r.code] ?? 0) + 1;
      this.builds.set(key, c);
    }
    return Promise.resolve(reports.length);
  }

  counts(channel: string): Promise<RemoteLoadCounts[]> {
    return Promise.resolve([...this.builds.values()].filter((c) => c.channel === channel).sort((a, b) => a.version.localeCompare(b.version)));
  }
}

let app: FastifyInstance;
const health = new CountsInMemory();

beforeAll(async () => {
  app = Fastify();
  // As the API's own handler: ApiError bodies, fastify's 4xx as they are, never 5xx for a bad request.
  app.setErrorHandler((error: FastifyError | ApiError, _request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send(error.toBody());
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    return reply.status(status).send({ statusCode: status });
  });
  remoteHealthRoutes(app, { mode: 'production', health, readToken: TOKEN });
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.inject({ method: 'POST', url: REMOTE_HEALTH_PATH, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers });
const read = (query = 'channel=prod', token: string | null = TOKEN) =>
  app.inject({ method: 'GET', url: `${REMOTE_HEALTH_PATH}?${query}`, headers: token === null ? {} : { authorization: `Bearer ${token}` } });

describe('POST /v1/health/remote-loads', () => {
  it('is where the release manifest sends the shell', () => {
    expect(REMOTE_HEALTH_PATH).toBe(MANIFEST_HEALTH_PATH);
  });

  it('counts mounted and failed loads per build, with the failure codes', async () => {
    expect((await post({ reports: [FAILED, FAILED, MOUNTED] })).statusCode).toBe(204);
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().builds).toEqual([
      { channel: 'prod', locale: 'de-DE', remote: 'mf-home', version: '1.0.0', mounted: 1, failed: 0, codes: {} },
      { channel: 'prod', locale: 'de-DE', remote: 'mf-home', version: '1.5.0', mounted: 0, failed: 2, codes: { 'SHELL-005': 2 } },
    ]);
  });

  it('refuses malformed reports with 400 and never 5xx', async () => {
    const bad: unknown[] = [
      {},
      { reports: [] },
      { reports: 'x' },
      { reports: Array.from({ length: REMOTE_HEALTH_MAX_REPORTS + 1 }, () => MOUNTED) },
      { reports: [{ ...FAILED, code: undefined }] },
      { reports: [{ ...FAILED, code: 'DROP TABLE' }] },
      { reports: [{ ...MOUNTED, locale: 'xx-XX' }] },
      { reports: [{ ...MOUNTED, remote: '../etc' }] },
      { reports: [{ ...MOUNTED, version: '1.0.0<script>' }] },
      { reports: [{ ...MOUNTED, channel: 'Prod Channel' }] },
      { reports: [{ ...MOUNTED, outcome: 'exploded' }] },
      { reports: [{ ...MOUNTED, version: 1 }] },
      [MOUNTED],
      null,
    ];
    for (const body of bad) expect([body, (await post(body)).statusCode]).toEqual([body, 400]);
    expect((await post('{')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ reports: [MOUNTED], pad: 'x'.repeat(10_000) }))).statusCode).toBe(413);
    expect((await post('reports=1', { 'content-type': 'text/plain' })).statusCode).toBe(400);
  });

  it('keeps nothing but the build and the outcome: extra fields are dropped', async () => {
    await post({ reports: [{ ...MOUNTED, channel: 'extra', email: 'someone@example.com', ssoid: 'u-1', url: 'http://localhost:8080/de/account?token=x' }] });
    expect(JSON.stringify((await read('channel=extra')).json())).not.toMatch(/someone|u-1|token/);
  });
});

describe('GET /v1/health/remote-loads', () => {
  it('answers 401 without the release token, with a wrong one, or when the API has none', async () => {
    expect((await read('channel=prod', null)).statusCode).toBe(401);
    expect((await read('channel=prod', 'wrong')).statusCode).toBe(401);
    expect((await read('channel=prod', `${TOKEN}x`)).statusCode).toBe(401);
    const closed = Fastify();
    remoteHealthRoutes(closed, { mode: 'production', health });
    expect((await closed.inject({ method: 'GET', url: `${REMOTE_HEALTH_PATH}?channel=prod`, headers: { authorization: 'Bearer undefined' } })).statusCode).toBe(401);
    await closed.close();
  });

  it('takes its token from RELEASE_HEALTH_TOKEN, with a development default only in development mode', () => {
    expect(healthReadToken('production', {})).toBeUndefined();
    expect(healthReadToken('development', {})).toBe(DEV_RELEASE_HEALTH_TOKEN);
    expect(healthReadToken('production', { RELEASE_HEALTH_TOKEN: 'x' })).toBe('x');
  });

  it('refuses a malformed query with 400', async () => {
    for (const query of ['', 'channel=../x', 'channel=prod&minutes=0', 'channel=prod&minutes=99999', 'channel=prod&minutes=abc'])
      expect([query, (await read(query)).statusCode]).toEqual([query, 400]);
  });
});

describe('the remote health endpoint in the running API', () => {
  // Two API apps on one database, as two processes behind a load balancer.
  const api = testApiOfFile({ SEED_SPACES: '20', SEED_PHOTOS: '4', HS_TEST_APPS: '2' });
  const auth = { authorization: `Bearer ${DEV_RELEASE_HEALTH_TOKEN}` };
  const postTo = (url: string, reports: unknown[]) =>
    fetch(`${url}${REMOTE_HEALTH_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reports }) });
  const countsFrom = async (url: string, query: string) => {
    const answer = await fetch(`${url}${REMOTE_HEALTH_PATH}?${query}`, { headers: auth });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { builds: RemoteLoadCounts[] }).builds;
  };

  it('takes the shell’s reports from the site’s origin, and keeps the counts to the release token', async () => {
    const preflight = await api.request('OPTIONS', REMOTE_HEALTH_PATH, {
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect((await api.request('POST', REMOTE_HEALTH_PATH, { body: { reports: [FAILED] }, headers: { origin: 'http://localhost:8080' } })).status).toBe(204);
    expect((await api.request('POST', REMOTE_HEALTH_PATH, { body: { reports: [{ ...FAILED, locale: 'xx' }] } })).status).toBe(400);
    expect((await api.request('GET', `${REMOTE_HEALTH_PATH}?channel=prod`)).status).toBe(401);
  });

  it('answers the same counts from either app: the reports posted to both, summed', async () => {
    const [first, second] = api.urls as [string, string];
    const channel = { channel: 'shared' };
    expect(
      (
        await postTo(first, [
          { ...FAILED, ...channel },
          { ...MOUNTED, ...channel },
        ])
      ).status,
    ).toBe(204);
    expect(
      (
        await postTo(second, [
          { ...FAILED, ...channel },
          { ...FAILED, ...channel, code: 'SHELL-004' },
          { ...MOUNTED, ...channel },
        ])
      ).status,
    ).toBe(204);
    await Promise.all(Array.from({ length: 10 }, (_, i) => postTo(i % 2 ? first : second, [{ ...MOUNTED, ...channel }])));
    const expected = [
      { channel: 'shared', locale: 'de-DE', remote: 'mf-home', version: '1.0.0', mounted: 12, failed: 0, codes: {} },
      { channel: 'shared', locale: 'de-DE', remote: 'mf-home', version: '1.5.0', mounted: 0, failed: 3, codes: { 'SHELL-005': 2, 'SHELL-004': 1 } },
    ];
    expect(await countsFrom(first, 'channel=shared')).toEqual(expected);
    expect(await countsFrom(second, 'channel=shared')).toEqual(expected);
  });

  it('counts over the window asked for, and forgets after a day', async () => {
    const channel = { channel: 'window' };
    expect((await postTo(api.url, [{ ...MOUNTED, ...channel }])).status).toBe(204);
    await api.advanceClock(30 * 60_000);
    expect((await postTo(api.url, [{ ...FAILED, ...channel }])).status).toBe(204);
    expect((await countsFrom(api.url, 'channel=window&minutes=10')).map((c) => c.version)).toEqual(['1.5.0']);
    expect((await countsFrom(api.url, 'channel=window&minutes=60')).map((c) => c.version)).toEqual(['1.0.0', '1.5.0']);
    await api.advanceClock(24 * 60 * 60_000);
    expect((await postTo(api.url, [{ ...MOUNTED, channel: 'other' }])).status).toBe(204);
    expect(await countsFrom(api.url, 'channel=window&minutes=1440')).toEqual([]);
  });
});
