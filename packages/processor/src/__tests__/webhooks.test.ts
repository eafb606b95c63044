import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Stripe from 'stripe';
import { DEV_STRIPE_WEBHOOK_SECRET } from '@hourspace/contracts/dev-environment';
import { start, tempFile, until } from './support';

const verifier = new Stripe('sk_test_hourspace_local');

interface Receiver {
  url: string;
  events: Stripe.Event[];
  /** Every delivery attempt: the event id and the status answered. */
  attempts: { id: string; status: number; userAgent: string | undefined }[];
  /** Answers 500 to the first `n` attempts of each event. */
  failFirst: number;
  close(): Promise<void>;
}

/** A tiny webhook endpoint that verifies every delivery with the SDK, as the API does. */
async function receiver(port = 0): Promise<Receiver> {
  const r: Omit<Receiver, 'url' | 'close'> = { events: [], attempts: [], failFirst: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = verifier.webhooks.constructEvent(body, String(req.headers['stripe-signature']), DEV_STRIPE_WEBHOOK_SECRET, 300);
      const tries = r.attempts.filter((a) => a.id === event.id).length;
      const status = tries < r.failFirst ? 500 : 200;
      r.attempts.push({ id: event.id, status, userAgent: req.headers['user-agent'] });
      if (status === 200) r.events.push(event);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/payments/webhooks`;
  return Object.assign(r, { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

describe('webhooks', () => {
  it('delivers every event signed, verifiable with stripe.webhooks.constructEvent', async () => {
    const rx = await receiver();
    const h = await start({ forwardTo: [rx.url] });
    try {
      const customer = await h.stripe.customers.create({ email: 'hook@example.com' }, { idempotencyKey: 'hook-1' });
      await h.stripe.customers.update(customer.id, { name: 'Hook' });
      await h.processor.flushWebhooks();
      const types = rx.events.map((e) => e.type).sort();
      expect(types).toEqual(['customer.created', 'customer.updated']);
      const created = rx.events.find((e) => e.type === 'customer.created')!;
      expect(created).toMatchObject({
        object: 'event',
        livemode: false,
        api_version: '2026-10-28.endive',
        data: { object: { id: customer.id } },
        request: { idempotency_key: 'hook-1' },
      });
      expect(created.request?.id).toMatch(/^req_/);
      const updated = rx.events.find((e) => e.type === 'customer.updated')!;
      expect(updated.data.previous_attributes).toEqual({ name: null });
      expect(rx.attempts[0]!.userAgent).toBe('Stripe/1.0 (+https://stripe.com/docs/webhooks)');
      expect((await h.stripe.events.retrieve(created.id)).pending_webhooks).toBe(0);
    } finally {
      await h.processor.close();
      await rx.close();
    }
  });

  it('delivers concurrently: a slow answer does not hold back the next event', async () => {
    const open: string[] = [];
    const seenWhileOpen: string[][] = [];
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        const event = verifier.webhooks.constructEvent(body, String(req.headers['stripe-signature']), DEV_STRIPE_WEBHOOK_SECRET);
        seenWhileOpen.push([...open]);
        open.push(event.id);
        // The first delivery is answered only after a second one arrived (or 3 s passed).
        const answer = (): void => {
          open.splice(open.indexOf(event.id), 1);
          res.writeHead(200).end();
        };
        if (seenWhileOpen.length === 1) {
          const started = Date.now();
          const wait = setInterval(() => {
            if (seenWhileOpen.length > 1 || Date.now() - started > 3000) {
              clearInterval(wait);
              answer();
            }
          }, 5);
        } else answer();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const h = await start({ forwardTo: [`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`] });
    try {
      await h.stripe.customers.create({ email: 'one@example.com' });
      await h.stripe.customers.create({ email: 'two@example.com' });
      await h.processor.flushWebhooks();
      expect(seenWhileOpen).toHaveLength(2);
      expect(seenWhileOpen[1]).toHaveLength(1);
    } finally {
      await h.processor.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('retries a delivery answered with 500', async () => {
    const rx = await receiver();
    rx.failFirst = 1;
    const h = await start({ forwardTo: [rx.url] });
    try {
      const customer = await h.stripe.customers.create({ email: 'retry@example.com' });
      await h.processor.flushWebhooks();
      expect(rx.attempts.map((a) => a.status)).toEqual([500, 200]);
      expect(rx.events[0]!.data.object).toMatchObject({ id: customer.id });
    } finally {
      await h.processor.close();
      await rx.close();
    }
  });

  it('resumes a pending delivery after a restart on the same state file', async () => {
    const dataFile = tempFile();
    const rx = await receiver();
    const port = Number(new URL(rx.url).port);
    await rx.close();
    const first = await start({ dataFile, forwardTo: [rx.url] });
    const customer = await first.stripe.customers.create({ email: 'later@example.com' });
    await new Promise((r) => setTimeout(r, 300));
    await first.processor.close();
    const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as { deliveries: unknown[] };
    expect(saved.deliveries).toHaveLength(1);

    const back = await receiver(port);
    const second = await start({ dataFile });
    try {
      await second.processor.flushWebhooks();
      expect(back.events.map((e) => e.type)).toEqual(['customer.created']);
      expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    } finally {
      await second.processor.close();
      await back.close();
    }
  });

  it('finishes a verification that fell due while the processor was down', async () => {
    const dataFile = tempFile();
    const first = await start({ dataFile, verifyMs: 200 });
    const account = await first.stripe.accounts.create({ type: 'custom', country: 'US' });
    await first.stripe.accounts.createExternalAccount(account.id, {
      external_account: { object: 'bank_account', country: 'US', currency: 'usd', routing_number: '110000000', account_number: '000123456789' },
    } as unknown as Stripe.AccountCreateExternalAccountParams);
    await first.processor.close();
    await new Promise((r) => setTimeout(r, 250));
    const second = await start({ dataFile, verifyMs: 200 });
    try {
      const read = await until(
        () => second.stripe.accounts.listExternalAccounts(account.id),
        (l) => (l.data[0] as Stripe.BankAccount).status !== 'new',
        500,
      );
      expect((read.data[0] as Stripe.BankAccount).status).toBe('verified');
      const events = await second.stripe.events.list({ types: ['account.updated', 'account.external_account.updated'] });
      expect(events.data.map((e) => e.type)).toEqual(['account.external_account.updated', 'account.updated', 'account.updated']);
      expect(events.data[1]!.data).toMatchObject({
        object: { requirements: { pending_verification: [] } },
        previous_attributes: { requirements: { pending_verification: ['external_account'] } },
      });
    } finally {
      await second.processor.close();
    }
  });

  it('adds webhook endpoints, answers their secret and filters by enabled_events', async () => {
    const rx = await receiver();
    const h = await start();
    try {
      const endpoint = await h.stripe.webhookEndpoints.create({ url: rx.url, enabled_events: ['payment_method.attached'] });
      expect(endpoint).toMatchObject({ object: 'webhook_endpoint', secret: DEV_STRIPE_WEBHOOK_SECRET, status: 'enabled' });
      expect((await h.stripe.webhookEndpoints.list()).data.map((e) => e.id)).toEqual([endpoint.id]);
      const customer = await h.stripe.customers.create({});
      const pm = await h.publishable.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 1, exp_year: 2040 } });
      await h.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
      await h.processor.flushWebhooks();
      expect(rx.events.map((e) => e.type)).toEqual(['payment_method.attached']);
      await h.stripe.webhookEndpoints.del(endpoint.id);
      expect((await h.stripe.webhookEndpoints.list()).data).toEqual([]);
      const since = Math.floor(Date.now() / 1000) - 60;
      const listed = await h.stripe.events.list({ created: { gte: since }, types: ['customer.*'] });
      expect(listed.data.map((e) => e.type)).toEqual(['customer.created']);
    } finally {
      await h.processor.close();
      await rx.close();
    }
  });

  it('moves a corrupt state file aside and starts fresh', async () => {
    const dataFile = tempFile();
    writeFileSync(dataFile, '{ not json');
    const lines: string[] = [];
    const h = await start({ dataFile, log: (l) => lines.push(l) });
    try {
      expect(lines.join('\n')).toMatch(/could not be read/);
      expect(readdirSync(dirname(dataFile)).some((f) => f.startsWith('state.json.corrupt-'))).toBe(true);
      expect((await h.stripe.customers.list()).data).toEqual([]);
    } finally {
      await h.processor.close();
    }
    expect(existsSync(dataFile)).toBe(true);
  });
});
