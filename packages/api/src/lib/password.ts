import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ApiError } from './errors';

/** scrypt cost parameters (OWASP: N=2^17, r=8, p=1). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password at the configured cost. Log-in verifies unknown emails
 * against it so that "no such account" takes as long as "wrong password".
 */
export function decoyHash(params: ScryptParams): Promise<string> {
  return hashPassword(randomBytes(18).toString('base64url'), params);
}

/** The answer when a source already has its share of password work waiting (429), or the whole queue is full (503). */
function busy(scope: 'source' | 'server'): ApiError {
  return scope === 'source'
    ? new ApiError(429, 'Too Many Requests', 'too_many_password_checks', { retry_after: 1 })
    : new ApiError(503, 'Service Unavailable', 'password_checks_busy', { retry_after: 1 });
}

interface Job {
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Bounds scrypt work: at most `concurrency` hashes run at once and the rest wait in one queue
 * per source (client address). A free slot goes to the waiting source with the fewest jobs
 * running, among equals the one whose last job started longest ago, so a burst from one
 * address waits behind itself while a log-in from another address takes the next slot. A
 * source may have `perSource` jobs waiting and the server `total`; beyond that `run` fails at
 * once with a 429 (this source) or a 503 (everyone).
 */
export class PasswordWork {
  private running = 0;
  private waiting = 0;
  /** Jobs running per source. */
  private readonly active = new Map<string, number>();
  /** When each source with work last started a job (a counter), for the tie-break. */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  /** Sources with waiting jobs, in turn order (a Map keeps insertion order). */
  private readonly queues = new Map<string, Job[]>();

  constructor(private readonly limits: { concurrency: number; perSource: number; total: number }) {}

  /** Runs `task` when a slot and this source's turn come. */
  run<T>(source: string, task: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency && this.waiting === 0) return this.start(source, task);
    const queue = this.queues.get(source) ?? [];
    if (queue.length >= this.limits.perSource) return Promise.reject(busy('source'));
    if (this.waiting >= this.limits.total) return Promise.reject(busy('server'));
    return new Promise<T>((resolve, reject) => {
      queue.push({ run: task, resolve: resolve as (value: unknown) => void, reject });
      this.queues.set(source, queue);
      this.waiting++;
    });
  }

  /** How many jobs run and wait now. */
  stats(): { running: number; waiting: number; sources: number } {
    return { running: this.running, waiting: this.waiting, sources: this.queues.size };
  }

  private start<T>(source: string, task: () => Promise<T>): Promise<T> {
    this.running++;
    this.active.set(source, (this.active.get(source) ?? 0) + 1);
    this.lastTurn.set(source, ++this.turns);
    return task().finally(() => {
      this.running--;
      const left = (this.active.get(source) ?? 1) - 1;
      if (left > 0) this.active.set(source, left);
      else this.active.delete(source);
      if (left <= 0 && !this.queues.has(source)) this.lastTurn.delete(source);
      this.next();
    });
  }

  /** Whether `a` should go before `b`: fewer jobs running, then the longer since its last start. */
  private before(a: string, b: string): boolean {
    const running = (this.active.get(a) ?? 0) - (this.active.get(b) ?? 0);
    if (running !== 0) return running < 0;
    return (this.lastTurn.get(a) ?? 0) < (this.lastTurn.get(b) ?? 0);
  }

  private next(): void {
    while (this.running < this.limits.concurrency && this.waiting > 0) {
      let chosen: string | undefined;
      for (const source of this.queues.keys()) {
        if (chosen === undefined || this.before(source, chosen)) chosen = source;
      }
      const queue = this.queues.get(chosen as string) as Job[];
      const job = queue.shift() as Job;
      // The source goes to the back of the line; a source with nothing left leaves it.
      this.queues.delete(chosen as string);
      if (queue.length > 0) this.queues.set(chosen as string, queue);
      this.waiting--;
      this.start(chosen as string, job.run).then(job.resolve, job.reject);
    }
  }
}
