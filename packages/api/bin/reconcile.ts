/**
 * `npm run payments:reconcile -w @hourspace/api`: applies every provider event since the newest
 * one applied (src/payments/reconcile.ts) and prints the counts. Reads the same configuration as
 * the API (API_MODE, DATABASE_URL or DATA_DIR, STRIPE_*).
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { reconcileEvents } from '../src/payments/reconcile';
import type { AppContext } from '../src/services/context';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    let ctx: AppContext | undefined;
    const app = await buildApp({ config, database, logger: false, onContext: (built) => (ctx = built) });
    try {
      if (!ctx) throw new Error('buildApp gave no context');
      const report = await reconcileEvents(ctx);
      console.log(
        `payments:reconcile: ${report.listed} events since ${new Date(report.since * 1000).toISOString()}: ` +
          `${report.applied} applied, ${report.stale} older than their object's state, ${report.duplicate} already seen, ${report.unhandled} with no handler; ` +
          `${report.accounts.read} payout accounts still pending read again, ${report.accounts.kept} changed, ${report.accounts.failed} unreadable`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('[@hourspace/api] payments:reconcile failed:', error);
  process.exit(1);
});
