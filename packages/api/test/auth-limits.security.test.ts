import { freshEmail, startTestApi, type TestApi } from './support/test-api';

describe('limits, CORS, logging and timing', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ HS_TEST_LOGS: '1', SEED_SPACES: '40', SEED_PHOTOS: '8', LOGIN_FAILURES_PER_ACCOUNT: '5', LOGIN_FAILURES_PER_ADDRESS: '40' });
  }, 180_000);
  afterAll(() => api.close());

  const login = (username: string, password: string) => api.request('POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'password', username, password } });

  it('makes exactly one account from 50 simultaneous sign-ups with one email', async () => {
    const email = freshEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.request('POST', '/v1/profiles', { body: { grant_type: 'signup', username: email, password: 'Marketplace1', unsubscribe: false } })),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && a.body.error === 'Username in use')).toHaveLength(49);
    // The one account is the one that logs in.
    const login1 = await login(email, 'Marketplace1');
    expect(login1.body.SSOid).toBe(created[0]?.body.SSOid);
  });

  it('answers 429 after too many failed log-ins for one account, even with the right password', async () => {
    const email = freshEmail('limited');
    await api.signup(email);
    for (let i = 0; i < 5; i++) expect((await login(email, 'Wrong-password1')).body.error).toBe('Invalid Password');
    const blocked = await login(email, 'Marketplace1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Other accounts are not affected.
    expect((await login('guest@example.com', 'Marketplace1')).status).toBe(200);
  });

  it('answers 429 after too many failures from one address across accounts', async () => {
    let status = 0;
    for (let i = 0; i < 45 && status !== 429; i++) status = (await login(`nobody${i}@example.com`, 'Whatever1')).status;
    expect(status).toBe(429);
  });

  it('takes as long for an unknown email as for a wrong password', async () => {
    const fresh = await startTestApi({ SEED_SPACES: '40', SEED_PHOTOS: '8', SCRYPT_N: '16384', LOGIN_FAILURES_PER_ACCOUNT: '100', LOGIN_FAILURES_PER_ADDRESS: '1000' });
    try {
      const time = async (username: string) => {
        const t = performance.now();
        await fresh.request('POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'password', username, password: 'Wrong-password1' } });
        return performance.now() - t;
      };
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 9; i++) {
        unknown.push(await time(`ghost${i}@example.com`));
        wrong.push(await time('guest@example.com'));
      }
      const ratio = median(unknown) / median(wrong);
      expect(ratio).toBeGreaterThan(0.6);
      expect(ratio).toBeLessThan(1.6);
    } finally {
      await fresh.close();
    }
  }, 180_000);

  it('never writes a password, a hash or a token into the log', async () => {
    const secret = 'Sup3rSecretPassw0rd';
    const { access_token, refresh_token } = await api.signup(freshEmail('logs'), secret);
    await login('guest@example.com', secret);
    await api.request('GET', '/v1/profiles/me', { token: access_token });
    await api.request('GET', `/dev/facebook/me?access_token=fa_secret_token_value`);
    await new Promise((r) => setTimeout(r, 200));
    const logs = api.logs();
    expect(logs).toContain('"url":"/v1/profiles/me"');
    for (const leak of [secret, access_token, refresh_token, 'scrypt$', 'fa_secret_token_value']) expect(logs).not.toContain(leak);
  });

  it('refuses text the database cannot store (NUL, lone surrogates) with a 400', async () => {
    for (const bad of ['a\u0000b', 'x\ud800y']) {
      const track = await api.request('POST', '/v1/analytics/track', { body: { consent: true, event: 'probe', properties: { note: bad } } });
      expect(track.status).toBe(400);
      const grants = await api.request('GET', `/v1/sso/grants?username=${bad === 'a\u0000b' ? 'a%00b' : 'x%ED%A0%80y'}`, { token: 'dev-basic-key' });
      expect(grants.status).toBeLessThan(500);
    }
  });

  it('allows CORS only for the site origins, with credentials', async () => {
    const allowed = await fetch(`${api.url}/v1/profiles/me`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8083', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8083');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${api.url}/v1/profiles/me`, { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const port = await fetch(`${api.url}/health`, { headers: { origin: 'http://127.0.0.1:8086' } });
    expect(port.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('production mode', () => {
  let prod: TestApi;
  beforeAll(async () => {
    prod = await startTestApi({ API_MODE: 'production', TOKEN_SECRET: 'x'.repeat(40), BASIC_KEY: 'prod-key', SEED_SPACES: '40', SEED_PHOTOS: '8' });
  }, 180_000);
  afterAll(() => prod.close());

  it('has no /dev routes and takes only its own basic key', async () => {
    expect((await prod.request('GET', '/dev/outbox?to=guest@example.com')).status).toBe(404);
    expect((await prod.request('GET', '/dev/facebook/sdk.js')).status).toBe(404);
    expect((await prod.request('GET', '/v1/env/web/en-US', { token: 'dev-basic-key' })).status).toBe(401);
    expect((await prod.request('GET', '/v1/env/web/en-US', { token: 'prod-key' })).status).toBe(200);
  });
});
