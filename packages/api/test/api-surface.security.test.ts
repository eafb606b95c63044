import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../src/config/env';
import { freshEmail, startTestApi, type TestApi } from './support/test-api';

/**
 * The API's surface as an attacker sees it (docs/decisions/api-development-mode.md): what a start without a mode
 * exposes, whether a forged Host header reaches any URL the API hands out, whether image
 * fetch can be pointed at the machine's own network, and what deep or many analytics
 * events do.
 */
const SUITE = 'API surface';
const MAIN = join(__dirname, '..', 'src', 'main.ts');
/** Stripe-shaped keys production must be given (docs/decisions/payments-provider.md); never used to call anyone here. */
const PRODUCTION_KEYS = {
  STRIPE_SECRET_KEY: 'sk_live_surface_test',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_surface_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_surface_test',
  // Where messages go, which production also insists on (docs/decisions/mail-and-sms.md).
  SMTP_URL: 'smtp://smtp.example.com:587',
  MAIL_FROM: 'no-reply@example.com',
  PUBLIC_SITE_URL: 'https://www.example.com',
  TWILIO_ACCOUNT_SID: 'AC_surface_test',
  TWILIO_AUTH_TOKEN: 'surface_test',
  TWILIO_FROM: '+15005550006',
  // And the object store listing photos are kept in (docs/decisions/listing-photos.md; test/storage-config.security.test.ts).
  S3_BUCKET: 'hourspace-photos',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIA_CONFIG_TEST',
  S3_SECRET_ACCESS_KEY: 'config_test',
};

/** A raw HTTP request (fetch will not forge a Host header). */
function raw(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A local HTTP server that counts every request it gets (the SSRF target). */
async function countingServer(host: string, preferredPort: number, handler: (path: string, res: import('node:http').ServerResponse) => void) {
  let hits = 0;
  const server: Server = createServer((req, res) => {
    hits++;
    handler(req.url ?? '/', res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      server.listen(0, host, () => resolve());
    });
    server.listen(preferredPort, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { port, origin: `http://${host}:${port}`, hits: () => hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('configuration', () => {
  it('is production unless API_MODE=development asks otherwise', () => {
    const bare = loadConfig({ ...PRODUCTION_KEYS });
    expect(bare.mode).toBe('production');
    expect(bare.basicKey).not.toBe('dev-basic-key');
    expect(bare.seed.enabled).toBe(false);
    expect(bare.imageFetch.privateAddresses).toBe(false);
    expect(bare.imageFetch.hosts).not.toContain('self');
    expect(loadConfig({ NODE_ENV: 'development', ...PRODUCTION_KEYS }).mode).toBe('production');
    const dev = loadConfig({ API_MODE: 'development' });
    expect(dev.mode).toBe('development');
    expect(dev.basicKey).toBe('dev-basic-key');
    expect(dev.publicUrl).toBe('http://localhost:8120');
  });

  it('refuses the development basic key, a contradictory mode and an unknown mode', () => {
    expect(() => loadConfig({ BASIC_KEY: 'dev-basic-key', ...PRODUCTION_KEYS })).toThrow(/development key/);
    expect(() => loadConfig({ API_MODE: 'development', NODE_ENV: 'production' })).toThrow(/contradicts/);
    expect(() => loadConfig({ API_MODE: 'dev', ...PRODUCTION_KEYS })).toThrow(/API_MODE/);
  });

  it('takes absolute URLs from configuration', () => {
    expect(loadConfig({ PORT: '9000', ...PRODUCTION_KEYS }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://api.example.com/', ...PRODUCTION_KEYS }).publicUrl).toBe('https://api.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'api.example.com', ...PRODUCTION_KEYS })).toThrow(/PUBLIC_URL/);
  });
});

describe('a bare start (node --import tsx src/main.ts, no mode set)', () => {
  let child: ChildProcess;
  let base: string;
  let output = '';
  beforeAll(async () => {
    const probe = await countingServer('127.0.0.1', 0, () => undefined);
    const port = probe.port;
    await probe.close();
    // Only where to listen, a throwaway database and the payment keys production insists on: nothing that chooses a mode.
    child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: 'memory://', ...PRODUCTION_KEYS },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the bare API exited: ${output}`);
      const up = await raw(base, 'GET', '/health').catch(() => undefined);
      if (up?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`the bare API did not start: ${output}`);
      // A poll for the bare server's start (it has no test clock), not a wait for an expiry.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 150_000);
  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('answers 404 on every development route and accepts no development key', async () => {
    const probes: [string, string][] = [
      ['GET', '/dev/outbox?to=guest@example.com'],
      ['GET', '/dev/identities'],
      ['POST', '/dev/social-tokens'],
      ['POST', '/dev/accounts/pending-terms'],
      ['POST', '/dev/clock'],
      ['GET', '/dev/google/o/oauth2/v2/auth'],
      ['GET', '/dev/apple/auth/authorize'],
      ['GET', '/dev/facebook/sdk.js'],
      ['GET', '/dev/google/photos/default.png'],
      ['GET', '/dev/cards/key'],
      ['POST', '/dev/cards/tokens'],
    ];
    const statuses = await Promise.all(probes.map(([method, path]) => raw(base, method, path, { 'content-type': 'application/json' }, method === 'POST' ? '{}' : undefined)));
    expect(statuses.map((s) => s.status)).toEqual(probes.map(() => 404));
    expect((await raw(base, 'GET', '/v1/env/web/en-US', { authorization: 'Bearer dev-basic-key' })).status).toBe(401);
    // No demo accounts with published passwords.
    const login = await raw(
      base,
      'POST',
      '/web-templates/v1/sso/authenticate',
      { 'content-type': 'application/json' },
      JSON.stringify({ grant_type: 'password', username: 'guest@example.com', password: 'Marketplace1' }),
    );
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(output).toMatch(/production mode/);
    recordFigure(SUITE, 'bare start: development routes answering 404', `${statuses.filter((s) => s.status === 404).length}/${probes.length}`);
  });
});

describe('development mode', () => {
  let api: TestApi;
  let token: string;
  let target: Awaited<ReturnType<typeof countingServer>>;
  let redirector: Awaited<ReturnType<typeof countingServer>>;
  let picture: Buffer;
  /** Resolves when the API's request for /slow.png has arrived (it is never answered). */
  let slowAsked: Promise<void>;
  let slowArrived: () => void;
  beforeAll(async () => {
    slowAsked = new Promise((resolve) => (slowArrived = resolve));
    picture = await png();
    target = await countingServer('127.0.0.2', 9558, (_path, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(picture));
    redirector = await countingServer('127.0.0.3', 0, (path, res) => {
      if (path === '/to-target.png') return res.writeHead(302, { location: `${target.origin}/secret.png` }).end();
      if (path === '/to-self-404.png') return res.writeHead(302, { location: `${api.url}/v1/images/nope` }).end();
      if (path === '/huge.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(9_000_000));
      // Never answered: only the fetch's deadline ends it.
      if (path === '/slow.png') return slowArrived();
      return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    });
    api = await startTestApi({ SEED_SPACES: '60', SEED_PHOTOS: '8', IMAGE_FETCH_HOSTS: `self,127.0.0.3:${redirector.port}`, ANALYTICS_EVENTS_PER_MINUTE: '300' });
    token = (await api.signup(freshEmail('surface'))).access_token;
  }, 180_000);
  afterAll(async () => {
    await api.close();
    await target.close();
    await redirector.close();
  });

  it('hands out no URL built from a forged Host header', async () => {
    const evil = 'evil.example:666';
    const forged = { host: evil, 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: 'http://localhost:8080' };
    const answers = await Promise.all([
      raw(api.url, 'POST', '/google-connect', forged, JSON.stringify({ action: 'login' })),
      raw(api.url, 'POST', '/apple-connect', forged, JSON.stringify({ source: 'nav', actionRequested: 'login', reqFromPath: '/us/' })),
      raw(api.url, 'GET', '/v1/spaces/search?activity=party&location=New%20York', forged),
      raw(api.url, 'GET', '/v1/home/en-US/sections', forged),
      raw(api.url, 'GET', '/v1/profiles/me', forged),
      raw(api.url, 'POST', '/v1/images/fetch', forged, JSON.stringify({ url: `${api.url}/dev/google/photos/100000000000000000002.png` })),
      raw(api.url, 'GET', '/dev/facebook/sdk.js', forged),
    ]);
    const urls = answers.flatMap((a) => a.text.match(/https?:\/\/[^"'\s\\)]+/g) ?? []);
    const authorize = JSON.parse(answers[0]!.text) as { authorizeUrl: string };
    expect(new URL(authorize.authorizeUrl).host).toBe(new URL(api.url).host);
    const names = [
      'POST /google-connect',
      'POST /apple-connect',
      'GET /v1/spaces/search',
      'GET /v1/home/en-US/sections',
      'GET /v1/profiles/me',
      'POST /v1/images/fetch',
      'GET /dev/facebook/sdk.js',
    ];
    if (answers.some((a) => a.status >= 500)) console.log(api.logs);
    expect(answers.flatMap((a, i) => (a.status >= 400 ? [`${names[i]}: ${a.status} ${a.text.slice(0, 200)}`] : []))).toEqual([]);
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((u) => u.includes('evil.example'))).toEqual([]);
    recordFigure(SUITE, 'forged Host: URLs handed out / carrying the forged host', `${urls.length} / 0`);
  });

  it('never fetches from a host it was not configured for, whatever the Host header says', async () => {
    const before = target.hits();
    const answer = await raw(
      api.url,
      'POST',
      '/v1/images/fetch',
      { host: `127.0.0.2:${target.port}`, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      JSON.stringify({ url: `${target.origin}/secret.png` }),
    );
    expect(answer.status).toBe(400);
    // Through an allowed host's redirect: not followed to an unchecked host.
    const redirected = await api.request('POST', '/v1/images/fetch', { token, body: { url: `${redirector.origin}/to-target.png` } });
    expect(redirected.status).toBe(400);
    expect(target.hits() - before).toBe(0);
    recordFigure(SUITE, 'image fetch: requests that reached 127.0.0.2', target.hits() - before);
  });

  it('answers one uniform error for every refusal and failure, and still fetches an allowed picture', async () => {
    const refused = [
      `${target.origin}/secret.png`,
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:1/x.png',
      `http://127.0.0.1:${new URL(api.url).port}/health`.replace('127.0.0.1', 'localhost'),
      `${api.url}/health`,
      `${api.url}/v1/images/nope`,
      `http://127.0.0.3:1/x.png`,
      `${redirector.origin}/to-target.png`,
      `${redirector.origin}/to-self-404.png`,
      `${redirector.origin}/huge.png`,
      `${redirector.origin}/slow.png`,
      `http://user:secret@127.0.0.3:${redirector.port}/ok.png`,
      'file:///etc/passwd',
      'http://[::1]:22/',
      'gopher://127.0.0.1:25/',
    ];
    const asked = Promise.all(refused.map((url) => api.request('POST', '/v1/images/fetch', { token, body: { url } })));
    // The slow server never answers: the fetch's 5 s deadline runs on the API's clock, moved on
    // once the request is there (docs/decisions/injectable-clock.md) instead of waited out.
    await slowAsked;
    const moved = performance.now();
    await api.advanceClock(5000);
    const answers = await asked;
    // Well under the 5 s of real time that would also end it: the moved clock did.
    expect(performance.now() - moved).toBeLessThan(3000);
    const bodies = new Set(answers.map((a) => `${a.status} ${a.text}`));
    expect([...bodies]).toHaveLength(1);
    expect(answers[0]!.status).toBe(400);
    const allowed = await api.request('POST', '/v1/images/fetch', { token, body: { url: `${redirector.origin}/ok.png` } });
    expect(allowed.status).toBe(201);
    recordFigure(SUITE, 'image fetch: refusals / distinct answers', `${refused.length} / ${bodies.size}`);
  }, 30_000);

  it('answers 4xx to deeply nested analytics and keeps properties to 8 levels', async () => {
    // Written as text: JSON.stringify itself recurses and would overflow on the client.
    const nest = (depth: number): string => `${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;
    const send = (body: string) => raw(api.url, 'POST', '/v1/analytics/track', { 'content-type': 'application/json' }, body);
    const deep = await send(`{"consent":false,"event":"x","properties":${nest(10_000)}}`);
    const deepArray = await send(`{"consent":false,"event":"x","timestamp":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    const nine = await send(`{"consent":false,"event":"x","properties":${nest(9)}}`);
    const eight = await send(`{"consent":false,"event":"x","properties":${nest(8)}}`);
    const batch = await send(`{"consent":false,"events":[{"event":"x","properties":${nest(8)}},{"event":"y","properties":${nest(9)}}]}`);
    const huge = await send(JSON.stringify({ consent: false, event: 'x', properties: { a: 'x'.repeat(300_000) } }));
    expect([deep.status, deepArray.status, nine.status, batch.status]).toEqual([400, 400, 400, 400]);
    expect(huge.status).toBe(413);
    expect(eight.status).toBe(202);
    expect((await api.request('GET', '/health')).status).toBe(200);
    recordFigure(SUITE, 'analytics: 10,000-deep properties', deep.status);
  });

  it('answers every oversized body 413 on a connection it keeps, never a reset', async () => {
    // Cut off mid-upload, a client would get EPIPE or ECONNRESET instead of the refusal (docs/decisions/api-oversized-bodies.md).
    const url = new URL(api.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const sockets = new Set<Socket>();
    const body = JSON.stringify({ message: 'x'.repeat(1_100_000) });
    const send = () =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path: '/v1/message/send',
            headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('socket', (socket) => sockets.add(socket));
        req.on('error', reject);
        req.end(body);
      });
    const statuses = await Promise.allSettled(Array.from({ length: 32 }, send));
    agent.destroy();
    expect(statuses.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual(Array(32).fill(413));
    expect(sockets.size).toBeLessThanOrEqual(4);
    recordFigure(SUITE, 'oversized bodies: 413s / connections', `${statuses.length} / ${sockets.size}`);
  });

  it('limits analytics events per client', async () => {
    const batch = { consent: false, events: Array.from({ length: 50 }, (_, i) => ({ event: `e${i}` })) };
    let accepted = 0;
    let limited = 0;
    for (let i = 0; i < 10; i++) {
      const answer = await api.request('POST', '/v1/analytics/track', { body: batch });
      if (answer.status === 202) accepted += answer.body.accepted as number;
      else if (answer.status === 429) limited++;
      else throw new Error(`unexpected ${answer.status} ${answer.text}`);
    }
    // 300 a minute configured; events already sent by the test above count too.
    expect(accepted).toBeLessThanOrEqual(300);
    expect(limited).toBeGreaterThan(0);
    recordFigure(SUITE, 'analytics: events accepted of 500 in a minute (limit 300)', accepted);
  });
});

describe('production mode image fetch', () => {
  let api: TestApi;
  let token: string;
  let local: Awaited<ReturnType<typeof countingServer>>;
  beforeAll(async () => {
    const picture = await png();
    local = await countingServer('127.0.0.1', 0, (_path, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(picture));
    // An allow-listed name that resolves to loopback: refused, because the resolved address is checked.
    api = await startTestApi({
      API_MODE: 'production',
      BASIC_KEY: 'prod-key',
      SEED_SPACES: '40',
      SEED_PHOTOS: '8',
      IMAGE_FETCH_HOSTS: `localhost:${local.port},127.0.0.1:${local.port}`,
    });
    token = (await api.signup(freshEmail('surface.prod'))).access_token;
  }, 180_000);
  afterAll(async () => {
    await api.close();
    await local.close();
  });

  it('refuses allow-listed hosts whose address is not public', async () => {
    const answers = await Promise.all(
      [`http://localhost:${local.port}/me.png`, `http://127.0.0.1:${local.port}/me.png`].map((url) => api.request('POST', '/v1/images/fetch', { token, body: { url } })),
    );
    expect(answers.map((a) => a.status)).toEqual([400, 400]);
    expect(local.hits()).toBe(0);
    recordFigure(SUITE, 'production: fetches of allow-listed loopback names that connected', local.hits());
  });
});
