import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createChannel, readChannel, setRemoteOrigins } from '@hourspace/release';
import { CACHE_DIR, REPO_ROOT } from './paths';

/**
 * `--same-origin`: the federated site measured a second time with every remote served under the
 * shell's origin (docs/decisions/same-origin-remotes.md), beside the default: the `local`
 * channel's builds copied into a channel of the benchmark's own with `release origins
 * --same-origin`, served by `release serve --preview` on a preview port beside the running
 * system (its API and nothing else; the preview serves the remotes itself, under its prefix).
 */

/** The benchmark's channel: rewritten from `local` at every run. */
export const SAME_ORIGIN_CHANNEL = 'bench-same-origin';
const STARTUP_TIMEOUT_MS = 120_000;

/** The preview's origin, from the line `release serve --preview` logs once it listens; null before. */
export function previewOriginFrom(log: string, channel = SAME_ORIGIN_CHANNEL): string | null {
  const line = new RegExp(`preview of channel ${channel}: (http://localhost:\\d+)/`).exec(log);
  return line?.[1] ?? null;
}

/** The channel the same-origin row measures: `local`'s builds, pins and environment, its remotes under the shell's origin. */
export function writeSameOriginChannel(from = 'local', name = SAME_ORIGIN_CHANNEL): void {
  const source = readChannel(from);
  createChannel(name, source.defaults, source.origins, source.environment);
  // Recorded in the channel's audit log and composed, as a release engineer's `release origins` is.
  setRemoteOrigins(name, true, undefined, 'bench-web: the same-origin row');
}

/** Starts the same-origin preview once the system is up (its API answers); answers its origin and how to stop it. */
export async function startSameOriginPreview(log: (line: string) => void): Promise<{ origin: string; stop: () => Promise<void> }> {
  writeSameOriginChannel();
  const logFile = path.join(CACHE_DIR, 'serve-same-origin.log');
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'packages/release/bin/release.mjs'), 'serve', '--channel', SAME_ORIGIN_CHANNEL, '--preview'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`release serve --preview stopped (code ${child.exitCode}): see ${logFile}`);
      const origin = previewOriginFrom(fs.readFileSync(logFile, 'utf8'));
      if (origin) {
        log(`same-origin remotes ${origin}/us/ (channel ${SAME_ORIGIN_CHANNEL}; log in ${path.relative(REPO_ROOT, logFile)})`);
        return { origin, stop };
      }
      if (Date.now() > deadline) throw new Error(`the same-origin preview did not start within ${STARTUP_TIMEOUT_MS / 1000} s: see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
