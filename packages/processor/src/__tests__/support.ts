import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { DEV_STRIPE_PUBLISHABLE_KEY, DEV_STRIPE_SECRET_KEY } from '@hourspace/contracts/dev-environment';
import { type Processor, type ProcessorOptions, startProcessor } from '../index';

export const API_VERSION = '2026-10-28.endive';

export interface Harness {
  processor: Processor;
  stripe: Stripe;
  /** The SDK with the publishable key, as Stripe.js calls. */
  publishable: Stripe;
}

function client(key: string, port: number): Stripe {
  return new Stripe(key, { host: 'localhost', port, protocol: 'http', apiVersion: API_VERSION as Stripe.LatestApiVersion, maxNetworkRetries: 0 });
}

export async function start(options: ProcessorOptions = {}): Promise<Harness> {
  const processor = await startProcessor({ dataFile: null, verifyMs: 20, log: () => undefined, browserRoutes: null, ...options });
  return { processor, stripe: client(DEV_STRIPE_SECRET_KEY, processor.port), publishable: client(DEV_STRIPE_PUBLISHABLE_KEY, processor.port) };
}

export function tempFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'processor-')), 'state.json');
}

/** Polls until `read` answers something `done` accepts (verification finishes after verifyMs). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Expects the call to fail and answers the SDK's parsed error. */
export async function failure(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (err) {
    return err as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to fail');
}

export const CARD = (number: string): Stripe.PaymentMethodCreateParams => ({ type: 'card', card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' } });
