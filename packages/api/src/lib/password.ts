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

/** The answer when a source already has its share of password work waiting (429), or the whole queue is full (503). */
function busy(scope: 'source' | 'server'): ApiError {
  return scope === 'source'
    ? new ApiError(429, 'Too Many Requests', 'too_many_password_checks', { retry_after: 1 })
    : new ApiError(503, 'Service Unavailable', 'password_checks_busy', { retry_after: 1 });
}

/**
 * Which line a hash waits in, first served first: `returning` is a log-in from a browser that
 * logged into that account before (a valid device cookie), `login` any other password check or
 * new password, `other` sign-ups and the rest. See docs/decisions/login-priority.md.
 */
export type Lane = 'returning' | 'login' | 'other';

const LANES: readonly Lane[] = ['returning', 'login', 'other'];

/** A lane passed over this many times in a row while it waits gets the next slot, so no lane starves. */
const MAX_PASSED_OVER = 8;

/**
 * Slots beyond `concurrency` that only the returning lane may use: a returning user's hash
 * starts at once even while strangers' hashes fill every ordinary slot, sharing the cores with
 * them rather than waiting for one to finish (docs/decisions/login-priority.md).
 */
const RETURNING_RESERVE = 1;

/** Where a hash belongs: the lane, and the account it checks (for the per-account cap and the returning lane's turns). */
export interface WorkOptions {
  lane?: Lane;
  account?: string;
}

interface Job {
  source: string;
  /** `lane:account` when the job names its account. */
  accountSlot: string | undefined;
  /** The queue it waits in within its lane: the account in `returning`, the client address otherwise. */
  key: string;
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Bounds scrypt work: at most `concurrency` hashes run at once and the rest wait. A free slot
 * goes to the first lane with work waiting (`returning`, then `login`, then `other`; a lane
 * passed over 8 times in a row goes first), and within the lane to the queue with the fewest
 * jobs running, among equals the one whose last job started longest ago. Queues are per
 * account in `returning` and per source (client address) in the others, so a burst from one
 * address waits behind itself while a log-in from another address takes the next slot, and
 * a returning user waits for no stranger's queued hash. A source may have `perSource` jobs
 * waiting, an account `perAccount` per lane (when given) and the server `total`; beyond that `run`
 * fails at once with a 429 (this source or account) or a 503 (everyone). One more slot than
 * `concurrency` is kept for the returning lane alone (RETURNING_RESERVE).
 */
export class PasswordWork {
  private running = 0;
  /** Of those running, how many in the returning lane's reserve slots. */
  private inReserve = 0;
  private waiting = 0;
  /** Jobs running per lane and queue key. */
  private readonly active = new Map<string, number>();
  /** When each queue with work last started a job (a counter), for the tie-break. */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  /** Per lane, the queues with waiting jobs, in turn order (a Map keeps insertion order). */
  private readonly queues = new Map<Lane, Map<string, Job[]>>(LANES.map((lane) => [lane, new Map()]));
  /** Jobs waiting per source (every lane together) and per lane and account. */
  private readonly waitingBySource = new Map<string, number>();
  private readonly waitingByAccount = new Map<string, number>();
  /** How many starts in a row passed over each lane while it had work waiting. */
  private readonly passedOver = new Map<Lane, number>();

  constructor(private readonly limits: { concurrency: number; perSource: number; total: number; perAccount?: number }) {}

  /** Runs `task` when a slot and its turn come. */
  run<T>(source: string, task: () => Promise<T>, options: WorkOptions = {}): Promise<T> {
    const lane = options.lane ?? 'other';
    const account = options.account;
    const key = lane === 'returning' && account !== undefined ? account : source;
    if (this.running - this.inReserve < this.limits.concurrency && this.waiting === 0) return this.start(lane, key, task);
    if (lane === 'returning' && this.inReserve < RETURNING_RESERVE && this.queues.get('returning')?.size === 0) return this.start(lane, key, task, true);
    if ((this.waitingBySource.get(source) ?? 0) >= this.limits.perSource) return Promise.reject(busy('source'));
    // Counted per lane: strangers' hashes against an account never use up its owner's returning places.
    const accountSlot = account === undefined ? undefined : `${lane}:${account}`;
    if (accountSlot !== undefined && this.limits.perAccount !== undefined && (this.waitingByAccount.get(accountSlot) ?? 0) >= this.limits.perAccount) {
      return Promise.reject(busy('source'));
    }
    if (this.waiting >= this.limits.total) return Promise.reject(busy('server'));
    const queues = this.queues.get(lane) as Map<string, Job[]>;
    return new Promise<T>((resolve, reject) => {
      const queue = queues.get(key) ?? [];
      queue.push({ source, accountSlot, key, run: task, resolve: resolve as (value: unknown) => void, reject });
      queues.set(key, queue);
      this.waiting++;
      bump(this.waitingBySource, source, 1);
      if (accountSlot !== undefined) bump(this.waitingByAccount, accountSlot, 1);
    });
  }

  /** How many jobs run and wait now, and how many queues wait. */
  stats(): { running: number; waiting: number; sources: number } {
    let sources = 0;
    for (const queues of this.queues.values()) sources += queues.size;
    return { running: this.running, waiting: this.waiting, sources };
  }

  private start<T>(lane: Lane, key: string, task: () => Promise<T>, reserve = false): Promise<T> {
    const slot = `${lane}:${key}`;
    this.running++;
    if (reserve) this.inReserve++;
    this.active.set(slot, (this.active.get(slot) ?? 0) + 1);
    this.lastTurn.set(slot, ++this.turns);
    return task().finally(() => {
      this.running--;
      if (reserve) this.inReserve--;
      const left = (this.active.get(slot) ?? 1) - 1;
      if (left > 0) this.active.set(slot, left);
      else this.active.delete(slot);
      if (left <= 0 && !this.queues.get(lane)?.has(key)) this.lastTurn.delete(slot);
      this.next();
    });
  }

  /** Whether queue `a` should go before `b` in `lane`: fewer jobs running, then the longer since its last start. */
  private before(lane: Lane, a: string, b: string): boolean {
    const running = (this.active.get(`${lane}:${a}`) ?? 0) - (this.active.get(`${lane}:${b}`) ?? 0);
    if (running !== 0) return running < 0;
    return (this.lastTurn.get(`${lane}:${a}`) ?? 0) < (this.lastTurn.get(`${lane}:${b}`) ?? 0);
  }

  /** The lane whose turn it is: one passed over too often, else the first with work waiting. */
  private laneNow(): Lane {
    const waitingLanes = LANES.filter((lane) => (this.queues.get(lane) as Map<string, Job[]>).size > 0);
    const starved = [...waitingLanes].reverse().find((lane) => (this.passedOver.get(lane) ?? 0) >= MAX_PASSED_OVER);
    const chosen = starved ?? (waitingLanes[0] as Lane);
    for (const lane of waitingLanes) this.passedOver.set(lane, lane === chosen ? 0 : (this.passedOver.get(lane) ?? 0) + 1);
    return chosen;
  }

  private next(): void {
    while (this.waiting > 0) {
      // Every ordinary slot busy: only a returning log-in may take a free reserve slot.
      const reserveOnly = this.running - this.inReserve >= this.limits.concurrency;
      if (reserveOnly && (this.inReserve >= RETURNING_RESERVE || this.queues.get('returning')?.size === 0)) return;
      const lane = reserveOnly ? 'returning' : this.laneNow();
      const queues = this.queues.get(lane) as Map<string, Job[]>;
      let chosen: string | undefined;
      for (const key of queues.keys()) {
        if (chosen === undefined || this.before(lane, key, chosen)) chosen = key;
      }
      const queue = queues.get(chosen as string) as Job[];
      const job = queue.shift() as Job;
      // The queue goes to the back of its lane; a queue with nothing left leaves it.
      queues.delete(chosen as string);
      if (queue.length > 0) queues.set(chosen as string, queue);
      if (queues.size === 0) this.passedOver.delete(lane);
      this.waiting--;
      bump(this.waitingBySource, job.source, -1);
      if (job.accountSlot !== undefined) bump(this.waitingByAccount, job.accountSlot, -1);
      this.start(lane, job.key, job.run, reserveOnly).then(job.resolve, job.reject);
    }
  }
}

/** Adds `by` to a count, removing it at zero. */
function bump(counts: Map<string, number>, key: string, by: number): void {
  const value = (counts.get(key) ?? 0) + by;
  if (value > 0) counts.set(key, value);
  else counts.delete(key);
}
