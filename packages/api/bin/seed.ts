/**
 * `npm run seed -w @hourspace/api`: creates, migrates and seeds the database without
 * starting the server (the server does the same on first start). A seeded database is
 * left alone; delete packages/api/.data/ to start over.
 */
import pino from 'pino';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { createStripeProvider } from '../src/payments/stripe-provider';
import { seedDatabase } from '../src/seed/seed';
import { Gazetteer } from '../src/services/gazetteer';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: 'info' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const report = await seedDatabase(database.db, Gazetteer.load(), {
      spaces: config.seed.spaces,
      photos: config.seed.photos,
      scrypt: config.scrypt,
      // The demo hosts' connected accounts are made at the provider (STRIPE_API_BASE; npm start runs the local processor).
      payments: createStripeProvider(config.payments),
      log,
    });
    if (!report.seeded) log.info('database already seeded; nothing to do');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
