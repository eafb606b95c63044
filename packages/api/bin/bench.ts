/**
 * `npm run bench -w @hourspace/api`: p50/p99 latency of space search and profile read at
 * 50 connections (autocannon), against a fresh API on PGlite (or BENCH_URL, an API that
 * is already running with the demo data).
 */
import autocannon from 'autocannon';
import { loadConfig } from '../src/config/env';
import { startServer, type RunningServer } from '../src/server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

function run(title: string, url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ title, url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main(): Promise<void> {
  let server: RunningServer | undefined;
  let base = process.env.BENCH_URL;
  if (!base) {
    server = await startServer(loadConfig({ ...process.env, API_MODE: 'development', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', SCRYPT_N: process.env.SCRYPT_N ?? '16384' }), {
      port: 0,
    });
    base = server.url;
  }
  try {
    const login = await fetch(`${base}/web-templates/v1/sso/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'guest@example.com', password: 'Marketplace1' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const cases: [string, string, Record<string, string>][] = [
      ['search (activity + city, page of 30)', `${base}/v1/spaces/search?activity=photo-shoot&location=New%20York`, {}],
      ['search (availability_interval + attendees)', `${base}/v1/spaces/search?availability_interval=51.5,-0.12,2030-03-01T10:00:00,2030-03-01T14:00:00&attendees=20`, {}],
      ['profile read (GET /v1/profiles/me)', `${base}/v1/profiles/me`, { authorization: `Bearer ${token}` }],
    ];
    console.log(`${CONNECTIONS} connections, ${DURATION} s each, against ${base}`);
    for (const [title, url, headers] of cases) {
      const result = await run(title, url, headers);
      const errors = result.errors + result.non2xx;
      console.log(
        `${title}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${errors} errors/non-2xx of ${result.requests.total}`,
      );
    }
  } finally {
    await server?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
