import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';

/**
 * What a cached answer was read from (docs/decisions/api-response-cache.md). A write bumps the
 * topics it can change; an answer stored before the bump is unreachable after it.
 *
 * - `spaces`: any space's card or page data (the spaces row, its cover image, the activity
 *   catalogue): every search and every space page (the similar spaces are other spaces' cards).
 * - `availability`: bookings and blocked days: searches with availability_interval only.
 * - `hosts`: host profiles (first name, avatar, power host, status): every space page.
 * - `space:<id>`: one space page's own parts (gallery, reviews and responses, add-ons).
 */
export type CacheTopic = 'spaces' | 'availability' | 'hosts' | `space:${number}`;

/** The channel other API processes on the same PostgreSQL database hear invalidations on. */
export const INVALIDATION_CHANNEL = 'hourspace_response_cache';

/** How invalidations reach the other API processes on one database (PostgreSQL LISTEN/NOTIFY); absent on PGlite. */
export interface InvalidationBus {
  notify(payload: string): Promise<unknown>;
}

interface Entry {
  body: Buffer;
  bytes: number;
  expiresAt: number;
  epoch: number;
  topics: readonly CacheTopic[];
  generations: number[];
}

/** Where a read stood before it asked the database: an answer computed after it is stored only if nothing it reads changed meanwhile. */
export interface Stamp {
  epoch: number;
  topics: readonly CacheTopic[];
  generations: number[];
}

export interface ResponseCacheOptions {
  /** Most answers kept (0: no cache). */
  maxEntries: number;
  /** Most bytes of answers and keys kept. */
  maxBytes: number;
  /** The longest an answer is served: the safety net for a write that did not say what it changed. */
  ttlMs: number;
  now?: () => number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** `space:<id>` generations kept before they are folded into a new epoch. */
const MAX_SPACE_TOPICS = 50_000;

/**
 * The serialized answers of public reads that no request header changes (search, the space
 * page), kept in this process: least recently used first out, by count and bytes, each at most
 * `ttlMs`. Invalidation is by topic generation (see CacheTopic), so it costs no scan and a read
 * racing a write cannot store an answer the write made stale.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<CacheTopic, number>();
  private epoch = 0;
  private bytes = 0;
  private bus: InvalidationBus | undefined;
  /** Tells invalidations apart from this process's own echo on the bus. */
  readonly origin = `${process.pid}.${Math.random().toString(36).slice(2)}`;
  readonly now: () => number;
  /** Counters for the tests and the bench. */
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Set when invalidations from other processes cannot be heard: then nothing is kept. */
  private deaf = false;

  get enabled(): boolean {
    return this.options.maxEntries > 0 && this.options.ttlMs > 0 && !this.deaf;
  }

  /** Stops keeping answers (and forgets them): another process's write could not be heard. */
  disable(): void {
    this.deaf = true;
    this.clear();
  }

  /** Sends this process's invalidations to the other processes too. */
  connect(bus: InvalidationBus): void {
    this.bus = bus;
  }

  /** The stored answer of `key`, if nothing it was read from changed since and it has not expired. */
  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.fresh(entry)) {
      this.drop(key, entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  private fresh(entry: Entry): boolean {
    if (entry.expiresAt <= this.now() || entry.epoch !== this.epoch) return false;
    for (let i = 0; i < entry.topics.length; i++) if ((this.generations.get(entry.topics[i]!) ?? 0) !== entry.generations[i]) return false;
    return true;
  }

  /** Taken before the database is read. */
  stamp(topics: readonly CacheTopic[]): Stamp {
    return { epoch: this.epoch, topics, generations: topics.map((t) => this.generations.get(t) ?? 0) };
  }

  /** Keeps `body` unless a topic of `stamp` changed since it was taken. */
  set(key: string, body: Buffer, stamp: Stamp): void {
    if (!this.enabled) return;
    const entry: Entry = { body, bytes: body.length + key.length * 2 + 200, expiresAt: this.now() + this.options.ttlMs, ...stamp };
    if (!this.fresh(entry) || entry.bytes > this.options.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.stats.stores++;
    for (const [oldest, first] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.drop(oldest, first);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Makes every answer read from `topics` unreachable here, at once. */
  bump(topics: readonly CacheTopic[]): void {
    this.stats.invalidations++;
    for (const topic of topics) this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    if (this.generations.size > MAX_SPACE_TOPICS) this.clear();
  }

  /** Forgets everything (a new epoch): when the bus reconnects, since invalidations may have been missed meanwhile. */
  clear(): void {
    this.epoch++;
    this.generations.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * After a write has committed: makes the answers it can change unreachable in this process
   * now and tells the other processes (they hear it within milliseconds; the TTL bounds a lost
   * message). A failed notify does not fail the write that already happened.
   */
  async invalidate(topics: readonly CacheTopic[]): Promise<void> {
    this.bump(topics);
    if (this.bus) await this.bus.notify(`${this.origin}|${topics.join(',')}`).catch(() => undefined);
  }

  /** An invalidation heard on the bus. */
  receive(payload: string): void {
    const bar = payload.indexOf('|');
    if (bar < 0 || payload.slice(0, bar) === this.origin) return;
    const topics = payload
      .slice(bar + 1)
      .split(',')
      .filter((t): t is CacheTopic => t === 'spaces' || t === 'availability' || t === 'hosts' || /^space:\d{1,12}$/.test(t));
    if (topics.length) this.bump(topics);
  }

  /**
   * Answers from the cache, or computes, serializes once, stores and answers. Only answers that
   * `compute` returns are stored: an error (a 400, a 404) is thrown on as before. The bytes and
   * the content type are those fastify gives a returned object (JSON.stringify, JSON with utf-8).
   */
  async serve(reply: FastifyReply, key: string, topics: readonly CacheTopic[], compute: () => Promise<unknown>): Promise<FastifyReply> {
    if (!this.enabled) return reply.send(await compute());
    const hit = this.get(key);
    if (hit) {
      this.stats.hits++;
      return reply.type(JSON_TYPE).send(hit);
    }
    this.stats.misses++;
    const stamp = this.stamp(topics);
    const body = Buffer.from(JSON.stringify(await compute()));
    this.set(key, body, stamp);
    return reply.type(JSON_TYPE).send(body);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A query string's parsed values as one key: the same parameters in any order are the same answer. */
export function queryKey(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const keys = Object.keys(query).sort();
  let key = '';
  for (const name of keys) key += `${JSON.stringify(name)}:${JSON.stringify((query as Record<string, unknown>)[name])};`;
  return key;
}

const caches = new WeakMap<Database, Promise<ResponseCache>>();

/**
 * The cache of a database: one per Database object, so apps sharing one (PGlite: one process)
 * share their answers and invalidations. On PostgreSQL it listens on INVALIDATION_CHANNEL
 * before it is used, and forgets everything whenever the listening connection (re)connects.
 */
export function responseCacheFor(database: Database, options: ResponseCacheOptions, onDeaf?: (error: unknown) => void): Promise<ResponseCache> {
  let made = caches.get(database);
  if (!made) {
    made = (async () => {
      const cache = new ResponseCache(options);
      if (cache.enabled && database.listen && database.notify) {
        const notify = database.notify.bind(database);
        try {
          await database.listen(
            INVALIDATION_CHANNEL,
            (payload) => cache.receive(payload),
            () => cache.clear(),
          );
          cache.connect({ notify: (payload) => notify(INVALIDATION_CHANNEL, payload) });
        } catch (error) {
          // No LISTEN (a pooler in transaction mode, say): other processes' writes would go
          // unheard, so nothing is cached rather than stale answers served.
          onDeaf?.(error);
          cache.disable();
        }
      }
      return cache;
    })();
    caches.set(database, made);
  }
  return made;
}
