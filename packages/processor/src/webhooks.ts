import { createHmac } from 'node:crypto';
import { newId } from './ids';
import { type Delivery, type StripeObject, type Store } from './state';

const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
const JITTER_MS = 200;

/** `t=…,v1=hex(HMAC-SHA256(secret, "t.body"))`, as Stripe signs (docs/decisions/payments-provider.md). */
export function signature(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Webhook deliveries: one per event and endpoint, persisted in the state so a restart resumes
 * them, each sent after a random jitter and concurrently (two close events may arrive out of
 * order, as with Stripe), retried with a compressed backoff on anything but 2xx.
 */
export class Webhooks {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Resumes the deliveries a previous run left. */
  start(): void {
    for (const d of this.store.state.deliveries) this.schedule(d);
  }

  enqueue(event: StripeObject, urls: string[]): void {
    for (const url of urls) {
      const d: Delivery = { id: newId('whd'), eventId: event.id, url, attempts: 0, dueAt: Date.now() };
      this.store.state.deliveries.push(d);
      this.schedule(d);
    }
    this.store.changed();
  }

  private schedule(d: Delivery): void {
    if (this.closed) return;
    const delay = Math.max(0, d.dueAt - Date.now()) + Math.floor(Math.random() * JITTER_MS);
    this.timers.set(
      d.id,
      setTimeout(() => {
        this.timers.delete(d.id);
        void this.attempt(d);
      }, delay),
    );
  }

  private async attempt(d: Delivery): Promise<void> {
    const event = this.store.get('event', d.eventId);
    if (!event) return this.finish(d);
    this.inFlight++;
    const body = JSON.stringify(event, null, 2);
    let ok = false;
    let outcome = '';
    try {
      const res = await fetch(d.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signature(this.secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      ok = res.status >= 200 && res.status < 300;
      outcome = `HTTP ${res.status}`;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      outcome = (err as Error).message;
    } finally {
      this.inFlight--;
    }
    if (this.closed) return this.settle();
    d.attempts++;
    if (ok) {
      event.pending_webhooks = Math.max(0, Number(event.pending_webhooks) - 1);
      this.finish(d);
    } else if (d.attempts >= MAX_ATTEMPTS) {
      this.log(`processor: gave up delivering ${event.id} (${String(event.type)}) to ${d.url} after ${d.attempts} attempts (${outcome})`);
      this.finish(d);
    } else {
      d.dueAt = Date.now() + Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (d.attempts - 1));
      this.store.changed();
      this.schedule(d);
    }
  }

  private finish(d: Delivery): void {
    const list = this.store.state.deliveries;
    const at = list.indexOf(d);
    if (at >= 0) list.splice(at, 1);
    this.store.changed();
    this.settle();
  }

  private settle(): void {
    if (this.inFlight > 0 || (this.store.state.deliveries.length > 0 && !this.closed)) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves when no delivery is pending or in flight. */
  flush(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.settle();
    });
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.settle();
  }
}
