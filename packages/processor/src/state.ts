import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Any Stripe object as it goes over the wire. */
export interface StripeObject {
  id: string;
  object: string;
  created: number;
  [key: string]: unknown;
}

/** What a test card does, recorded on its payment method instead of the number. */
export type CardBehaviour = 'succeeds' | 'three_d_secure' | 'declined' | 'insufficient_funds' | 'three_d_secure_then_declined';

export interface IdempotencyRecord {
  fingerprint: string;
  status: number;
  body: string;
  at: number;
}

export interface Delivery {
  id: string;
  eventId: string;
  url: string;
  attempts: number;
  dueAt: number;
}

/** Something that finishes later: an identity document or a bank account check (after verifyMs), a payout's arrival. */
export interface PendingCheck {
  kind: 'document' | 'bank' | 'payout';
  account: string;
  /** The file id (document), the bank account id or the payout id. */
  target: string;
  dueAt: number;
}

export interface State {
  version: 1;
  /** Every object by kind, then by id, in creation order (lists read it newest first). */
  objects: Record<string, Record<string, StripeObject>>;
  cardBehaviour: Record<string, CardBehaviour>;
  /** Bank accounts' hidden outcome (from Stripe's test numbers), by bank account id. */
  bankOutcome: Record<string, 'verified' | 'errored'>;
  /** The validated details behind bank tokens (`btok_`), until used. */
  bankTokens: Record<string, unknown>;
  /** Files whose bytes are the failure sample or the failure magic id. */
  failingFiles: string[];
  idempotency: Record<string, IdempotencyRecord>;
  deliveries: Delivery[];
  checks: PendingCheck[];
  /** The connected account each payout (`po_…`) belongs to (Stripe's payout object does not name it). */
  payoutAccounts: Record<string, string>;
}

export function emptyState(): State {
  return {
    version: 1,
    objects: {},
    cardBehaviour: {},
    bankOutcome: {},
    bankTokens: {},
    failingFiles: [],
    idempotency: {},
    deliveries: [],
    checks: [],
    payoutAccounts: {},
  };
}

/**
 * The one JSON state file (docs/decisions/payments-provider.md): written atomically (temp
 * file, then rename) shortly after every change, and at once on close, so a restart loses
 * nothing, pending webhook deliveries included.
 */
export class Store {
  state: State;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly file: string | null,
    private readonly log: (line: string) => void,
  ) {
    this.state = this.load();
  }

  private load(): State {
    if (!this.file || !existsSync(this.file)) return emptyState();
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<State>;
      if (parsed.version !== 1 || typeof parsed.objects !== 'object') throw new Error('not a processor state file');
      return { ...emptyState(), ...parsed };
    } catch (err) {
      const moved = `${this.file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(this.file, moved);
      this.log(`processor: state file ${this.file} could not be read (${(err as Error).message}); moved to ${moved}, starting fresh`);
      return emptyState();
    }
  }

  table<T extends StripeObject = StripeObject>(kind: string): Record<string, T> {
    return (this.state.objects[kind] ??= {}) as Record<string, T>;
  }

  get<T extends StripeObject = StripeObject>(kind: string, id: string): T | undefined {
    return this.table<T>(kind)[id];
  }

  put<T extends StripeObject>(kind: string, value: T): T {
    this.table(kind)[value.id] = value;
    this.changed();
    return value;
  }

  remove(kind: string, id: string): void {
    delete this.table(kind)[id];
    this.changed();
  }

  /** Schedules a write: changes within 20 ms share one. */
  changed(): void {
    if (!this.file || this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, 20);
  }

  /** The last write: after it, a late change (a delivery settling) cannot overwrite the next run's file. */
  close(): void {
    this.flush();
    this.closed = true;
  }

  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.state));
    renameSync(temp, this.file);
  }
}
