import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { defaultPublicUrl, type ApiConfig } from './config/env';
import { openDatabase, type Database } from './db/client';
import { createStripeProvider } from './payments/stripe-provider';
import { seedDatabase, type SeedReport } from './seed/seed';
import { Gazetteer } from './services/gazetteer';

/** A running API. */
export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** e.g. http://127.0.0.1:8120 */
  url: string;
  seed: SeedReport | undefined;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in `config.dataDir`, or DATABASE_URL), applies migrations,
 * seeds the demo data if the database is new, and listens. This is all `npm start` does.
 */
export async function startServer(config: ApiConfig, options: { gazetteer?: Gazetteer; port?: number } = {}): Promise<RunningServer> {
  const log = pino({ level: config.logLevel });
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const gazetteer = options.gazetteer ?? Gazetteer.load();
    const seed = config.seed.enabled
      ? await seedDatabase(database.db, gazetteer, {
          spaces: config.seed.spaces,
          photos: config.seed.photos,
          scrypt: config.scrypt,
          payments: createStripeProvider(config.payments),
          log,
        })
      : undefined;
    // Ready means ready for the first place search too (services/gazetteer.ts, prepare).
    gazetteer.prepare();
    const app = await buildApp({ config, database, gazetteer, logger: loggerOptions(config) });
    const address = await app.listen({ host: config.host, port: options.port ?? config.port });
    // Listening on another port than configured (port 0): the default public URL follows it.
    if (options.port !== undefined && config.publicUrl === defaultPublicUrl(config.host, config.port))
      config.publicUrl = defaultPublicUrl(config.host, new URL(address).port ? Number(new URL(address).port) : config.port);
    log.info({ url: address, database: database.kind, ms: Date.now() - started, seeded: seed?.seeded ?? false }, 'Hourspace API ready');
    return {
      app,
      database,
      url: address,
      seed,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
