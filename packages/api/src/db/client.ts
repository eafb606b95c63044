import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration under drizzle/. */
  migrate(): Promise<void>;
  /**
   * PostgreSQL only (PGlite is one process): LISTEN on `channel` on a connection of its own;
   * `onConnect` runs on every (re)connect, when notifications may have been missed.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onConnect: () => void): Promise<void>;
  /** PostgreSQL only: NOTIFY `channel` (delivered to every listener, this process's included). */
  notify?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = join(__dirname, '..', '..', 'drizzle');

/**
 * Seconds before a closed connection tries again after its `retries`-th failed attempt in a row:
 * 50 ms doubling to at most 1 s, with jitter. postgres.js's default grows 3^retries/100 up to 20 s,
 * and counts retries across the whole pool, so a server down for a few seconds under load left
 * every connection waiting 10-20 s after it was back (docs/decisions/several-api-processes.md).
 */
export function reconnectBackoff(retries: number): number {
  return Math.min(0.05 * 2 ** Math.max(0, retries - 1), 1) * (0.5 + Math.random() / 2);
}

/** postgres.js's codes for a connection that went away, and PostgreSQL's for a server shutting down. */
const CONNECTION_LOST = new Set(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED', 'CONNECT_TIMEOUT', 'ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03']);

/** Whether `reason` is a lost database connection (see {@link surviveOrphanedRejections}). */
export function isConnectionLost(reason: unknown): boolean {
  const code = reason !== null && typeof reason === 'object' ? (reason as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CONNECTION_LOST.has(code);
}

let orphansGuarded = false;

/**
 * postgres.js 3.4.9 races a transaction against its connection closing and leaves the losing
 * branch's rejection (the rollback it then sends on the closed connection) unhandled; Node ends a
 * process on an unhandled rejection. The caller has already been answered with the connection's
 * error, so that second copy is logged and dropped: a PostgreSQL restart during a transaction no
 * longer takes an API process down (docs/decisions/several-api-processes.md; upstream
 * porsager/postgres#1186, #1201). Every other unhandled rejection is thrown on, as Node does.
 */
function surviveOrphanedRejections(): void {
  if (orphansGuarded) return;
  orphansGuarded = true;
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionLost(reason)) throw reason;
    console.warn(`[@hourspace/api] database connection lost under a transaction (${(reason as Error).message}); the request was answered with the error`);
  });
}

/** Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir` (created if missing). */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; poolSize?: number }): Promise<Database> {
  if (options.databaseUrl) {
    surviveOrphanedRejections();
    // The LISTEN connection (response-cache invalidations) inherits these options, so it comes back as quickly.
    const client = postgres(options.databaseUrl, { max: options.poolSize ?? 10, onnotice: () => undefined, backoff: reconnectBackoff, connect_timeout: 5 });
    const db = drizzlePostgres({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several API processes may start together against one server: a session lock on
        // its own connection lets one migrate at a time.
        const lock = postgres(options.databaseUrl as string, { max: 1, onnotice: () => undefined });
        try {
          await lock`select pg_advisory_lock(812001)`;
          await migratePostgres(db as unknown as Parameters<typeof migratePostgres>[0], { migrationsFolder: MIGRATIONS });
        } finally {
          await lock`select pg_advisory_unlock(812001)`.catch(() => undefined);
          await lock.end({ timeout: 5 });
        }
      },
      async listen(channel, onMessage, onConnect) {
        await client.listen(channel, onMessage, onConnect);
      },
      async notify(channel, payload) {
        await client.notify(channel, payload);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // btree_gist: the bookings' exclusion constraint needs it (docs/decisions/booking-integrity.md);
  // PGlite ships contrib extensions as modules loaded here, before the migration's CREATE EXTENSION.
  const client = await PGlite.create(options.dataDir, { extensions: { btree_gist } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS });
    },
    close: () => client.close(),
  };
}
