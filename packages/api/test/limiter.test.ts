import { openDatabase, type Database } from '../src/db/client';
import { MovableClock } from '../src/lib/clock';
import { SharedLimiter } from '../src/lib/limiter';
import { testApiOfFile } from './support/test-api';

/**
 * The shared limit counters (src/lib/limiter.ts), run in the test's own process on the test API's
 * PostgreSQL database; PGlite lives inside the API's process, so this file needs the PostgreSQL
 * run (test:postgres), as payouts-ledger.test.ts does.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const api = testApiOfFile({ SEED_SPACES: '60', SEED_PHOTOS: '8' });
const DAY_MS = 86_400_000;
let database: Database;

/** A limiter whose clock was moved `ms` ahead, as a development API's after POST /dev/clock. */
function aheadBy(ms: number): SharedLimiter {
  const clock = new MovableClock();
  clock.advance(ms);
  return new SharedLimiter(database.db, clock);
}

(onPostgres ? describe : describe.skip)('shared limit counters written on a clock that was ahead (a development API restarted after its clock was moved)', () => {
  beforeAll(async () => {
    await api.request('GET', '/health');
    database = await openDatabase({ databaseUrl: api.databaseUrl as string, dataDir: 'memory://', poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('start a new window instead of holding the old count until the clock catches up', async () => {
    const ahead = aheadBy(30 * DAY_MS);
    for (let i = 0; i < 5; i++) await ahead.hit('flood:127.0.0.1', 60);
    expect((await ahead.hit('flood:127.0.0.1', 60)).hits).toBe(6);

    const now = new SharedLimiter(database.db);
    const state = await now.hit('flood:127.0.0.1', 60);
    expect(state.hits).toBe(1);
    expect(state.windowEndsAt.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
    // Within the window, as before: counted on.
    expect((await now.hit('flood:127.0.0.1', 60)).hits).toBe(2);
  });

  it('let an attempt through a back-off longer than any the limiter sets', async () => {
    const ahead = aheadBy(30 * DAY_MS);
    const options = { windowSeconds: 900, free: 1, maxDelaySeconds: 60 };
    expect((await ahead.attempt('login:a@example.com', options)).allowed).toBe(true);
    expect((await ahead.attempt('login:a@example.com', options)).allowed).toBe(true);
    // Backed off on its own clock.
    expect((await ahead.attempt('login:a@example.com', options)).allowed).toBe(false);

    const now = new SharedLimiter(database.db);
    expect(await now.attempt('login:a@example.com', options)).toEqual({ allowed: true, hits: 1 });
    // A back-off set on this clock still holds.
    expect((await now.attempt('login:a@example.com', options)).allowed).toBe(true);
    expect((await now.attempt('login:a@example.com', options)).allowed).toBe(false);
  });
});
