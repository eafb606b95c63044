import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import postgres from 'postgres';
import type { SeedReport } from '../../src/seed/seed';

/** An answer as the tests read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; each test asserts the shape it needs
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is (malformed JSON, forms, multipart). */
  raw?: string | Buffer | FormData | URLSearchParams;
  token?: string;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
}

/** What the API reported after seeding. */
export type SeedInfo = SeedReport;

/** A running API for one test file, on its own database. */
export interface TestApi {
  url: string;
  /** Every app's URL, `url` first: more than one with HS_TEST_APPS (apps sharing one database). */
  urls: string[];
  seed: SeedInfo;
  /** Milliseconds from process start to listening (migrate + seed + build). */
  startMs: number;
  /** Every route the server registered (HEAD and OPTIONS included), in registration order. */
  routes: { method: string; url: string }[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Answer
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>;
  /** Logs in with a password and returns the access token. */
  login(email: string, password?: string): Promise<string>;
  /** Signs up a new email account and returns its tokens (the refresh token read from its PSRefresh cookie). */
  signup(email: string, password?: string): Promise<{ access_token: string; refresh_token: string; SSOid: string }>;
  /** What the server logged (only when started with HS_TEST_LOGS=1). */
  logs(): string;
  close(): Promise<void>;
}

/** Which database the suite runs on: TEST_DATABASE_URL (a PostgreSQL server) or PGlite in memory. */
export const DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A fresh database on the TEST_DATABASE_URL server, dropped again by `drop`. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `hs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      await again.unsafe(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}

/**
 * Starts the API in a child process (see child-server.ts) on 127.0.0.1, port 0, in
 * development mode (so /dev/* exists), with cheap scrypt and a small seed. `env` sets
 * any configuration variable of README "Configuration". One per test file: a PGlite
 * instance costs about a second and a lot of memory.
 */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const pg = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
  const child: ChildProcess = fork(join(__dirname, 'child-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: env.HS_TEST_LOGS ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      PATH: process.env.PATH ?? '',
      API_MODE: 'development',
      SCRYPT_N: '1024',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      SEED_SPACES: '400',
      SEED_PHOTOS: '16',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      ...env,
    },
  });
  let logs = '';
  child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  type Route = { method: string; url: string };
  const ready = await new Promise<{ url: string; urls: string[]; seed: SeedInfo; routes: Route[]; startMs: number }>((resolve, reject) => {
    child.once('message', (message: { type: string; url?: string; urls?: string[]; seed?: SeedInfo; routes?: Route[]; startMs?: number; message?: string }) => {
      if (message.type === 'ready' && message.url && message.seed)
        resolve({ url: message.url, urls: message.urls ?? [message.url], seed: message.seed, routes: message.routes ?? [], startMs: message.startMs ?? 0 });
      else reject(new Error(`test API failed to start: ${message.message ?? JSON.stringify(message)}`));
    });
    child.once('exit', (code) => reject(new Error(`test API exited with ${code} before it was ready`)));
  });
  const address = ready.url;

  const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.raw !== undefined) body = options.raw as BodyInit;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${address}${path}`, { method, headers, body, redirect: options.redirect ?? 'follow' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  };

  return {
    url: address,
    urls: ready.urls,
    seed: ready.seed,
    startMs: ready.startMs,
    routes: ready.routes,
    request,
    async login(email, password = 'Marketplace1') {
      const answer = await request<{ access_token: string }>('POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'password', username: email, password } });
      if (answer.status !== 200) throw new Error(`log-in of ${email} failed: ${answer.status} ${answer.text}`);
      return answer.body.access_token;
    },
    async signup(email, password = 'Marketplace1') {
      const answer = await request<{ access_token: string; refresh_token: string; SSOid: string }>('POST', '/v1/profiles', {
        body: { grant_type: 'signup', username: email, password, unsubscribe: false },
      });
      if (answer.status !== 201) throw new Error(`sign-up of ${email} failed: ${answer.status} ${answer.text}`);
      const refresh_token = refreshCookieOf(answer)?.value;
      if (!refresh_token) throw new Error(`sign-up of ${email} set no PSRefresh cookie`);
      return { ...answer.body, refresh_token };
    },
    logs: () => logs,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.disconnect();
        await exited;
      }
      await pg?.drop();
    },
  };
}

/** The PSRefresh cookie an answer sets: its value (empty when it removes it) and its attributes, lower-cased. */
export function refreshCookieOf(answer: Pick<Answer, 'headers'>): { value: string; attributes: Record<string, string> } | undefined {
  for (const line of answer.headers.getSetCookie()) {
    const [pair = '', ...rest] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() !== 'PSRefresh') continue;
    const attributes: Record<string, string> = {};
    for (const part of rest) {
      const [key = '', ...value] = part.split('=');
      attributes[key.trim().toLowerCase()] = value.join('=').trim();
    }
    return { value: pair.slice(eq + 1).trim(), attributes };
  }
  return undefined;
}

/** The Cookie header a browser sends to the token paths with this refresh token. */
export function refreshCookieHeader(token: string): Record<string, string> {
  return { cookie: `PSRefresh=${token}` };
}

/** The newest outbox code sent to an address or number. */
export async function latestCode(api: TestApi, to: string): Promise<string> {
  const answer = await api.request('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = answer.body?.data?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`no code in the outbox for ${to}: ${answer.text}`);
  return code;
}

/** A unique email for a test. */
export function freshEmail(tag: string): string {
  return `${tag}.${randomBytes(4).toString('hex')}@example.com`;
}
