import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BucketStorage, LocalStorage, objectMeta, type ReleaseStorage } from './storage';

/** A release record: what compose and promote read (channels, artifact records), never a build's own files. */
const RECORD = /^(channels\/[^/]+\.json|[^/]+\/[^/]+\/artifact\.json)$/;
/** A locale's manifest: what a visitor's page reads first. */
const MANIFEST = /^manifests\/[^/]+\/[a-z]{2}-[A-Z]{2}\.json$/;

/**
 * The order objects go up in, so that nothing live ever names a missing object: a build's
 * files, then its record (an artifact exists once its `artifact.json` does), then the
 * channel, then each page's headers and page, and the manifests last of all.
 */
export function uploadRank(key: string): number {
  if (MANIFEST.test(key)) return 4;
  if (key.startsWith('manifests/')) return 3;
  if (key.startsWith('channels/')) return 2;
  if (key.endsWith('/artifact.json')) return 1;
  return 0;
}

function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, base);
    return entry.name.endsWith('.tmp') ? [] : [path.relative(base, full).split(path.sep).join('/')];
  });
}

const sha = (body: Buffer) => crypto.createHash('sha256').update(body).digest('hex');

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    // Every upload of a batch settles before a failure is thrown: nothing is left in flight.
    const failed = (await Promise.allSettled(items.slice(i, i + size).map(each))).find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/**
 * What this process downloaded from a bucket, by key, with the ETag it had: the next
 * operation's working copy takes an object whose listed ETag is unchanged from here instead of
 * downloading it again (a change reads every record and manifest of the bucket).
 */
const cache = new Map<string, { etag: string; body: Buffer }>();

/** Serialises operations that swap HOURSPACE_ARTIFACTS (one process, one working copy at a time). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs a release operation (publish, promote, canary, rollback, compose, status…) against
 * a storage. The local folder is worked on in place. A bucket is worked on through a
 * working copy: its channels, artifact records and manifests come down into a temporary
 * folder, the operation runs there exactly as it does locally (same checks, same refusals),
 * and what it wrote goes up in `uploadRank` order, manifests last. An operation that throws
 * uploads nothing; an upload cut short leaves the live manifests as they were, since they
 * go last. `beforeUpload` runs between the operation and the first upload (a bucket only): a
 * throw there uploads nothing.
 */
export function onStorage<T>(storage: ReleaseStorage, operation: () => T | Promise<T>, options: { beforeUpload?: () => Promise<void> } = {}): Promise<T> {
  if (storage instanceof LocalStorage) {
    const run = async () => {
      const previous = process.env.HOURSPACE_ARTIFACTS;
      process.env.HOURSPACE_ARTIFACTS = storage.root;
      try {
        return await operation();
      } finally {
        if (previous === undefined) delete process.env.HOURSPACE_ARTIFACTS;
        else process.env.HOURSPACE_ARTIFACTS = previous;
      }
    };
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  }
  const run = async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-release-bucket-'));
    const downloaded = new Map<string, string>();
    const previous = process.env.HOURSPACE_ARTIFACTS;
    try {
      const tags = storage instanceof BucketStorage ? await storage.listTagged('') : null;
      const keys = (tags ? [...tags.keys()] : await storage.list('')).filter((key) => RECORD.test(key) || key.startsWith('manifests/'));
      await inBatches(keys, 8, async (key) => {
        const cacheKey = `${storage.description}\n${key}`;
        const cached = cache.get(cacheKey);
        const etag = tags?.get(key);
        const body = cached && etag && cached.etag === etag ? cached.body : await storage.get(key);
        if (!body) return;
        if (etag && cached?.etag !== etag) cache.set(cacheKey, { etag, body });
        const file = path.join(work, ...key.split('/'));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, body);
        downloaded.set(key, sha(body));
      });
      process.env.HOURSPACE_ARTIFACTS = work;
      let result: T;
      try {
        result = await operation();
      } finally {
        if (previous === undefined) delete process.env.HOURSPACE_ARTIFACTS;
        else process.env.HOURSPACE_ARTIFACTS = previous;
      }
      await options.beforeUpload?.();
      const changed = walk(work).filter((key) => downloaded.get(key) !== sha(fs.readFileSync(path.join(work, ...key.split('/')))));
      for (let rank = 0; rank <= 4; rank += 1) {
        await inBatches(
          changed.filter((key) => uploadRank(key) === rank),
          8,
          (key) => {
            cache.delete(`${storage.description}\n${key}`);
            return storage.put(key, fs.readFileSync(path.join(work, ...key.split('/'))), objectMeta(key));
          },
        );
      }
      // A file the operation removed (a page no longer composed) goes after the manifests that stopped naming it.
      const present = new Set(walk(work));
      for (const key of downloaded.keys()) {
        if (!key.startsWith('manifests/') || present.has(key)) continue;
        cache.delete(`${storage.description}\n${key}`);
        await storage.remove(key);
      }
      return result;
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Brings a channel's live site down from a storage into a local folder laid out like
 * `artifacts/` (what `release serve` and its static servers read): every artifact the
 * manifests name (stable and canary builds; immutable, so fetched once, each complete before
 * it is visible), then the pages and headers, then the manifests, each replaced atomically.
 * Run again, it follows the storage: a promote or rollback there is served at the next pull.
 */
export async function pullSite(storage: ReleaseStorage, channel: string, root: string): Promise<{ manifests: number; artifactsFetched: number }> {
  const keys = (await storage.list(`manifests/${channel}/`)).filter((key) => !key.endsWith('.tmp'));
  const bodies = new Map<string, Buffer>();
  await inBatches(keys, 8, async (key) => {
    const body = await storage.get(key);
    if (body) bodies.set(key, body);
  });
  const builds = new Set<string>();
  for (const [key, body] of bodies) {
    if (!MANIFEST.test(key)) continue;
    const manifest = JSON.parse(body.toString('utf8')) as { remotes?: Record<string, { version: string; canary?: { version: string } }> };
    for (const [remote, release] of Object.entries(manifest.remotes ?? {})) {
      builds.add(`${remote}/${release.version}`);
      if (release.canary) builds.add(`${remote}/${release.canary.version}`);
    }
  }
  let artifactsFetched = 0;
  for (const build of builds) {
    const [remote, version] = build.split('/') as [string, string];
    if (!/^[a-z][a-z0-9-]*$/.test(remote) || !/^[0-9A-Za-z.+-]+$/.test(version)) continue;
    const target = path.join(root, remote, version);
    if (fs.existsSync(path.join(target, 'artifact.json'))) continue;
    const staging = `${target}.partial-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    await inBatches(await storage.list(`${build}/`), 8, async (key) => {
      const body = await storage.get(key);
      if (!body) return;
      const file = path.join(staging, ...key.slice(build.length + 1).split('/'));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, body);
    });
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(staging, target);
    artifactsFetched += 1;
  }
  const ordered = [...bodies.keys()].sort((a, b) => uploadRank(a) - uploadRank(b));
  for (const key of ordered) {
    const file = path.join(root, ...key.split('/'));
    const body = bodies.get(key)!;
    if (fs.existsSync(file) && fs.readFileSync(file).equals(body)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, body);
    fs.renameSync(temp, file);
  }
  return { manifests: ordered.filter((key) => MANIFEST.test(key)).length, artifactsFetched };
}
