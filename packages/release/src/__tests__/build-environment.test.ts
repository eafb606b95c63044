import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Builds carry no environment (docs/decisions/release-environment-in-the-channel.md): one remote built twice, each time beside a channel
 * with another API origin and client key, gives the same bytes, and no environment value
 * occurs in the build. mf-home, the smallest page remote, in production mode and with no
 * webpack cache, not minified (the minifier only shortens what is there); into temporary folders, so turbo's dist/ and cache are never touched. The
 * two builds run side by side (about a minute on a busy two-core machine).
 */

const REPO = path.resolve(__dirname, '../../../..');
const BUILD = path.join(__dirname, '../../test-support/build-remote.mjs');
const ENVIRONMENTS = [
  { apiOrigin: 'https://api.one.hourspace.test', basicKey: 'pk-one-4f1a9c' },
  { apiOrigin: 'https://api.two.hourspace.test', basicKey: 'pk-two-82be07' },
];

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-build-env-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A channel file the way `release` keeps it, in an artifacts folder of its own. */
function channelStore(index: number, environment: (typeof ENVIRONMENTS)[number]): string {
  const store = path.join(temp, `artifacts-${index}`);
  fs.mkdirSync(path.join(store, 'channels'), { recursive: true });
  fs.writeFileSync(path.join(store, 'channels', 'local.json'), JSON.stringify({ channel: 'local', origins: {}, environment, defaults: {}, locales: {}, history: [] }));
  return store;
}

function buildWith(index: number, environment: (typeof ENVIRONMENTS)[number]): Promise<string> {
  const out = path.join(temp, `dist-${index}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOURSPACE_ARTIFACTS: channelStore(index, environment),
    API_ORIGIN: environment.apiOrigin,
    HOURSPACE_API_ORIGIN: environment.apiOrigin,
  };
  for (const name of ['HOURSPACE_DIST_DIR', 'HOURSPACE_BUILD_LABEL', 'HOURSPACE_VERSION', 'HOURSPACE_REGISTRY']) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILD, path.join(REPO, 'mf-home'), out, '--no-minify'], { cwd: REPO, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`the mf-home build ${index} failed (${code}): ${errors.slice(-2000)}`))));
  });
}

/** Every file of a build, by its path inside the build. */
function files(dir: string): Map<string, Buffer> {
  const all = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  return new Map(all.filter((f) => fs.statSync(path.join(dir, f)).isFile()).map((f) => [f, fs.readFileSync(path.join(dir, f))]));
}

describe('a remote’s build', () => {
  it('is the same bytes whatever the channel’s API origin and key, and carries none of them', async () => {
    const [one, two] = await Promise.all(ENVIRONMENTS.map((environment, index) => buildWith(index, environment)));
    const a = files(one!);
    const b = files(two!);
    expect(a.size).toBeGreaterThan(3);
    expect(a.has('remoteEntry.js')).toBe(true);
    expect([...b.keys()]).toEqual([...a.keys()]);
    const differing = [...a].filter(([name, bytes]) => !bytes.equals(b.get(name)!)).map(([name]) => name);
    expect(differing).toEqual([]);

    // Nor does any file name an environment: neither channel's, nor the development API's.
    const values = [...ENVIRONMENTS.flatMap((e) => [e.apiOrigin, e.basicKey]), 'dev-basic-key', 'localhost:8120', '/dev/facebook', 'localhost:8130', 'pk_test_hourspace_local'];
    const found = [...a].flatMap(([name, bytes]) => values.filter((value) => bytes.includes(value)).map((value) => `${name}: ${value}`));
    expect(found).toEqual([]);
  }, 420_000);
});
