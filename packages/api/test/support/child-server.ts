/**
 * The API as the test suite runs it: a host process (tsx), because PGlite's loader uses
 * dynamic import(), which jest's module sandbox cannot run. A host serves one test server at a
 * time and then the next (`start`, `stop` over IPC): the API's modules and the gazetteer are
 * loaded once per host, not once per server (docs/decisions/api-test-databases.md). Each start
 * gets the environment a process of its own would have had (process.env is replaced), its own
 * database, clock and apps. It exits when the parent disconnects, so a crashed test run leaves
 * no server behind.
 */
import { eq } from 'drizzle-orm';
import { buildApp, loggerOptions } from '../../src/app';
import { loadConfig, type ApiConfig } from '../../src/config/env';
import { MovableClock } from '../../src/lib/clock';
import { openDatabase, type Database } from '../../src/db/client';
import { settings } from '../../src/db/schema';
import { reconcileEvents } from '../../src/payments/reconcile';
import { createStripeProvider } from '../../src/payments/stripe-provider';
import type { AppContext } from '../../src/services/context';
import { seedDatabase, type SeedReport } from '../../src/seed/seed';
import { Gazetteer } from '../../src/services/gazetteer';

/** Where a template's seeding leaves its report for the servers started from copies of it. */
const SEED_REPORT_KEY = 'test_seed_report';

async function storedSeedReport(database: Database): Promise<SeedReport> {
  const [row] = await database.db.select().from(settings).where(eq(settings.key, SEED_REPORT_KEY));
  if (!row) throw new Error('test database copied from a template that has no seed report');
  return JSON.parse(row.value) as SeedReport;
}

type Message = { type?: string; id?: number; ms?: number; env?: Record<string, string> };
type App = Awaited<ReturnType<typeof buildApp>>;

/** The test server this host runs now, if any. */
interface Running {
  app: App;
  database: Database;
  others: { app: App; database: Database; url: string }[];
  clock: MovableClock;
  ctx: AppContext | undefined;
}

const gazetteer = Gazetteer.load();
let running: Running | undefined;

/** The environment of one start, as a process of its own would have been given it. */
function useEnvironment(env: Record<string, string>): void {
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, env);
}

/** Starts one test server (or seeds a template, HS_TEST_SEED_ONLY) with `env`. */
async function start(env: Record<string, string>): Promise<void> {
  if (running) throw new Error('this host already runs a test server');
  useEnvironment(env);
  const overrides = JSON.parse(process.env.HS_TEST_OVERRIDES ?? '{}') as Partial<ApiConfig>;
  const config: ApiConfig = { ...loadConfig(process.env), ...overrides };
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 });
  await database.migrate();
  // A copy of the run's seeded template (docs/decisions/api-test-databases.md) carries the
  // report its seeding wrote; anything else is seeded here, as a first start would.
  const seed = process.env.HS_TEST_FROM_TEMPLATE
    ? await storedSeedReport(database)
    : await seedDatabase(database.db, gazetteer, {
        spaces: config.seed.spaces,
        photos: config.seed.photos,
        scrypt: config.scrypt,
        payments: createStripeProvider(config.payments),
      });
  if (process.env.HS_TEST_SEED_ONLY) {
    await database.db.insert(settings).values({ key: SEED_REPORT_KEY, value: JSON.stringify(seed) });
    await database.close();
    process.send?.({ type: 'seeded' });
    return;
  }
  const routes: { method: string; url: string }[] = [];
  // Every app of this server runs on one clock the test moves (TestApi.advanceClock), over IPC
  // only: no route reaches it (docs/decisions/injectable-clock.md).
  const clock = new MovableClock();
  const parts: Omit<Running, 'app'> = { database, others: [], clock, ctx: undefined };
  const server: Running = Object.assign(parts, {
    app: await buildApp({
      config,
      database,
      gazetteer,
      clock,
      logger: process.env.HS_TEST_LOGS ? loggerOptions({ ...config, logLevel: 'info' }) : false,
      onRoute: (method, url) => routes.push({ method, url }),
      onContext: (built) => (parts.ctx = built),
    }),
  });
  running = server;
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  // Port 0: the address is known only now; the URLs the API hands out follow it unless PUBLIC_URL says otherwise.
  if (!process.env.PUBLIC_URL) config.publicUrl = url;
  // HS_TEST_APPS=2: a second API app on the same database (its own pool on PostgreSQL), as a
  // second instance behind a load balancer would be, for the tests of shared limits.
  for (let i = 1; i < Number(process.env.HS_TEST_APPS ?? 1); i++) {
    const own = config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 }) : database;
    const other = await buildApp({ config, database: own, gazetteer, logger: false, clock });
    server.others.push({ app: other, database: own, url: await other.listen({ host: '127.0.0.1', port: 0 }) });
  }
  process.send?.({ type: 'ready', url, urls: [url, ...server.others.map((o) => o.url)], seed, routes, startMs: Date.now() - started });
}

/**
 * Stops the running test server. A test server has nothing to finish that a test still waits
 * for: a close that stalls (a provider call retrying on a loaded machine, a connection kept open)
 * is given up after 5 s, and the host reports itself unfit for another server.
 */
async function stop(): Promise<boolean> {
  const server = running;
  running = undefined;
  if (!server) return true;
  const closing = (async () => {
    for (const other of server.others) {
      await other.app.close().catch(() => undefined);
      if (other.database !== server.database) await other.database.close().catch(() => undefined);
    }
    await server.app.close().catch(() => undefined);
    await server.database.close().catch(() => undefined);
    return true;
  })();
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 5_000)));
  const clean = await Promise.race([closing, stalled]);
  clearTimeout(timer);
  return clean;
}

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

process.on('message', (message: Message) => {
  switch (message?.type) {
    case 'start':
      start(message.env ?? {}).catch((error: unknown) => process.send?.({ type: 'error', message: errorText(error) }));
      return;
    case 'stop':
      void stop().then((clean) => process.send?.({ type: 'stopped', clean }));
      return;
    // payments:reconcile as bin/reconcile.ts runs it, on this server's database and processor.
    case 'reconcile': {
      const ctx = running?.ctx;
      if (!ctx) return process.send?.({ type: 'reconciled', id: message.id, error: 'no app context yet' });
      reconcileEvents(ctx).then(
        (report) => process.send?.({ type: 'reconciled', id: message.id, report }),
        (error: unknown) => process.send?.({ type: 'reconciled', id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    case 'advance-clock':
      try {
        if (!running) throw new Error('no test server is running');
        running.clock.advance(Number(message.ms));
        process.send?.({ type: 'clock-advanced', id: message.id, now: running.clock.now() });
      } catch (error) {
        process.send?.({ type: 'clock-advanced', id: message.id, error: error instanceof Error ? error.message : String(error) });
      }
      return;
  }
});

const exit = () => {
  setTimeout(() => process.exit(0), 5_000).unref();
  void stop().finally(() => process.exit(0));
};
process.on('disconnect', exit);
process.on('SIGTERM', exit);
process.send?.({ type: 'host-ready' });
