import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');
const RELEASE = path.join(REPO, 'packages/release/bin/release.mjs');
/** The API of the `local` channel (the running system's), which a channel of a test's own may replace. */
const LOCAL_API_ORIGIN = 'http://localhost:8120';
const artifactsRoot = () => process.env.HOURSPACE_ARTIFACTS ?? path.join(REPO, 'artifacts');

/** A release channel of one test's own, served by a preview shell beside the running site. */
export interface OwnChannel {
  /** The channel's name (`e2e-<tag>-<random>`). */
  name: string;
  /** The preview shell's origin, e.g. http://localhost:8091. */
  origin: string;
  /** Runs the release CLI on this channel (`--channel` added) and returns what it printed. */
  release(...args: string[]): string;
  /** Stops the preview and removes the channel, its manifests and its pages. */
  close(): Promise<void>;
}

/** The release CLI with `args`, in the repository (the artifacts the running site serves). */
export function releaseCli(...args: string[]): string {
  return execFileSync(process.execPath, [RELEASE, ...args], { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * A copy of the `local` channel under a name of its own, served with `release serve --preview`
 * on the first free preview port: release and canary tests change only it, so two workers
 * never see each other's promotions, canaries or rollbacks (docs/decisions/release-channel-preview.md).
 */
export async function ownChannel(tag: string, options: { apiOrigin?: string } = {}): Promise<OwnChannel> {
  const name = `e2e-${tag}-${randomBytes(3).toString('hex')}`;
  releaseCli('create', name, '--from', 'local');
  // Another API for this channel: what differs per environment is the channel file's
  // `environment`, composed into its manifests and CSP when the preview starts
  // (docs/decisions/release-environment-in-the-channel.md).
  if (options.apiOrigin) {
    const file = path.join(artifactsRoot(), 'channels', `${name}.json`);
    const channel = JSON.parse(fs.readFileSync(file, 'utf8')) as { environment?: unknown };
    channel.environment = JSON.parse(JSON.stringify(channel.environment ?? {}).replaceAll(LOCAL_API_ORIGIN, options.apiOrigin));
    fs.writeFileSync(file, `${JSON.stringify(channel, null, 2)}\n`);
  }
  const server: ChildProcess = spawn(process.execPath, [RELEASE, 'serve', '--channel', name, '--preview'], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the preview of ${name} did not start within 90 s:\n${said}`)), 90_000);
    const read = (chunk: Buffer) => {
      said += chunk.toString();
      const found = /preview of channel \S+: (http:\/\/localhost:\d+)\//.exec(said);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the preview of ${name} exited with ${code}:\n${said}`));
    });
  });
  return {
    name,
    origin,
    release: (...args) => releaseCli(...args, '--channel', name),
    async close() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(path.join(artifactsRoot(), 'channels', `${name}.json`), { force: true });
      fs.rmSync(path.join(artifactsRoot(), 'manifests', name), { recursive: true, force: true });
    },
  };
}
