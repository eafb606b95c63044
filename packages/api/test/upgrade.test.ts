import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { openDatabase } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { DATABASE_KIND, startTestApi, type TestApi } from './support/test-api';

/**
 * An upgrade keeps the data (docs/decisions/several-api-processes.md, "Upgrades"): a database
 * built at the previous release's schema (every migration of drizzle/meta/_journal.json but the
 * last, whatever their number), holding a profile, a space, a booking, a thread with messages
 * and a payout account, is migrated to today's schema; the rows are still there, and the API
 * started on it answers with them. On PostgreSQL (`node packages/api/bin/test-postgres.mjs`):
 * production's database, and the server the suite already runs.
 */
const MIGRATIONS = join(__dirname, '..', 'drizzle');
const PASSWORD = 'Upgrade-password1';
/** The test server's password cost (test/support/test-api.ts serverEnv). */
const SCRYPT = { N: 1024, r: 8, p: 1 };

interface JournalEntry {
  idx: number;
  tag: string;
}

/** A migrations folder holding every migration of today's journal except the last. */
function previousReleaseMigrations(): { folder: string; previous: JournalEntry[]; last: JournalEntry } {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  const last = entries.at(-1);
  if (!last || entries.length < 2) throw new Error('the journal needs two migrations for an upgrade to exist');
  const previous = entries.slice(0, -1);
  const folder = mkdtempSync(join(tmpdir(), 'hs-upgrade-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: previous }));
  for (const entry of previous) copyFileSync(join(MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return { folder, previous, last };
}

/**
 * Inserts a row with the values of `values` whose columns the table has at this schema (a column
 * a later migration adds is left to it), and answers the row. A column the table requires and
 * `values` does not give fails the insert, as it should: the test's rows must stay complete.
 */
async function insertKnown(sql: postgres.Sql, table: string, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const columns = new Set(
    (await sql<{ column_name: string }[]>`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`).map((c) => c.column_name),
  );
  if (columns.size === 0) throw new Error(`the previous release has no table ${table}`);
  const known = Object.fromEntries(Object.entries(values).filter(([name]) => columns.has(name)));
  try {
    const [row] = await sql`insert into ${sql(table)} ${sql(known as Record<string, postgres.SerializableParameter>)} returning *`;
    if (!row) throw new Error(`insert into ${table} returned nothing`);
    return row;
  } catch (error) {
    const column = (error as { column_name?: string; code?: string }).code === '23502' ? (error as { column_name?: string }).column_name : undefined;
    // A migration made a column required: the rows written here must give it, as the app does.
    if (column) throw new Error(`the previous release requires ${table}.${column}: give it a value in fill() (test/upgrade.test.ts)`);
    throw error;
  }
}

interface Rows {
  guest: { id: string; email: string };
  host: { id: string; email: string };
  spaceId: number;
  bookingId: number;
  threadId: string;
}

/** The representative rows, written as the previous release would have them. */
async function fill(sql: postgres.Sql): Promise<Rows> {
  const hash = await hashPassword(PASSWORD, SCRYPT);
  const stamp = randomBytes(3).toString('hex');
  const profile = (email: string, extra: Record<string, unknown>) =>
    insertKnown(sql, 'profiles', { email, email_verified: true, password_hash: hash, first_name: 'Ada', last_name: 'Lovelace', terms_version_accepted: 1, ...extra });
  const guest = await profile(`upgrade-guest-${stamp}@example.com`, {});
  const host = await profile(`upgrade-host-${stamp}@example.com`, { is_host: true, host_state: 'active', first_name: 'Grace', last_name: 'Hopper' });
  await insertKnown(sql, 'cities', {
    id: 'upgrade-city',
    name: 'Upgradeville',
    state: 'NY',
    state_name: 'New York',
    country: 'US',
    currency: 'usd',
    lat: 40.7,
    lng: -74,
    population: 1000,
    time_zone: 'America/New_York',
  });
  await insertKnown(sql, 'images', {
    id: `upgrade-photo-${stamp}`,
    kind: 'space',
    mime: 'image/webp',
    width: 1,
    height: 1,
    data: Buffer.from('x'),
    blur_hash: 'L00000fQfQfQfQfQfQfQfQfQfQfQ',
  });
  const space = await insertKnown(sql, 'spaces', {
    title: 'The loft that outlived an upgrade',
    description: 'A bright loft, written before the upgrade.',
    city_id: 'upgrade-city',
    city: 'Upgradeville',
    state: 'NY',
    country: 'US',
    lat: 40.7,
    lng: -74,
    capacity: 30,
    hourly_price: 4500,
    currency: 'usd',
    rating: 4.5,
    review_count: 0,
    instant_book: false,
    activities: ['party'],
    photo_id: `upgrade-photo-${stamp}`,
    host_id: host.id,
    opens_at: 480,
    closes_at: 1320,
    cancellation_policy: 'moderate',
    time_zone: 'America/New_York',
  });
  await insertKnown(sql, 'space_photos', { space_id: space.id, position: 0, image_id: `upgrade-photo-${stamp}` });
  const thread = await insertKnown(sql, 'threads', { guest_id: guest.id, host_id: host.id, space_id: space.id });
  for (const [from, to, body] of [
    [guest.id, host.id, 'Is the loft free on the first of March?'],
    [host.id, guest.id, 'It is: send a request.'],
  ])
    await insertKnown(sql, 'messages', { thread_id: thread.id, sender_id: from, recipient_id: to, body });
  const booking = await insertKnown(sql, 'bookings', {
    space_id: space.id,
    guest_id: guest.id,
    starts_at: '2030-03-01 10:00:00',
    ends_at: '2030-03-01 14:00:00',
    status: 'accepted',
    attendees: 20,
    activity: 'party',
    thread_id: thread.id,
    subtotal: 18000,
    guest_fee: 1800,
    tax: 0,
    total: 19800,
    currency: 'usd',
    decided_at: '2026-11-01T12:00:00Z',
  });
  await insertKnown(sql, 'payout_accounts', {
    profile_id: host.id,
    country: 'US',
    business_type: 'individual',
    // jsonb goes as its text: postgres.js serializes json, not jsonb, parameters.
    individual: JSON.stringify({ first_name: 'Grace', last_name: 'Hopper', dob: '1985-05-20', city: 'Upgradeville' }),
    details_submitted: true,
    payouts_enabled: false,
    schedule_interval: 'weekly',
  });
  return {
    guest: { id: String(guest.id), email: String(guest.email) },
    host: { id: String(host.id), email: String(host.email) },
    spaceId: Number(space.id),
    bookingId: Number(booking.id),
    threadId: String(thread.id),
  };
}

const describeOnPostgres = DATABASE_KIND === 'postgres' ? describe : describe.skip;

describeOnPostgres('upgrading a database from the previous release', () => {
  const name = `hs_upgrade_${process.pid}_${randomBytes(4).toString('hex')}`;
  let url: string;
  let admin: postgres.Sql;
  let migrations: ReturnType<typeof previousReleaseMigrations>;
  let rows: Rows;
  let api: TestApi | undefined;

  beforeAll(async () => {
    admin = postgres(process.env.TEST_DATABASE_URL as string, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database "${name}"`);
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    target.pathname = `/${name}`;
    url = target.toString();
    migrations = previousReleaseMigrations();
    // The previous release's schema, as its own start-up would have migrated it.
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      await migrate(drizzle({ client: sql }), { migrationsFolder: migrations.folder });
      rows = await fill(sql);
      // A seeded database, as far as the development seed can tell: it adds nothing beside these rows.
      await sql`insert into settings (key, value) values ('seeded_at', ${new Date().toISOString()})`;
    } finally {
      await sql.end();
    }
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    rmSync(migrations.folder, { recursive: true, force: true });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("applies today's last migration over the previous release's data and keeps every row", async () => {
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const applied = async () => Number((await sql`select count(*)::int as n from drizzle.__drizzle_migrations`)[0]?.n);
      expect(await applied()).toBe(migrations.previous.length);
      const database = await openDatabase({ databaseUrl: url, dataDir: '' });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      expect(await applied()).toBe(migrations.previous.length + 1);
      const [counts] = await sql`
        select
          (select count(*)::int from profiles where id in (${rows.guest.id}, ${rows.host.id})) as profiles,
          (select count(*)::int from spaces where id = ${rows.spaceId} and title = 'The loft that outlived an upgrade') as spaces,
          (select count(*)::int from bookings where id = ${rows.bookingId} and status = 'accepted' and total = 19800) as bookings,
          (select count(*)::int from messages where thread_id = ${rows.threadId}) as messages,
          (select count(*)::int from payout_accounts where profile_id = ${rows.host.id} and schedule_interval = 'weekly') as payout_accounts`;
      expect(counts).toEqual({ profiles: 2, spaces: 1, bookings: 1, messages: 2, payout_accounts: 1 });
    } finally {
      await sql.end();
    }
  });

  it('answers the space, the booking, the thread and the payout account from the upgraded database', async () => {
    // The test API started on this database (its own fresh one is left empty): its start-up migrates (nothing is left) and skips the seed.
    api = await startTestApi({ HS_TEST_FRESH_DB: '1', DATABASE_URL: url, SEED_SPACES: '0' });
    expect(api.seed.seeded).toBe(false);

    const space = await api.request('GET', `/v1/spaces/${rows.spaceId}`);
    expect(space.status).toBe(200);
    expect(space.body).toMatchObject({ id: rows.spaceId, title: 'The loft that outlived an upgrade', capacity: 30 });

    const guest = await api.login(rows.guest.email, PASSWORD);
    const booking = await api.request('GET', `/v1/bookings/${rows.bookingId}`, { token: guest });
    expect(booking.status).toBe(200);
    // The answer gives money in major units (19800 cents stored).
    expect(booking.body).toMatchObject({ id: rows.bookingId, status: 'accepted', attendees: 20, total: 198, currency: 'usd' });

    const thread = await api.request('GET', `/v1/messages/threads/${rows.threadId}`, { token: guest });
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).toContain('It is: send a request.');

    const host = await api.login(rows.host.email, PASSWORD);
    const account = await api.request('GET', `/v2/payments/users/${rows.host.id}/accounts`, { token: host });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ country: 'US', business_type: 'individual', details_submitted: true, payouts_enabled: false });
  });
});
