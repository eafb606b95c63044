/**
 * The API as the test suite runs it: a child process (tsx), because PGlite's loader uses
 * dynamic import(), which jest's module sandbox cannot run. Reports its URL over IPC and
 * stops when the parent disconnects, so a crashed test run leaves no server behind.
 */
import { buildApp, loggerOptions } from '../../src/app';
import { loadConfig, type ApiConfig } from '../../src/config/env';
import { openDatabase } from '../../src/db/client';
import { seedDatabase } from '../../src/seed/seed';
import { Gazetteer } from '../../src/services/gazetteer';

async function main(): Promise<void> {
  const overrides = JSON.parse(process.env.HS_TEST_OVERRIDES ?? '{}') as Partial<ApiConfig>;
  const config: ApiConfig = { ...loadConfig(process.env), ...overrides };
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 });
  await database.migrate();
  const gazetteer = Gazetteer.load();
  const seed = await seedDatabase(database.db, gazetteer, { spaces: config.seed.spaces, photos: config.seed.photos, scrypt: config.scrypt });
  const routes: { method: string; url: string }[] = [];
  const app = await buildApp({
    config,
    database,
    gazetteer,
    logger: process.env.HS_TEST_LOGS ? loggerOptions({ ...config, logLevel: 'info' }) : false,
    onRoute: (method, url) => routes.push({ method, url }),
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Port 0: the address is known only now; the URLs the API hands out follow it unless PUBLIC_URL says otherwise.
  if (!process.env.PUBLIC_URL) config.publicUrl = url;
  // HS_TEST_APPS=2: a second API app on the same database (its own pool on PostgreSQL), as a
  // second instance behind a load balancer would be, for the tests of shared limits.
  const others: { app: typeof app; database: typeof database; url: string }[] = [];
  for (let i = 1; i < Number(process.env.HS_TEST_APPS ?? 1); i++) {
    const own = config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 }) : database;
    const other = await buildApp({ config, database: own, gazetteer, logger: false });
    others.push({ app: other, database: own, url: await other.listen({ host: '127.0.0.1', port: 0 }) });
  }
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
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
