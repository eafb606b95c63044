/**
 * API processes started as `npm start` starts one (`src/main.ts` under tsx, development mode),
 * each a child process on a port of its own, for what needs several on one PostgreSQL: the
 * soak (bin/soak.mjs) and the e2e journey of the live inbox across two processes
 * (docs/decisions/several-api-processes.md, live-events.md).
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';

const API_DIR = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');

/**
 * The environment of a development API on `databaseUrl` and `port` with the local processor at
 * `processorUrl`: 400 demo spaces and cheap password hashes (its sign-ups are set-up, not what
 * is measured); `extra` adds or overrides variables.
 */
export function developmentApiEnv({ databaseUrl, port, processorUrl, extra = {} }) {
  return {
    ...process.env,
    API_MODE: 'development',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    STRIPE_API_BASE: processorUrl,
    SEED_SPACES: '400',
    SEED_PHOTOS: '24',
    SCRYPT_N: '1024',
    ...extra,
  };
}

/** One API process (`src/main.ts`) on `port`; its output goes to `logFile`. */
export class ApiProcess {
  constructor(name, port, env, logFile) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = env;
    this.log = createWriteStream(logFile, { flags: 'a' });
    this.child = undefined;
    /** How it ended when nobody asked it to (a crash), else undefined. */
    this.crashed = undefined;
    this.stopping = false;
  }

  /** Starts the process and resolves once /health answers 200. */
  async start() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_DIR, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(this.log, { end: false });
    child.stderr.pipe(this.log, { end: false });
    this.child = child;
    this.stopping = false;
    child.once('exit', (code, signal) => {
      if (!this.stopping) this.crashed = `exit ${code ?? signal}; see ${this.log.path}`;
    });
    const exited = new Promise((_, fail) =>
      child.once('exit', (code, signal) => fail(new Error(`API ${this.name} exited during start-up (${code ?? signal}); see ${this.log.path}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([untilHealthy(this.url), exited]);
  }

  /** SIGKILL, as a crash or an OOM kill ends a process; resolves once it is gone. */
  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.stopping = true;
    await new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGKILL');
    });
  }

  /** SIGTERM (a graceful stop), and SIGKILL when it has not ended after `graceMs`. */
  async stop(graceMs = 10_000) {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.stopping = true;
    await new Promise((done) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(kill);
        done();
      });
      child.kill('SIGTERM');
    });
  }
}

/** Resolves once `url`/health answers 200; rejects after 300 s. */
export async function untilHealthy(url) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not become healthy within 300 s`);
}
