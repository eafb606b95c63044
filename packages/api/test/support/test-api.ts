import { startMailbox, type Mailbox } from '@hourspace/mailbox';
import { startProcessor, type Processor } from '@hourspace/processor';
import childProcess, { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { ReconcileReport } from '../../src/payments/reconcile';
import { startLocalS3 } from '../../src/storage/local-s3';
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
  /** The server's own PostgreSQL database (TEST_DATABASE_URL runs), for tests that check what was written; undefined on PGlite. */
  databaseUrl: string | undefined;
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
  /**
   * Moves the server's clock `ms` on (never back), for every app of it; resolves once applied.
   * Expiries, windows, back-off and deadlines are tested by moving time, never by sleeping
   * (docs/decisions/injectable-clock.md). The clock stays moved for the rest of the file.
   */
  advanceClock(ms: number): Promise<void>;
  /**
   * This server's own payment processor (packages/processor, started in the test's process on a
   * free port): the API's STRIPE_API_BASE, delivering its webhooks to this API.
   */
  processor: TestProcessor;
  /**
   * This server's local mailbox (packages/mailbox, in the test's process on free ports): its
   * SMTP_URL and Twilio endpoint; `url` is the reader (GET /messages, /sms).
   */
  mailbox: { url: string; smtpUrl: string };
  /** This server's local S3 server (src/storage/local-s3.ts, in the test's process on a free port): its S3_ENDPOINT. */
  s3: { url: string };
  /** Runs payments:reconcile (src/payments/reconcile.ts) in the server, as bin/reconcile.ts does; resolves with its counts. */
  reconcile(): Promise<ReconcileReport>;
  close(): Promise<void>;
}

/** The processor of a test API, as tests use it. */
export interface TestProcessor {
  /** e.g. http://localhost:40123: its Stripe-style REST API (tests call it as the browser's card frame would). */
  url: string;
  /** Resolves when every webhook it owes the API has been delivered (or given up). */
  flushWebhooks(): Promise<void>;
}

/** What a production-mode test server is given for the STRIPE_* variables production insists on. */
const PRODUCTION_PAYMENT_KEYS = { STRIPE_SECRET_KEY: 'sk_live_unused_by_tests', STRIPE_PUBLISHABLE_KEY: 'pk_live_unused_by_tests', STRIPE_WEBHOOK_SECRET: 'whsec_unused_by_tests' };

/** What a production-mode test server is given for the messaging variables production insists on (docs/decisions/mail-and-sms.md). */
const productionMessaging = (mailbox: Mailbox) => ({
  SMTP_URL: mailbox.smtpUrl,
  MAIL_FROM: 'Hourspace <no-reply@hourspace.test>',
  PUBLIC_SITE_URL: 'https://www.hourspace.test',
  TWILIO_ACCOUNT_SID: 'AC_unused_by_tests',
  TWILIO_AUTH_TOKEN: 'unused_by_tests',
  TWILIO_FROM: '+15005550006',
});

/**
 * What a production-mode test server is given for the S3_* variables production insists on
 * (docs/decisions/listing-photos.md): the test's own local S3 server, with keys it never checks
 * against (no production-mode test uploads a photo).
 */
const productionStorage = (s3: { url: string }) => ({
  S3_BUCKET: 'hourspace-photos',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: s3.url,
  S3_FORCE_PATH_STYLE: 'on',
  S3_ACCESS_KEY_ID: 'AKIA_UNUSED_BY_TESTS',
  S3_SECRET_ACCESS_KEY: 'unused_by_tests',
});

/** A verification delay short enough for tests, long enough that `pending` is seen. */
const TEST_VERIFY_MS = 50;

/**
 * Where this run keeps processor state files: one per seeded template (written by its seeding,
 * copied for every server made from that template) and one folder per test server.
 * bin/test-postgres.mjs names it (HS_TEST_PROCESSOR_DIR) and removes it at the end.
 */
function processorDir(): string {
  const dir = process.env.HS_TEST_PROCESSOR_DIR ?? join(tmpdir(), `hs-test-processor-${RUN}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The processor state file that goes with a seeded template database: the provider objects its seed made. */
const templateStateFile = (template: string) => join(processorDir(), `${template}.json`);

async function quietProcessor(dataFile: string): Promise<Processor> {
  // No browser half: the tests drive its REST API; the card frame is the e2e suite's.
  return startProcessor({ port: 0, host: '127.0.0.1', dataFile, verifyMs: TEST_VERIFY_MS, browserRoutes: null, log: () => undefined });
}

/** Which database the suite runs on: TEST_DATABASE_URL (a PostgreSQL server) or PGlite in memory. */
export const DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The admin connection string (database `postgres` of the TEST_DATABASE_URL server). */
function adminUrl(): string {
  return process.env.TEST_DATABASE_URL as string;
}

/** One connection to the admin database, for creating, copying and dropping test databases. */
function adminConnection(): postgres.Sql {
  return postgres(adminUrl(), { max: 1, onnotice: () => undefined });
}

/** `adminUrl` with another database name. */
function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What the demo data of a test server depends on: the seed's size and the cost of its
 * password hashes. Servers with the same key start from one copy of one seeded database.
 */
function seedKey(env: Record<string, string>): string {
  const own: Record<string, string> = { ...serverEnv({}), ...seedEnv(env) };
  return SEED_VARIABLES.map((name) => String(Number(own[name] ?? 0))).join('_');
}

const SEED_VARIABLES = ['SEED_SPACES', 'SEED_PHOTOS', 'SCRYPT_N', 'SCRYPT_R', 'SCRYPT_P'] as const;

/** The part of a test's configuration its demo data depends on. */
function seedEnv(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(SEED_VARIABLES.filter((name) => env[name] !== undefined).map((name) => [name, env[name] as string]));
}

/** A host process of test servers (child-server.ts): one server at a time, one after another. */
interface Host {
  child: ChildProcess;
  /** Its output goes to the test (HS_TEST_LOGS) rather than to the terminal: such a host serves one server only. */
  piped: boolean;
}

/**
 * This jest worker's idle hosts. Jest gives every test file fresh module state; a core module is
 * the one object shared by the files a worker runs, so the list is kept on node:child_process
 * under a registered symbol (docs/decisions/api-test-databases.md).
 */
function idleHosts(): Host[] {
  const holder = childProcess as unknown as Record<symbol, Host[] | undefined>;
  return (holder[Symbol.for('@hourspace/api test hosts')] ??= []);
}

/** Waits for the first message of `type` from `child`; rejects if it exits first. Leaves no listener behind. */
function nextMessage<T extends { type: string }>(child: ChildProcess, types: string[], what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: T) => {
      if (!types.includes(message?.type)) return;
      done();
      resolve(message);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`${what}: the test API host exited with ${code}`));
    };
    const done = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** An idle host of this worker, or a new one (always new with `piped` output). */
async function takeHost(piped: boolean): Promise<Host> {
  const idle = idleHosts();
  while (!piped && idle.length > 0) {
    const host = idle.pop() as Host;
    if (host.child.exitCode !== null || !host.child.connected) continue;
    host.child.ref();
    host.child.channel?.ref();
    return host;
  }
  const child = fork(join(__dirname, 'child-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: piped ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { PATH: process.env.PATH ?? '' },
  });
  await nextMessage(child, ['host-ready'], 'starting a test API host');
  return { child, piped };
}

/**
 * Gives a host back once its server has stopped: kept idle for the worker's next file (it does
 * not keep the worker alive), or ended when it served piped output or did not stop cleanly.
 */
function releaseHost(host: Host, reusable: boolean): void {
  const { child } = host;
  if (child.exitCode !== null) return;
  if (!reusable || host.piped || !child.connected) {
    if (child.connected) child.disconnect();
    return;
  }
  child.unref();
  child.channel?.unref();
  idleHosts().push(host);
}

/** One per test run (test:postgres names it), so a kept server never serves a stale template. */
const RUN = (process.env.HS_TEST_RUN ?? 'local').replace(/[^a-z0-9]/gi, '').toLowerCase();

/**
 * The run's seeded template for `key`, made once: the first test file that needs it takes a
 * session lock, migrates and seeds it in a child process (child-server.ts with
 * HS_TEST_SEED_ONLY), and every later file copies it (docs/decisions/api-test-databases.md).
 */
async function seededTemplate(key: string, env: Record<string, string>): Promise<string> {
  const name = `hs_tpl_${RUN}_${key}`;
  const admin = adminConnection();
  try {
    await admin`select pg_advisory_lock(hashtext(${name}))`;
    const [known] = await admin`select 1 from pg_database where datname = ${name}`;
    // A template without its processor state (a kept server, a cleaned temporary folder) would
    // hand out provider ids no processor knows: made again.
    if (known && existsSync(templateStateFile(name))) return name;
    if (known) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    const building = `${name}_building`;
    await admin.unsafe(`drop database if exists "${building}" with (force)`);
    await admin.unsafe(`create database "${building}"`);
    // The seed makes provider objects (demo hosts' connected accounts): its processor's state is
    // kept with the template, and every copy of the template gets a copy of it.
    const stateFile = templateStateFile(name);
    rmSync(stateFile, { force: true });
    const processor = await quietProcessor(stateFile);
    try {
      const host = await takeHost(false);
      const seeding = nextMessage<{ type: string; message?: string }>(host.child, ['seeded', 'error'], `test template ${name}`);
      host.child.send({
        type: 'start',
        env: { ...serverEnv(seedEnv(env)), DATABASE_URL: databaseUrl(building), HS_TEST_SEED_ONLY: '1', STRIPE_API_BASE: processor.url },
      });
      const seeded = await seeding.catch((error: unknown) => ({ type: 'error', message: String(error) }));
      releaseHost(host, seeded.type === 'seeded');
      if (seeded.type !== 'seeded') throw new Error(`test template ${name} failed: ${seeded.message ?? JSON.stringify(seeded)}`);
    } finally {
      // Closing writes the state file whole: it exists before the template is renamed into use.
      await processor.close();
    }
    // Renamed only when whole, so a crash halfway leaves no template that looks seeded.
    await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    return name;
  } finally {
    await admin`select pg_advisory_unlock(hashtext(${name}))`.catch(() => undefined);
    await admin.end();
  }
}

/**
 * A database of its own on the TEST_DATABASE_URL server for one test server, dropped again
 * by `drop`: a copy of the run's seeded template (`CREATE DATABASE … TEMPLATE`), or an empty
 * one when the test asks for a first start (HS_TEST_FRESH_DB).
 */
async function createPostgresDatabase(env: Record<string, string>): Promise<{ url: string; fromTemplate: boolean; processorState: string | undefined; drop(): Promise<void> }> {
  const name = `hs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = env.HS_TEST_FRESH_DB ? undefined : await seededTemplate(seedKey(env), env);
  const admin = adminConnection();
  await admin.unsafe(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  await admin.end();
  return {
    url: databaseUrl(name),
    fromTemplate: Boolean(template),
    processorState: template ? templateStateFile(template) : undefined,
    async drop() {
      const again = adminConnection();
      await again.unsafe(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}

/** The child server's environment: development mode, cheap scrypt, a small seed, then `env`. */
function serverEnv(env: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    API_MODE: 'development',
    SCRYPT_N: '1024',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    // The scheduler runs when a test asks (POST /dev/clock), never on its own.
    SCHEDULER_INTERVAL_MS: '0',
    SEED_SPACES: '400',
    SEED_PHOTOS: '16',
    ...env,
  };
}

/**
 * Starts the API on a host process of this worker (see child-server.ts; an idle one when
 * there is one) on 127.0.0.1, port 0, in development mode (so /dev/* exists), with cheap
 * scrypt and a small seed. `env` sets any configuration variable of README "Configuration",
 * as a process of its own would read it. One per test file: a PGlite instance costs about a
 * second and a lot of memory.
 */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const pg = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(env) : undefined;
  // This server's processor: a copy of its template's processor state (the seed's provider
  // objects), or a new one when the server seeds its own database.
  const own = mkdtempSync(join(processorDir(), 'server-'));
  const stateFile = join(own, 'state.json');
  if (pg?.processorState && existsSync(pg.processorState)) copyFileSync(pg.processorState, stateFile);
  const processor = await quietProcessor(stateFile);
  // Its own mailbox, in memory: what this server sends by SMTP and the Twilio protocol arrives there.
  const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir: null, log: () => undefined });
  // Its own S3 server, its objects in this server's folder: the photos it stores go there through the S3 SDK.
  const s3 = await startLocalS3({ port: 0, directory: join(own, 's3') });
  const production = Boolean(env.API_MODE && env.API_MODE !== 'development');
  const host = await takeHost(Boolean(env.HS_TEST_LOGS));
  const { child } = host;
  let logs = '';
  const collect = (chunk: Buffer) => (logs += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  type Route = { method: string; url: string };
  type Ready = { type: string; url?: string; urls?: string[]; seed?: SeedInfo; routes?: Route[]; startMs?: number; message?: string };
  const answer = nextMessage<Ready>(child, ['ready', 'error'], 'test API start');
  child.send({
    type: 'start',
    env: {
      ...serverEnv(env),
      // Production refuses the processor (and its keys): a production-mode test server gets keys
      // shaped like Stripe's that are never used (no production-mode test reaches payments).
      ...(production ? PRODUCTION_PAYMENT_KEYS : { STRIPE_API_BASE: processor.url }),
      ...(production ? productionMessaging(mailbox) : { SMTP_URL: mailbox.smtpUrl, MAILBOX_URL: mailbox.url }),
      ...(production ? productionStorage(s3) : { S3_ENDPOINT: s3.url }),
      ...(pg ? { DATABASE_URL: pg.url, ...(pg.fromTemplate ? { HS_TEST_FROM_TEMPLATE: '1' } : {}) } : {}),
      ...env,
    },
  });
  const ready = await answer
    .then((message) => {
      if (message.type === 'ready' && message.url && message.seed)
        return { url: message.url, urls: message.urls ?? [message.url], seed: message.seed, routes: message.routes ?? [], startMs: message.startMs ?? 0 };
      throw new Error(`test API failed to start: ${message.message ?? JSON.stringify(message)}`);
    })
    .catch(async (error: unknown) => {
      // A host whose start failed may hold half of a server: it serves no other.
      releaseHost(host, false);
      await processor.close();
      await mailbox.close();
      await s3.close();
      rmSync(own, { recursive: true, force: true });
      await pg?.drop();
      throw error;
    });
  const address = ready.url;
  // HS_TEST_WEBHOOKS=off: the processor delivers nothing, as when the API was down (reconciliation's tests).
  if (env.HS_TEST_WEBHOOKS !== 'off') processor.forwardTo(`${address}/v1/payments/webhooks`);

  let clockMoves = 0;
  const advanceClock = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      const id = ++clockMoves;
      const reply = (message: { type?: string; id?: number; error?: string }) => {
        if (message?.type !== 'clock-advanced' || message.id !== id) return;
        child.off('message', reply);
        if (message.error) reject(new Error(`advanceClock(${ms}): ${message.error}`));
        else resolve();
      };
      child.on('message', reply);
      child.send({ type: 'advance-clock', id, ms });
    });

  let reconciles = 0;
  const reconcile = () =>
    new Promise<ReconcileReport>((resolve, reject) => {
      const id = ++reconciles;
      const reply = (message: { type?: string; id?: number; error?: string; report?: ReconcileReport }) => {
        if (message?.type !== 'reconciled' || message.id !== id) return;
        child.off('message', reply);
        if (message.error || !message.report) reject(new Error(`reconcile: ${message.error ?? 'no report'}`));
        else resolve(message.report);
      };
      child.on('message', reply);
      child.send({ type: 'reconcile', id });
    });

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
    databaseUrl: pg?.url,
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
    advanceClock,
    processor: { url: processor.url, flushWebhooks: () => processor.flushWebhooks() },
    mailbox: { url: mailbox.url, smtpUrl: mailbox.smtpUrl },
    s3: { url: s3.url },
    reconcile,
    async close() {
      if (child.exitCode === null && child.connected) {
        const stopped = nextMessage<{ type: string; clean?: boolean }>(child, ['stopped'], 'test API stop');
        child.send({ type: 'stop' });
        const { clean } = await stopped.catch(() => ({ clean: false }));
        child.stdout?.off('data', collect);
        child.stderr?.off('data', collect);
        if (!clean) {
          const exited = new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
          releaseHost(host, false);
          await exited;
        } else releaseHost(host, true);
      }
      await processor.close();
      await mailbox.close();
      await s3.close();
      rmSync(own, { recursive: true, force: true });
      await pg?.drop();
    },
  };
}

/**
 * The API of one test file (or describe block): started before its first test with `env`, as
 * `startTestApi` starts it, and closed after its last. Read it inside tests and hooks only: it
 * throws before it has started.
 */
export function testApiOfFile(env: Record<string, string> = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(env);
  }, 180_000);
  afterAll(() => started?.close());
  return new Proxy({} as TestApi, {
    get(_target, key) {
      if (!started) throw new Error(`the test API was read (${String(key)}) before it started: read it in a test or a hook`);
      return Reflect.get(started, key);
    },
  });
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

let phoneSuffix = 1000 + Math.floor(Math.random() * 8000);
/** A new host whose email and phone are verified and whose payouts are ready at the provider: its token. */
export async function readyHost(api: TestApi): Promise<string> {
  const made = await api.request('POST', '/dev/hosts', { body: { payout: 'ready' } });
  if (made.status !== 201) throw new Error(made.text);
  const token = await api.login(made.body.email as string);
  const phone = `(212) 555-${String(phoneSuffix++).padStart(4, '0')}`;
  const saved = await api.request('PUT', '/v1/profiles/me', { token, body: { phone, phone_country: 'us' } });
  if (saved.status !== 200) throw new Error(saved.text);
  await api.request('GET', '/v1/profiles/me/phone/verify', { token });
  const code = await latestCode(api, `+1${phone.replace(/\D/g, '')}`);
  const verified = await api.request('PUT', '/v1/profiles/me/phone/verify', { token, body: { phone_verification_code: code } });
  if (verified.status !== 200) throw new Error(verified.text);
  return token;
}

/** A unique email for a test. */
export function freshEmail(tag: string): string {
  return `${tag}.${randomBytes(4).toString('hex')}@example.com`;
}
