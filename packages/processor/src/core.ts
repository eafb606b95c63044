import { type FastifyRequest } from 'fastify';
import { invalid, notFound } from './errors';
import { newId } from './ids';
import { type Params, optInt, optStr } from './params';
import { type PendingCheck, type StripeObject, type Store } from './state';
import { type Webhooks } from './webhooks';

/** The API version we speak when a request names none (stripe-node 23's pinned version). */
export const DEFAULT_API_VERSION = '2026-10-28.endive';

export interface Config {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  verifyMs: number;
  /** The machine's clock; the processor's is this plus `Core.clockOffset`. */
  machineNow: () => number;
  log: (line: string) => void;
}

/** One API request, as a route handler sees it. */
export interface Ctx {
  core: Core;
  path: Record<string, string>;
  body: Params;
  key: 'secret' | 'publishable';
  requestId: string;
  idempotencyKey: string | null;
  raw: FastifyRequest;
}

export type Handler = (ctx: Ctx) => StripeObject | Record<string, unknown> | Promise<StripeObject | Record<string, unknown>>;

/** The processor's shared parts: state, clock, events, the pending verification checks. */
export class Core {
  origin = '';
  readonly forwardTo = new Set<string>();
  private readonly checkTimers = new Set<NodeJS.Timeout>();
  private checkRunner: (check: PendingCheck) => void = () => undefined;

  /**
   * How far the clock was moved ahead of the machine's (POST /v1/test_helpers/advance_clock), ms.
   * In memory only: the processor starts unmoved, as the API does, which forwards each move of
   * its own clock here, so the two keep in step over a restart (docs/decisions/checkout-flow.md).
   */
  clockOffset = 0;

  constructor(
    readonly store: Store,
    readonly webhooks: Webhooks,
    readonly config: Config,
  ) {}

  /** The processor's clock: `created`, card expiry and every pending check read it. */
  now(): number {
    return this.config.machineNow() + this.clockOffset;
  }

  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  find<T extends StripeObject = StripeObject>(kind: string, id: string, label = kind, param = 'id'): T {
    const found = this.store.get<T>(kind, id);
    if (!found) throw notFound(label, id, param);
    return found;
  }

  /** Stores the event and queues a delivery to every forwarding URL and matching endpoint. */
  emit(type: string, object: StripeObject, opts: { previous?: Record<string, unknown>; account?: string; ctx?: Ctx } = {}): StripeObject {
    const endpoints = Object.values(this.store.table('webhook_endpoint')).filter((e) => {
      const events = e.enabled_events as string[];
      return e.status === 'enabled' && (events.includes('*') || events.includes(type));
    });
    const urls = [...new Set([...this.forwardTo, ...endpoints.map((e) => String(e.url))])];
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      ...(opts.account ? { account: opts.account } : {}),
      api_version: DEFAULT_API_VERSION,
      created: this.seconds(),
      data: { object: structuredClone(object), ...(opts.previous ? { previous_attributes: structuredClone(opts.previous) } : {}) },
      livemode: false,
      pending_webhooks: urls.length,
      request: { id: opts.ctx?.requestId ?? null, idempotency_key: opts.ctx?.idempotencyKey ?? null },
      type,
    };
    this.store.put('event', event);
    this.webhooks.enqueue(event, urls);
    return event;
  }

  /** Queues a check to finish after `delayMs` (default verifyMs); restart-safe (checks live in the state). */
  addCheck(check: Omit<PendingCheck, 'dueAt'>, delayMs = this.config.verifyMs): void {
    const full = { ...check, dueAt: this.now() + delayMs };
    this.store.state.checks.push(full);
    this.store.changed();
    this.scheduleCheck(full);
  }

  startChecks(runner: (check: PendingCheck) => void): void {
    this.checkRunner = runner;
    for (const check of [...this.store.state.checks]) this.scheduleCheck(check);
  }

  private scheduleCheck(check: PendingCheck): void {
    const timer = setTimeout(
      () => {
        this.checkTimers.delete(timer);
        const list = this.store.state.checks;
        const at = list.indexOf(check);
        if (at < 0) return;
        list.splice(at, 1);
        this.checkRunner(check);
        this.store.changed();
      },
      Math.max(0, check.dueAt - this.now()),
    );
    this.checkTimers.add(timer);
  }

  stopChecks(): void {
    for (const t of this.checkTimers) clearTimeout(t);
    this.checkTimers.clear();
  }

  /**
   * Moves the processor's clock `ms` on (never back; development and tests only): `created`,
   * card expiry and every pending check read it. Checks now due finish at once, in due order,
   * before this returns, so their events exist when the caller's answer goes out; the others
   * are timed again from the new time.
   */
  advanceClock(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms < 0) throw invalid('advance_ms must be a whole number of milliseconds, at least 0.', 'advance_ms');
    this.clockOffset += ms;
    this.stopChecks();
    const now = this.now();
    const due = this.store.state.checks.filter((c) => c.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
    for (const check of due) {
      const list = this.store.state.checks;
      list.splice(list.indexOf(check), 1);
      this.checkRunner(check);
    }
    for (const check of [...this.store.state.checks]) this.scheduleCheck(check);
    this.store.changed();
  }
}

/** Stripe's list object: newest first, `limit` (1–100, default 10), `starting_after`, `ending_before`. */
export function list(items: StripeObject[], params: Params, url: string): Record<string, unknown> {
  const limit = optInt(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalid('This value must be greater than or equal to 1 and less than or equal to 100.', 'limit');
  const newest = [...items].reverse();
  const after = optStr(params, 'starting_after');
  const before = optStr(params, 'ending_before');
  let data: StripeObject[];
  let hasMore: boolean;
  if (after) {
    const at = newest.findIndex((o) => o.id === after);
    if (at < 0) throw invalid(`No such object: '${after}'`, 'starting_after', 'resource_missing');
    const rest = newest.slice(at + 1);
    data = rest.slice(0, limit);
    hasMore = rest.length > limit;
  } else if (before) {
    const at = newest.findIndex((o) => o.id === before);
    if (at < 0) throw invalid(`No such object: '${before}'`, 'ending_before', 'resource_missing');
    const rest = newest.slice(0, at);
    data = rest.slice(Math.max(0, rest.length - limit));
    hasMore = rest.length > limit;
  } else {
    data = newest.slice(0, limit);
    hasMore = newest.length > limit;
  }
  return { object: 'list', data, has_more: hasMore, url };
}

/** Filters on `created[gte|gt|lte|lt]` or an exact `created`. */
export function createdFilter(params: Params): (o: StripeObject) => boolean {
  const c = params.created;
  if (c === undefined) return () => true;
  if (typeof c === 'string') return (o) => o.created === Number(c);
  if (typeof c !== 'object' || Array.isArray(c)) throw invalid('Invalid created filter.', 'created');
  const num = (k: string): number | undefined => optInt(c as Params, k, `created[${k}]`);
  const [gte, gt, lte, lt] = [num('gte'), num('gt'), num('lte'), num('lt')];
  return (o) => (gte === undefined || o.created >= gte) && (gt === undefined || o.created > gt) && (lte === undefined || o.created <= lte) && (lt === undefined || o.created < lt);
}
