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
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.send?.({ type: 'ready', url, seed, routes, startMs: Date.now() - started });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
