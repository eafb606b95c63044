/**
 * The soak (docs/decisions/several-api-processes.md): two API processes on one PostgreSQL under
 * a mixed read and write load; halfway one process is killed (SIGKILL) and started again, at
 * three quarters PostgreSQL is restarted (fast shutdown, a second without a server, start);
 * then the database is checked against what the load generator was told.
 *
 *   npm run bench -w @hourspace/api -- --scenario=soak [--seconds=60] [--connections=32]
 *
 * Started through bin/bench.ts (so under tsx: the API and the processor are TypeScript). The
 * API processes are `src/main.ts`, what `npm start` runs, each a child process on a port of
 * its own; the server is bin/embedded-postgres.mjs's, as the bench and test:postgres start it;
 * the payment processor (the demo data sets up payout accounts in it) runs in this process.
 *
 * Every write carries an id of the generator's making (a message body, a board name, a
 * property of each analytics event). An id whose request answered 2xx must be in the database
 * exactly once and whole (a board with its space, an analytics batch with all its events); an
 * id that got an error or no answer may be there once or not at all, never twice or in part.
 * Exits 1 when a write is lost, duplicated or half-written, when more than 1 % of the
 * requests that overlap no down time fail, or when an API process takes more than 5 s after
 * PostgreSQL is back to answer from the database again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiProcess, developmentApiEnv } from './api-processes.mjs';
import { startEmbeddedPostgres, freePort } from './embedded-postgres.mjs';

const PASSWORD = 'Marketplace1';
/** Each request gives up after this long (counted as a `timeout`). */
const REQUEST_MS = 10_000;
/** After a refused or reset connection a worker waits this long, so a dead process is not spun on. */
const PAUSE_AFTER_NETWORK_ERROR_MS = 25;
/** How soon after PostgreSQL is back every API process must answer from the database again. */
const RECOVERY_BOUND_MS = 5_000;
const ERROR_RATE_BOUND = 0.01;
const EVENTS_PER_BATCH = 5;
/** Boards one account may hold (services/boards.ts BOARD_CAPS.boards is 100); each soak account makes at most this many. */
const BOARDS_PER_ACCOUNT = 95;

const arg = (argv, name, fallback) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** The soak's API processes: development mode (demo data, the local processor), a small cheap seed, limits above what the soak sends. */
function apiEnv({ databaseUrl, port, processorUrl }) {
  return developmentApiEnv({
    databaseUrl,
    port,
    processorUrl,
    extra: { LOG_LEVEL: 'warn', REQUESTS_PER_MINUTE: '100000000', ANALYTICS_EVENTS_PER_MINUTE: '100000000' },
  });
}

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

async function call(base, method, path, { body, token } = {}) {
  const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  // Set-up, not load: a busy machine's first answers may be slow.
  const answer = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : undefined };
}

async function must(base, method, path, options, expected = [200, 201]) {
  const answer = await call(base, method, path, options);
  if (!expected.includes(answer.status)) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The soak's accounts (sign-ups), the demo host they write to, and the spaces the reads and boards use. */
async function setUp(base, run, accounts) {
  const host = await must(base, 'POST', '/web-templates/v1/sso/authenticate', { body: { grant_type: 'password', username: 'host@example.com', password: PASSWORD } });
  const hostProfile = await must(base, 'GET', '/v1/profiles/me', { token: host.access_token });
  const search = `/v1/spaces/search?activity=party&location=${encodeURIComponent('new york, ny')}`;
  const found = await must(base, 'GET', search);
  const spaceIds = found.results.map((space) => space.id).slice(0, 20);
  if (spaceIds.length === 0) throw new Error('the results-page search found no space');
  const people = [];
  // Four at a time: one address may queue four password hashes (SCRYPT_QUEUE_PER_SOURCE).
  for (let i = 0; i < accounts; i += 4) {
    const batch = Array.from({ length: Math.min(4, accounts - i) }, async (_, j) => {
      const email = `soak-${run}-${i + j}@example.com`;
      const made = await must(base, 'POST', '/v1/profiles', { body: { grant_type: 'signup', username: email, password: PASSWORD, unsubscribe: false, first_name: 'Soak' } });
      // The account's thread with the host, which its messages are written into.
      const first = await must(base, 'POST', '/v1/message/send', { token: made.access_token, body: { to: hostProfile.SSOid, message: `soak ${run} hello` } });
      return { token: made.access_token, threadId: first.thread_id, boards: 0 };
    });
    people.push(...(await Promise.all(batch)));
  }
  return { hostId: hostProfile.SSOid, spaceIds, search, people };
}

/**
 * The operations, in the order each worker cycles through them: two reads for every write,
 * reads of the two kinds every visitor makes (a results page, a space page).
 */
function operations(world, run) {
  let n = 0;
  const next = () => `${run}-${(n++).toString(36)}`;
  const person = () => world.people[Math.floor(Math.random() * world.people.length)];
  const space = () => world.spaceIds[Math.floor(Math.random() * world.spaceIds.length)];
  const read = (kind, path) => () => ({ kind, method: 'GET', path });
  const message = () => {
    const id = next();
    const who = person();
    return {
      kind: 'write: message',
      method: 'POST',
      path: '/v1/message/send',
      token: who.token,
      body: { to: world.hostId, thread_id: who.threadId, message: `soak ${id}` },
      write: { table: 'message', id },
    };
  };
  const board = () => {
    const who = world.people.find((p) => p.boards < BOARDS_PER_ACCOUNT);
    if (!who) return message();
    who.boards++;
    const id = next();
    return { kind: 'write: board', method: 'POST', path: '/v1/boards', token: who.token, body: { name: `soak ${id}`, space_id: space() }, write: { table: 'board', id } };
  };
  const analytics = () => {
    const id = next();
    const events = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({ event: 'soak', properties: { soak: id, i } }));
    return { kind: 'write: analytics batch', method: 'POST', path: '/v1/analytics/track', body: { consent: true, events }, write: { table: 'analytics', id } };
  };
  return [
    read('read: search', world.search),
    () => ({ kind: 'read: space page', method: 'GET', path: `/v1/spaces/${space()}` }),
    message,
    read('read: search', `/v1/spaces/search?lat=40.7128&lng=-74.006&price_min=20&sort=price_asc`),
    () => ({ kind: 'read: space page', method: 'GET', path: `/v1/spaces/${space()}` }),
    board,
    read('read: search', `${world.search}&attendees=20`),
    () => ({ kind: 'read: space page', method: 'GET', path: `/v1/spaces/${space()}` }),
    analytics,
  ];
}

/** What one request did. */
function outcomeOf(error) {
  if (error?.name === 'TimeoutError') return 'timeout';
  const code = error?.cause?.code ?? error?.code;
  return code ? String(code) : `network: ${error?.message ?? error}`;
}

/** One worker: sends the operations in turn to `api` until `stopAt`, recording every request. */
async function worker(api, ops, offset, stopAt, record) {
  for (let i = offset; performance.now() < stopAt(); i++) {
    const op = ops[i % ops.length]();
    const started = performance.now();
    let status = 0;
    let outcome;
    try {
      const answer = await fetch(`${api.url}${op.path}`, {
        method: op.method,
        headers: { ...(op.body ? { 'content-type': 'application/json' } : {}), ...(op.token ? { authorization: `Bearer ${op.token}` } : {}) },
        body: op.body ? JSON.stringify(op.body) : undefined,
        signal: AbortSignal.timeout(REQUEST_MS),
      });
      await answer.arrayBuffer();
      status = answer.status;
      outcome = status >= 200 && status < 300 ? 'ok' : `HTTP ${status}`;
    } catch (error) {
      outcome = outcomeOf(error);
    }
    const ended = performance.now();
    record({ api: api.name, kind: op.kind, started, ended, outcome, write: op.write });
    if (status === 0 && outcome !== 'timeout') await pause(PAUSE_AFTER_NETWORK_ERROR_MS);
  }
}

/**
 * Polls `GET /v1/boards` (read from the database, never from the response cache) until it answers
 * 200; resolves with the ms it took from `since`, or Infinity after 30 s (a process that died).
 */
async function untilAnswering(api, token, since) {
  while (performance.now() - since < 30_000) {
    const answer = await fetch(`${api.url}/v1/boards`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(REQUEST_MS) }).catch(() => undefined);
    if (answer) await answer.arrayBuffer();
    if (answer?.status === 200) return performance.now() - since;
    await pause(25);
  }
  return Infinity;
}

/** Counts every soak write in the database, by id. */
async function written(databaseUrl, run) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const like = `soak ${run}-%`;
    const messages = await sql`select substr(body, 6) as id, count(*)::int as n from messages where body like ${like} group by body`;
    const boards = await sql`
      select substr(b.name, 6) as id, count(*)::int as n, min(coalesce(s.n, 0))::int as spaces
      from boards b left join (select board_id, count(*)::int as n from board_spaces group by board_id) s on s.board_id = b.id
      where b.name like ${like} group by b.name`;
    const events = await sql`
      select properties->>'soak' as id, count(*)::int as n, count(distinct properties->>'i')::int as distinct_i
      from analytics_events where event = 'soak' and properties->>'soak' like ${`${run}-%`} group by 1`;
    return {
      message: new Map(messages.map((r) => [r.id, { copies: r.n, whole: true }])),
      board: new Map(boards.map((r) => [r.id, { copies: r.n, whole: r.spaces === 1 }])),
      analytics: new Map(events.map((r) => [r.id, { copies: r.n / EVENTS_PER_BATCH, whole: r.n % EVENTS_PER_BATCH === 0 && r.distinct_i === EVENTS_PER_BATCH }])),
    };
  } finally {
    await sql.end();
  }
}

/** Compares what the generator was told with what the database holds. */
function audit(records, found) {
  const counts = { acknowledged: 0, lost: 0, duplicated: 0, halfWritten: 0, unansweredButStored: 0, unanswered: 0 };
  const seen = new Set();
  for (const r of records) {
    if (!r.write) continue;
    const key = `${r.write.table}:${r.write.id}`;
    seen.add(key);
    const row = found[r.write.table].get(r.write.id);
    if (row && row.copies > 1) counts.duplicated++;
    if (row && !row.whole) counts.halfWritten++;
    if (r.outcome === 'ok') {
      counts.acknowledged++;
      if (!row) counts.lost++;
    } else {
      counts.unanswered++;
      if (row) counts.unansweredButStored++;
    }
  }
  // Rows no request of this run sent (an id twice over, say) are duplicates too.
  for (const [table, rows] of Object.entries(found)) for (const id of rows.keys()) if (!seen.has(`${table}:${id}`)) counts.duplicated++;
  return counts;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const overlaps = (r, windows) => windows.some((w) => (w.api === undefined || w.api === r.api) && r.started < w.to && r.ended > w.from);

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((line) => String(line[i]).length)));
  for (const [i, line] of rows.entries()) {
    console.log(`| ${line.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join(' | ')} |`);
    if (i === 0) console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  }
}

/** Runs the soak; resolves with the exit code. */
export async function runSoak(argv = process.argv) {
  const seconds = Number(arg(argv, 'seconds', process.env.SOAK_SECONDS ?? '60'));
  const connections = Number(arg(argv, 'connections', '32'));
  if (!(seconds >= 20)) throw new Error('--seconds is at least 20');
  if (!Number.isInteger(connections) || connections < 2) throw new Error('--connections is a whole number from 2');
  const run = `r${Date.now().toString(36)}`;
  const logDir = mkdtempSync(join(tmpdir(), 'hourspace-soak-'));

  const pg = await startEmbeddedPostgres({ maxConnections: 100 });
  const { startProcessor } = await import('@hourspace/processor');
  const processor = await startProcessor({ port: 0, host: '127.0.0.1', dataFile: null, browserRoutes: null, log: () => undefined });
  const apis = [];
  // The API processes' logs are removed after a passing soak and kept (and named) otherwise.
  let keepLogs = Boolean(process.env.SOAK_KEEP_LOGS);
  try {
    for (const name of ['A', 'B']) {
      const port = await freePort();
      apis.push(new ApiProcess(name, port, apiEnv({ databaseUrl: pg.url, port, processorUrl: processor.url }), join(logDir, `api-${name}.log`)));
    }
    console.log(`soak ${run}: ${pg.version} (embedded-postgres) on 127.0.0.1:${pg.port}; API A ${apis[0].url}, B ${apis[1].url}; logs in ${logDir}`);
    // One at a time: the first migrates and seeds, the second finds the database ready.
    for (const api of apis) await api.start();
    const world = await setUp(apis[0].url, run, 40);
    const ops = operations(world, run);
    // A short warm-up of each process's reads outside the measurement, as the bench does: a fresh
    // process's first searches prepare statements and load the catalogue (B's set-up ran on A).
    for (const api of apis) for (const path of [world.search, `/v1/spaces/${world.spaceIds[0]}`, `${world.search}&attendees=20`]) await must(api.url, 'GET', path);
    console.log(
      `${seconds} s, ${connections} connections (half to each process), ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const records = [];
    const windows = [];
    const events = [];
    const t0 = performance.now();
    // The load runs for `seconds`, and at least 5 s past the PostgreSQL restart's recovery.
    let stopAt = t0 + seconds * 1000;
    const at = (ms) => `${((ms - t0) / 1000).toFixed(1)} s`;
    const load = Array.from({ length: connections }, (_, i) =>
      worker(
        apis[i % 2],
        ops,
        Math.floor(i / 2),
        () => stopAt,
        (r) => records.push(r),
      ),
    );

    // Halfway: API B dies and is started again.
    const killing = (async () => {
      await pause(Math.max(0, t0 + seconds * 500 - performance.now()));
      const killedAt = performance.now();
      await apis[1].kill();
      await apis[1].start();
      const backAt = performance.now();
      windows.push({ api: 'B', from: killedAt, to: backAt });
      events.push(`API B killed (SIGKILL) at ${at(killedAt)}, answering again ${((backAt - killedAt) / 1000).toFixed(1)} s later`);
      return backAt;
    })();
    // Three quarters, and not before B has been back 10 s (a start-up that loses its database exits): PostgreSQL
    // restarts; every process must answer from the database again within 5 s of the server being back.
    const restarting = (async () => {
      const backAt = await killing;
      // B warm again first (10 s of load), so the restart measures reconnecting, not a cold start.
      await pause(Math.max(0, t0 + seconds * 750 - performance.now(), backAt + 10_000 - performance.now()));
      const stoppedAt = performance.now();
      await pg.restart({ downMs: 1000 });
      const upAt = performance.now();
      const token = world.people[0].token;
      const recovered = await Promise.all(apis.map((api) => untilAnswering(api, token, upAt)));
      stopAt = Math.max(stopAt, upAt + Math.min(Math.max(...recovered), 30_000) + 5000);
      windows.push({ from: stoppedAt, to: upAt + Math.min(Math.max(...recovered), 30_000) });
      events.push(
        `PostgreSQL stopped at ${at(stoppedAt)}, accepting connections again ${((upAt - stoppedAt) / 1000).toFixed(1)} s later; ` +
          `from then, A answered from the database in ${Math.round(recovered[0])} ms, B in ${Math.round(recovered[1])} ms`,
      );
      return recovered;
    })();
    const [recovered] = await Promise.all([restarting, killing, ...load]);
    const elapsed = (performance.now() - t0) / 1000;

    const found = await written(pg.url, run);
    const writes = audit(records, found);
    report({ records, windows, events, writes, elapsed, recovered });
    if (process.env.SOAK_DEBUG)
      for (const r of records.filter((x) => x.outcome !== 'ok' && !overlaps(x, windows))) console.log(`  ${r.api} ${r.kind} ${r.outcome} ${at(r.started)}-${at(r.ended)}`);
    const outside = records.filter((r) => !overlaps(r, windows));
    const rate = outside.filter((r) => r.outcome !== 'ok').length / Math.max(1, outside.length);
    const failed = [
      writes.lost > 0 && `${writes.lost} acknowledged writes lost`,
      writes.duplicated > 0 && `${writes.duplicated} writes duplicated`,
      writes.halfWritten > 0 && `${writes.halfWritten} writes half-written`,
      rate >= ERROR_RATE_BOUND && `error rate outside down time ${(rate * 100).toFixed(2)} % (bound ${ERROR_RATE_BOUND * 100} %)`,
      Math.max(...recovered) > RECOVERY_BOUND_MS && `an API answered ${Math.round(Math.max(...recovered))} ms after PostgreSQL was back (bound ${RECOVERY_BOUND_MS} ms)`,
      ...apis.filter((api) => api.crashed).map((api) => `API ${api.name} ended by itself (${api.crashed})`),
    ].filter(Boolean);
    console.log(failed.length ? `\nFAILED: ${failed.join('; ')}` : '\npassed: 0 lost, 0 duplicated, 0 half-written; error rate and recovery within bounds');
    if (failed.length) keepLogs = true;
    return failed.length ? 1 : 0;
  } catch (error) {
    keepLogs = true;
    throw error;
  } finally {
    await Promise.all(apis.map((api) => api.stop().catch(() => undefined)));
    await processor.close?.();
    await pg.stop();
    if (keepLogs) console.log(`the API processes' logs: ${logDir}`);
    else rmSync(logDir, { recursive: true, force: true });
  }
}

function report({ records, windows, events, writes, elapsed, recovered }) {
  console.log('');
  for (const line of events) console.log(line);
  const kinds = [...new Set(records.map((r) => r.kind))].sort();
  const rows = [['requests', 'sent', '2xx', 'errors', 'p50 ms', 'p99 ms']];
  const line = (label, subset) => {
    const answered = subset
      .filter((r) => r.outcome === 'ok' || r.outcome.startsWith('HTTP'))
      .map((r) => r.ended - r.started)
      .sort((a, b) => a - b);
    const ok = subset.filter((r) => r.outcome === 'ok').length;
    rows.push([label, subset.length, ok, subset.length - ok, percentile(answered, 50).toFixed(1), percentile(answered, 99).toFixed(1)]);
  };
  for (const kind of kinds)
    line(
      kind,
      records.filter((r) => r.kind === kind),
    );
  line('all', records);
  const outside = records.filter((r) => !overlaps(r, windows));
  line('all, outside down time', outside);
  console.log(`\n${records.length} requests in ${elapsed.toFixed(1)} s (${Math.round(records.length / elapsed)} req/s)`);
  printTable(rows);

  const byOutcome = new Map();
  for (const r of records.filter((x) => x.outcome !== 'ok')) {
    const key = `${r.outcome}|${overlaps(r, windows) ? 'during down time' : 'outside down time'}`;
    byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
  }
  console.log('');
  printTable([['errors by kind', 'when', 'count'], ...[...byOutcome].sort((a, b) => b[1] - a[1]).map(([key, n]) => [...key.split('|'), n])]);
  const errorsOutside = outside.filter((r) => r.outcome !== 'ok').length;
  console.log(`\nerror rate outside down time: ${errorsOutside} of ${outside.length} (${((errorsOutside / Math.max(1, outside.length)) * 100).toFixed(3)} %)`);
  console.log(`API answering from the database after PostgreSQL's restart: ${recovered.map((ms) => `${Math.round(ms)} ms`).join(', ')} (bound ${RECOVERY_BOUND_MS} ms)\n`);
  printTable([
    ['writes', 'count'],
    ['acknowledged (2xx)', writes.acknowledged],
    ['lost (2xx, not in the database)', writes.lost],
    ['duplicated (in the database twice)', writes.duplicated],
    ['half-written (in part)', writes.halfWritten],
    ['unanswered (error, no answer)', writes.unanswered],
    ['unanswered but stored once', writes.unansweredButStored],
  ]);
}
