/**
 * The API as the test suite runs it: a child process (tsx), because PGlite's loader uses
 * dynamic import(), which jest's module sandbox cannot run. Reports its URL over IPC and
 * stops when the parent disconnects, so a crashed test run leaves no server behind.
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

async function main(): Promise<void> {
  const overrides = JSON.parse(process.env.HS_TEST_OVERRIDES ?? '{}') as Partial<ApiConfig>;
  const config: ApiConfig = { ...loadConfig(process.env), ...overrides };
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 });
  await database.migrate();
  const gazetteer = Gazetteer.load();
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
    process.send?.({ type: 'seeded' }, undefined, undefined, () => process.exit(0));
    return;
  }
  const routes: { method: string; url: string }[] = [];
  let ctx: AppContext | undefined;
  // Every app of this server runs on one clock the test moves (TestApi.advanceClock), over IPC
  // only: no route reaches it (docs/decisions/injectable-clock.md).
  const clock = new MovableClock();
  process.on('message', (message: { type?: string; id?: number; ms?: number }) => {
    // payments:reconcile as bin/reconcile.ts runs it, on this server's database and processor.
    if (message?.type === 'reconcile') {
      if (!ctx) return process.send?.({ type: 'reconciled', id: message.id, error: 'no app context yet' });
      reconcileEvents(ctx).then(
        (report) => process.send?.({ type: 'reconciled', id: message.id, report }),
        (error: unknown) => process.send?.({ type: 'reconciled', id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    if (message?.type !== 'advance-clock') return;
    try {
      clock.advance(Number(message.ms));
      process.send?.({ type: 'clock-advanced', id: message.id, now: clock.now() });
    } catch (error) {
      process.send?.({ type: 'clock-advanced', id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  const app = await buildApp({
    config,
    database,
    gazetteer,
    clock,
    logger: process.env.HS_TEST_LOGS ? loggerOptions({ ...config, logLevel: 'info' }) : false,
    onRoute: (method, url) => routes.push({ method, url }),
    onContext: (built) => (ctx = built),
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Port 0: the address is known only now; the URLs the API hands out follow it unless PUBLIC_URL says otherwise.
  if (!process.env.PUBLIC_URL) config.publicUrl = url;
  // HS_TEST_APPS=2: a second API app on the same database (its own pool on PostgreSQL), as a
  // second instance behind a load balancer would be, for the tests of shared limits.
  const others: { app: typeof app; database: typeof database; url: string }[] = [];
  for (let i = 1; i < Number(process.env.HS_TEST_APPS ?? 1); i++) {
    const own = config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 }) : database;
    const other = await buildApp({ config, database: own, gazetteer, logger: false, clock });
    others.push({ app: other, database: own, url: await other.listen({ host: '127.0.0.1', port: 0 }) });
  }
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    // A test server has nothing to finish that a test still waits for: a close that stalls (a
    // provider call retrying on a loaded machine, a connection kept open) ends after 5 s rather
    // than holding the file's afterAll past its timeout.
    setTimeout(() => process.exit(0), 5_000).unref();
    for (const other of others) {
      await other.app.close().catch(() => undefined);
      if (other.database !== database) await other.database.close().catch(() => undefined);
    }
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.send?.({ type: 'ready', url, urls: [url, ...others.map((o) => o.url)], seed, routes, startMs: Date.now() - started });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
