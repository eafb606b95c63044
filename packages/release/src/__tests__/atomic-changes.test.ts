import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

// The default local folder: nothing here may write to it.
const guard = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-release-guard-'));
process.env.HOURSPACE_ARTIFACTS = guard;
process.env.RELEASE_ACTOR = 'race test';

import S3rver from 's3rver';
import { declarationOf } from '@hourspace/contracts/registry';
import { publish } from '../artifacts';
import { changeChannel } from '../atomic-change';
import { onStorage } from '../bucket';
import { acquireLease } from '../channel-lease';
import { createChannel, readChannel, type Channel } from '../channel-store';
import { rollback } from '../channels';
import { compose } from '../compose';
import { REMOTE_NAMES } from '../paths';
import { BucketStorage, LocalStorage, type ReleaseStorage } from '../storage';
import { withConditionalWrites } from './conditional-s3rver';
import { fakeBuild } from './fake-build';
import { closeServer, listenLocally } from './local-server';

/** Rounds of the race: each process makes this many changes of each of its kinds. */
const ROUNDS = 20;
const LOOP = path.join(__dirname, '../../test-support/release-loop.mjs');
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'hourspace-race';
const TOKEN = 'race-health-token';
const BROKEN = '2.0.0';

const temps: string[] = [guard];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), name));
  temps.push(dir);
  return dir;
};

let s3: S3rver;
let endpoint: string;
let health: http.Server;
let healthOrigin: string;

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir('hs-s3rver-race-'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  withConditionalWrites(s3);
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  // The API's health counts as `release watch` reads them: mf-home's canary fails at mount in de-DE.
  health = http.createServer((req, res) => {
    const authorised = req.headers.authorization === `Bearer ${TOKEN}`;
    res.writeHead(authorised ? 200 : 401, { 'content-type': 'application/json' });
    const build = (version: string, mounted: number, failed: number) => ({
      channel: 'prod',
      locale: 'de-DE',
      remote: 'mf-home',
      version,
      mounted,
      failed,
      codes: failed ? { 'SHELL-005': failed } : {},
    });
    res.end(authorised ? JSON.stringify({ builds: [build(BROKEN, 1, 12), build('1.0.0', 300, 0)] }) : '{}');
  });
  healthOrigin = await listenLocally(health);
});

afterAll(async () => {
  await closeServer(health);
  await s3.close();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every remote at 1.0.0, mf-nav at 1.1.0 … 1.<ROUNDS>.0 to promote, mf-home's broken canary; channel prod on them. */
async function prepare(storage: ReleaseStorage): Promise<void> {
  const build = (content: string, remote: string) => fakeBuild(content, declarationOf(remote));
  const versions = await onStorage(storage, () => {
    const published = Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version: '1.0.0', distDir: build(`${r} 1.0`, r) }).version]));
    for (let i = 1; i <= ROUNDS; i += 1) publish('mf-nav', { version: `1.${i}.0`, distDir: build(`nav 1.${i}`, 'mf-nav') });
    publish('mf-home', { version: BROKEN, distDir: build('home that throws at mount', 'mf-home') });
    return published;
  });
  await changeChannel(storage, 'prod', () => {
    createChannel('prod', versions);
    return compose('prod');
  });
}

interface LoopResult {
  args: string[];
  code?: number;
  error?: string;
}

/** A release process of its own, running the CLI's commands one after another. */
function releaseProcess(commands: string[][], env: NodeJS.ProcessEnv): Promise<LoopResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOOP, JSON.stringify(commands)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const results = out
        .split('\n')
        .filter((line) => line.startsWith('{"args"'))
        .map((line) => JSON.parse(line) as LoopResult);
      if (results.length !== commands.length) reject(new Error(`a release process stopped after ${results.length} of ${commands.length} commands:\n${out}\n${err}`));
      else resolve(results);
    });
  });
}

const canaryOf = (channel: Channel) => channel.canaries?.['de-DE']?.['mf-home'];

/**
 * Two release processes at once on one channel: one promotes mf-nav 1.1.0 … 1.20.0, the other
 * starts mf-home's broken canary and lets `release watch` end it, twenty times. Then every
 * change is there once, in order, and rolling back all the way never brings the canary back.
 */
async function race(storage: ReleaseStorage, storageArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await prepare(storage);
  const on = ['--channel', 'prod', ...storageArgs];
  const promotes = Array.from({ length: ROUNDS }, (_, i) => ['promote', `mf-nav@1.${i + 1}.0`, ...on, '--note', `A${i + 1}`]);
  const canaries = Array.from({ length: ROUNDS }, (_, i) => [
    ['canary', `mf-home@${BROKEN}`, '--locale', 'de-DE', '--percent', '10', ...on, '--note', `B${i + 1}`],
    ['watch', '--once', '--api', healthOrigin, ...on],
  ]).flat();
  const childEnv = { ...env, RELEASE_HEALTH_TOKEN: TOKEN };
  const [a, b] = await Promise.all([releaseProcess(promotes, { ...childEnv, RELEASE_ACTOR: 'engineer' }), releaseProcess(canaries, { ...childEnv, RELEASE_ACTOR: 'watcher' })]);

  expect(a.filter((r) => r.error || r.code !== 0)).toEqual([]);
  expect(b.filter((r) => r.error)).toEqual([]);
  // `watch --once` answers 2 when it ended a canary: it ended every one.
  expect(b.filter((r) => r.args[0] === 'watch').map((r) => r.code)).toEqual(Array(ROUNDS).fill(2));

  const channel = await onStorage(storage, () => readChannel('prod'));
  const audit = channel.audit ?? [];
  const actions = audit.map((e) => `${e.by}: ${e.action}${e.note?.startsWith('automatic') ? '' : ` (${e.note ?? ''})`}`);
  const promoted = Array.from({ length: ROUNDS }, (_, i) => `engineer: promote mf-nav@1.${i + 1}.0 (A${i + 1})`);
  const started = Array.from({ length: ROUNDS }, (_, i) => `watcher: canary mf-home@${BROKEN} at 10 % for de-DE (B${i + 1})`);
  // Every change once, each process's in its order, and nothing else.
  expect(audit).toHaveLength(1 + 3 * ROUNDS);
  expect(actions.filter((a) => a.startsWith('engineer:'))).toEqual(promoted);
  expect(actions.filter((a) => a.includes(': canary '))).toEqual(started);
  const ended = audit.filter((e) => e.kind === 'canary-ended');
  expect(ended).toHaveLength(ROUNDS);
  expect(ended.every((e) => e.action === `end canary mf-home@${BROKEN} for de-DE` && e.by === 'watcher' && e.note?.includes('SHELL-005 ×12'))).toBe(true);
  // The undo stack holds the newest 50 changes, the same as the audit log's, in the same order.
  expect(channel.history.map((h) => `${h.at} ${h.action} ${h.note ?? ''}`)).toEqual(audit.slice(-50).map((e) => `${e.at} ${e.action} ${e.note ?? ''}`));
  expect(channel.defaults['mf-nav']).toBe(`1.${ROUNDS}.0`);
  expect(canaryOf(channel)).toBeUndefined();
  const manifest = async () => JSON.parse(String(await storage.get('manifests/prod/de-DE.json'))) as { remotes: Record<string, { version: string; canary?: unknown }> };
  expect((await manifest()).remotes['mf-nav']!.version).toBe(`1.${ROUNDS}.0`);
  // No lease left behind.
  expect(await storage.get('locks/prod.lock')).toBeNull();

  // Rolling back, all the way down the stack: never the broken canary, never an automatic end undone.
  const undone: string[] = [];
  for (;;) {
    const step = await changeChannel(storage, 'prod', () => rollback('prod')).catch((error: Error) => error);
    if (step instanceof Error) {
      expect(step.message).toMatch(/nothing to roll back/);
      break;
    }
    undone.push(step.undone);
    expect(canaryOf(await onStorage(storage, () => readChannel('prod')))).toBeUndefined();
    expect((await manifest()).remotes['mf-home']!.canary).toBeUndefined();
  }
  expect(undone.length).toBeGreaterThan(0);
  expect(undone.every((u) => u.startsWith('promote mf-nav@'))).toBe(true);
}

describe('the lease on a channel', () => {
  const stores = (): Array<[string, ReleaseStorage]> => [
    ['the local folder', new LocalStorage(tempDir('hs-release-lease-'))],
    ['an S3 bucket', new BucketStorage({ bucket: BUCKET, endpoint, prefix: `lease-${Date.now()}`, credentials: CREDENTIALS })],
  ];

  it('keeps a second holder out while the first holds it, naming the holder, and lets it in after', async () => {
    for (const [, storage] of stores()) {
      const first = await acquireLease(storage, 'locks/prod.lock');
      await expect(acquireLease(storage, 'locks/prod.lock', { waitMs: 300 })).rejects.toThrow(/locks\/prod\.lock is held by race test on .+ \(pid \d+\) until/);
      await first.check();
      await first.release();
      const second = await acquireLease(storage, 'locks/prod.lock', { waitMs: 300 });
      await second.release();
      if (storage instanceof BucketStorage) storage.destroy();
    }
  });

  it('is taken over once the holder died and it expired, and never before', async () => {
    for (const [, storage] of stores()) {
      const plant = async (expires: number) => {
        const body = Buffer.from(JSON.stringify({ owner: 'a process that died', token: 'dead', expires }));
        if (storage instanceof LocalStorage) {
          fs.mkdirSync(path.join(storage.root, 'locks'), { recursive: true });
          fs.writeFileSync(path.join(storage.root, 'locks', 'prod.lock'), body);
        } else await storage.put('locks/prod.lock', body, { contentType: 'application/json', cacheControl: 'no-cache' });
      };
      await plant(Date.now() + 60_000);
      await expect(acquireLease(storage, 'locks/prod.lock', { waitMs: 300 })).rejects.toThrow(/held by a process that died until/);
      await plant(Date.now() - 1);
      const taker = await acquireLease(storage, 'locks/prod.lock', { waitMs: 2_000 });
      await taker.check();
      await taker.release();
      expect(await storage.get('locks/prod.lock')).toBeNull();
      if (storage instanceof BucketStorage) storage.destroy();
    }
  });
});

describe('release changes from two processes at once', () => {
  it('loses no change and undoes no automatic canary end on the local folder', async () => {
    const root = tempDir('hs-release-race-');
    await race(new LocalStorage(root), [], { HOURSPACE_ARTIFACTS: root });
  }, 120_000);

  it('loses no change and undoes no automatic canary end in an S3 bucket', async () => {
    const bucket = new BucketStorage({ bucket: BUCKET, endpoint, prefix: 'race', credentials: CREDENTIALS });
    try {
      await race(bucket, ['--bucket', BUCKET, '--endpoint', endpoint, '--prefix', 'race'], {
        HOURSPACE_ARTIFACTS: tempDir('hs-release-race-guard-'),
        AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        AWS_REGION: 'us-east-1',
      });
    } finally {
      bucket.destroy();
    }
  }, 300_000);
});
