import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalStorage, objectMeta, type ReleaseStorage } from './storage';

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

/** Serialises operations that swap HOURSPACE_ARTIFACTS (one process, one working copy at a time). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs a release operation (publish, promote, canary, rollback, compose, status…) against
 * a storage. The local folder is worked on in place. A bucket is worked on through a
 * working copy: its channels, artifact records and manifests come down into a temporary
 * folder, the operation runs there exactly as it does locally (same checks, same refusals),
 * and what it wrote goes up in `uploadRank` order, manifests last. An operation that throws
 * uploads nothing; an upload cut short leaves the live manifests as they were, since they
 * go last.
 */
export function onStorage<T>(storage: ReleaseStorage, operation: () => T | Promise<T>): Promise<T> {
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
      const keys = (await storage.list('')).filter((key) => RECORD.test(key) || key.startsWith('manifests/'));
      await inBatches(keys, 8, async (key) => {
        const body = await storage.get(key);
        if (!body) return;
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
      const changed = walk(work).filter((key) => downloaded.get(key) !== sha(fs.readFileSync(path.join(work, ...key.split('/')))));
      for (let rank = 0; rank <= 4; rank += 1) {
        await inBatches(
          changed.filter((key) => uploadRank(key) === rank),
          8,
          (key) => storage.put(key, fs.readFileSync(path.join(work, ...key.split('/'))), objectMeta(key)),
        );
      }
      // A file the operation removed (a page no longer composed) goes after the manifests that stopped naming it.
      const present = new Set(walk(work));
      for (const key of downloaded.keys()) if (key.startsWith('manifests/') && !present.has(key)) await storage.remove(key);
      return result;
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
