import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError } from './artifacts';
import { actor } from './audit';
import { BucketStorage, LocalStorage, type ReleaseStorage } from './storage';

/**
 * A lease on a key of a storage: one holder at a time, across processes and machines, with an
 * expiry so a holder that died does not block everyone (docs/decisions/release-atomic-changes.md).
 * The local folder takes it with an exclusive create (`wx`); a bucket with a conditional write
 * (If-None-Match: *), and takes over an expired one with If-Match on the ETag it read, so two
 * processes that both saw it expire cannot both win.
 */
export interface Lease {
  /** Throws unless this process still holds the lease (renewed in time, not taken over). */
  check(): Promise<void>;
  release(): Promise<void>;
}

export interface LeaseOptions {
  /** How long a lease lasts without renewal; the holder renews it every third of this. */
  ttlMs?: number;
  /** How long to keep trying before giving up with a ReleaseError naming the holder. */
  waitMs?: number;
}

interface LeaseBody {
  owner: string;
  token: string;
  expires: number;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_WAIT_MS = 120_000;
/** A breaker's own marker older than this was left by a process that died while breaking. */
const BREAKER_STALE_MS = 10_000;

function parse(body: Buffer | string): LeaseBody | null {
  try {
    const value = JSON.parse(String(body)) as Partial<LeaseBody>;
    return typeof value.token === 'string' && typeof value.expires === 'number' && typeof value.owner === 'string' ? (value as LeaseBody) : null;
  } catch {
    return null;
  }
}

/** One attempt's outcome: held, or who holds it and until when. */
type Attempt = { held: true } | { held: false; holder: LeaseBody | null };

interface LeaseTarget {
  attempt(body: LeaseBody): Promise<Attempt>;
  /** Extends the lease; false when it is no longer ours. */
  renew(body: LeaseBody): Promise<boolean>;
  holds(token: string): Promise<boolean>;
  release(token: string): Promise<void>;
}

function fileTarget(file: string, ttlMs: number): LeaseTarget {
  const read = (): { raw: string; body: LeaseBody | null; mtime: number } | null => {
    try {
      const raw = fs.readFileSync(file, 'utf8');
      return { raw, body: parse(raw), mtime: fs.statSync(file).mtimeMs };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  /** Removes the lease file only if it is still exactly `raw`, one breaker at a time (marker created with `wx`). */
  const breakStale = (raw: string) => {
    const marker = `${file}.break`;
    try {
      fs.writeFileSync(marker, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(marker).mtimeMs > BREAKER_STALE_MS) fs.rmSync(marker, { force: true });
      } catch {
        // Gone meanwhile: the next attempt tries again.
      }
      return;
    }
    try {
      if (read()?.raw === raw) fs.rmSync(file, { force: true });
    } finally {
      fs.rmSync(marker, { force: true });
    }
  };
  return {
    async attempt(body) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      try {
        fs.writeFileSync(file, JSON.stringify(body), { flag: 'wx' });
        return { held: true };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = read();
      if (!current) return { held: false, holder: null };
      // A file not yet written whole (or damaged) counts from its modification time.
      const expires = current.body?.expires ?? current.mtime + ttlMs;
      if (expires < Date.now()) breakStale(current.raw);
      return { held: false, holder: current.body };
    },
    async renew(body) {
      if (read()?.body?.token !== body.token) return false;
      const temp = `${file}.${process.pid}.${body.token}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(body));
      fs.renameSync(temp, file);
      return true;
    },
    async holds(token) {
      const body = read()?.body;
      return body?.token === token && body.expires > Date.now();
    },
    async release(token) {
      if (read()?.body?.token === token) fs.rmSync(file, { force: true });
    },
  };
}

function bucketTarget(bucket: BucketStorage, key: string): LeaseTarget {
  let etag: string | null = null;
  return {
    async attempt(body) {
      etag = await bucket.putIf(key, Buffer.from(JSON.stringify(body)), { absent: true });
      if (etag !== null) return { held: true };
      const current = await bucket.getTagged(key);
      if (!current) return { held: false, holder: null };
      const holder = parse(current.body);
      if (!holder || holder.expires < Date.now()) {
        // Taking over an expired lease names the version read: of two takers, one wins.
        etag = await bucket.putIf(key, Buffer.from(JSON.stringify(body)), { etag: current.etag });
        if (etag !== null) return { held: true };
      }
      return { held: false, holder };
    },
    async renew(body) {
      if (etag === null) return false;
      etag = await bucket.putIf(key, Buffer.from(JSON.stringify(body)), { etag });
      return etag !== null;
    },
    async holds(token) {
      const current = await bucket.getTagged(key);
      const body = current && parse(current.body);
      return !!body && current.etag === etag && body.token === token && body.expires > Date.now();
    },
    async release() {
      if (etag !== null) await bucket.removeIf(key, etag);
      etag = null;
    },
  };
}

function targetFor(storage: ReleaseStorage, key: string, ttlMs: number): LeaseTarget {
  if (storage instanceof LocalStorage) return fileTarget(path.join(storage.root, ...key.split('/')), ttlMs);
  if (storage instanceof BucketStorage) return bucketTarget(storage, key);
  throw new ReleaseError(`${storage.description} cannot hold a lease: changes need the local folder or an S3-compatible bucket`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the lease on `key`, waiting (with backoff and jitter) while another holder has it. */
export async function acquireLease(storage: ReleaseStorage, key: string, options: LeaseOptions = {}): Promise<Lease> {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const deadline = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);
  const target = targetFor(storage, key, ttlMs);
  const token = crypto.randomBytes(16).toString('hex');
  const owner = `${actor()} on ${os.hostname()} (pid ${process.pid})`;
  const body = (): LeaseBody => ({ owner, token, expires: Date.now() + ttlMs });
  let delay = 20;
  for (;;) {
    const outcome = await target.attempt(body());
    if (outcome.held) break;
    if (Date.now() > deadline) {
      const holder = outcome.holder;
      throw new ReleaseError(`${key} is held${holder ? ` by ${holder.owner} until ${new Date(holder.expires).toISOString()}` : ''}; try again`);
    }
    await sleep(delay / 2 + Math.random() * delay);
    delay = Math.min(delay * 2, 200);
  }
  let lost = false;
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(async () => {
      if (!lost && !(await target.renew(body()).catch(() => false))) lost = true;
    });
  }, ttlMs / 3);
  timer.unref();
  return {
    async check() {
      await renewing;
      if (lost || !(await target.holds(token))) {
        lost = true;
        throw new ReleaseError(`lost the lease on ${key} (held past its expiry?): nothing was written; try again`);
      }
    },
    async release() {
      clearInterval(timer);
      await renewing;
      await target.release(token);
    },
  };
}
