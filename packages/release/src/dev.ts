import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { devWebEnvironment } from '@hourspace/contracts/dev-environment';
import { startLocalApi, startLocalProcessor } from './local-services';
import { API_PORT, REMOTE_NAMES, REMOTES, REPO_ROOT, SHELL_PORT } from './paths';

/**
 * `npm run dev`: webpack-dev-server with hot reload for every remote on its own port and
 * for the shell, whose dev server answers `/manifests/<locale>.json` with the dev
 * servers' entries, plus the API and the local payment processor. Edit a remote and only that remote rebuilds.
 */
export async function dev(): Promise<void> {
  const devRemotes = Object.fromEntries(REMOTE_NAMES.map((r) => [r, `http://localhost:${REMOTES[r]!.port}/remoteEntry.js`]));
  const webpackBin = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');
  const children: ChildProcess[] = [];
  const run = (label: string, cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${label}] `;
    child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^/gm, prefix)));
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk.toString().replace(/^/gm, prefix)));
    children.push(child);
  };
  for (const remote of REMOTE_NAMES) run(remote, path.join(REPO_ROOT, remote), [webpackBin, 'serve', '--mode', 'development']);
  run('shell', path.join(REPO_ROOT, 'shell'), [webpackBin, 'serve', '--mode', 'development'], {
    HOURSPACE_DEV_REMOTES: JSON.stringify(devRemotes),
    HOURSPACE_DEV_ENVIRONMENT: JSON.stringify(devWebEnvironment(`http://localhost:${API_PORT}`)),
  });
  // The processor answers before the API starts: a first start seeds payouts through it.
  const processor = await startLocalProcessor('prefixed');
  if (processor) children.push(processor);
  const api = startLocalApi('prefixed');
  if (api) children.push(api);
  console.log(`[release] dev servers starting: http://localhost:${SHELL_PORT}/us/`);
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
