import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_STRIPE_PUBLISHABLE_KEY, DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET } from '@hourspace/contracts/dev-environment';
import { Core } from './core';
import { accountRoutes, finishDocumentCheck } from './resources/accounts';
import { bankRoutes, finishBankCheck } from './resources/banks';
import { chargeRoutes } from './resources/charges';
import { customerRoutes } from './resources/customers';
import { eventRoutes } from './resources/events';
import { ensureMagicFiles, fileRoutes } from './resources/files';
import { paymentIntentRoutes } from './resources/payment-intents';
import { finishPayout, payoutRoutes } from './resources/payouts';
import { setupIntentRoutes } from './resources/setup-intents';
import { threeDsRoutes } from './resources/three-ds';
import { transferRoutes } from './resources/transfers';
import { type BrowserRoute, buildServer } from './server';
import { Store } from './state';
import { Webhooks } from './webhooks';

export { DEFAULT_API_VERSION } from './core';
export { signature } from './webhooks';
export { FAILURE_SAMPLE } from './resources/files';
export type { BrowserRoute } from './server';

export interface ProcessorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default `localhost`: both http://localhost:PORT and http://127.0.0.1:PORT answer. */
  host?: string;
  /** The state file; null keeps everything in memory. Default packages/processor/.data/state.json. */
  dataFile?: string | null;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Webhook endpoint URLs every event is delivered to (besides the /v1/webhook_endpoints ones). */
  forwardTo?: string[];
  /** How long a document or bank account stays pending (default 1500, or PROCESSOR_VERIFY_MS). */
  verifyMs?: number;
  /**
   * The clock objects' `created` and the checks' due times read (milliseconds); default the
   * machine's. `POST /v1/test_helpers/advance_clock` (and `advanceClock`) move it on from there.
   */
  now?: () => number;
  /** The browser half (Stripe.js subset, card frame, 3-D Secure page); default src/browser/index.ts when it exists. */
  browserRoutes?: BrowserRoute | null;
  log?: (line: string) => void;
}

export interface Processor {
  url: string;
  port: number;
  /** Adds a webhook forwarding URL (kept until close; not persisted). */
  forwardTo(url: string): void;
  /** Persists the state and stops; pending webhook deliveries resume on the next start. */
  close(): Promise<void>;
  /** Resolves when no webhook delivery is pending or in flight. */
  flushWebhooks(): Promise<void>;
  /** Moves the processor's clock `ms` on, finishing the checks and payouts then due (as POST /v1/test_helpers/advance_clock). */
  advanceClock(ms: number): void;
}

export const DEFAULT_DATA_FILE = join(__dirname, '..', '.data', 'state.json');

/** Loads src/browser/index.ts when its engineer has written it (docs/decisions/payments-provider.md). */
function browserLoader(given: BrowserRoute | null | undefined, log: (line: string) => void): () => Promise<BrowserRoute | null> {
  if (given !== undefined) return () => Promise.resolve(given);
  let loaded: Promise<BrowserRoute | null> | null = null;
  return () =>
    (loaded ??= (async () => {
      const dir = join(__dirname, 'browser');
      if (!['index.ts', 'index.js'].some((f) => existsSync(join(dir, f)))) return null;
      try {
        const spec = join(dir, 'index');
        const mod = (await import(spec)) as { browserRoute?: BrowserRoute };
        return mod.browserRoute ?? null;
      } catch (err) {
        log(`processor: the browser half (src/browser/index.ts) failed to load: ${(err as Error).message}`);
        return null;
      }
    })());
}

export async function startProcessor(options: ProcessorOptions = {}): Promise<Processor> {
  const log = options.log ?? ((line: string) => console.log(line));
  const envVerify = process.env.PROCESSOR_VERIFY_MS ? Number(process.env.PROCESSOR_VERIFY_MS) : undefined;
  const store = new Store(options.dataFile === undefined ? DEFAULT_DATA_FILE : options.dataFile, log);
  const machine = options.now ?? Date.now;
  const config = {
    secretKey: options.secretKey ?? DEV_STRIPE_SECRET_KEY,
    publishableKey: options.publishableKey ?? DEV_STRIPE_PUBLISHABLE_KEY,
    webhookSecret: options.webhookSecret ?? DEV_STRIPE_WEBHOOK_SECRET,
    verifyMs: options.verifyMs ?? (envVerify !== undefined && Number.isFinite(envVerify) ? envVerify : 1500),
    machineNow: machine,
    log,
  };
  const webhooks = new Webhooks(store, config.webhookSecret, log);
  const core = new Core(store, webhooks, config);
  for (const url of options.forwardTo ?? []) core.forwardTo.add(url);
  ensureMagicFiles(core);

  const routes = [
    ...customerRoutes,
    ...setupIntentRoutes,
    ...paymentIntentRoutes,
    ...chargeRoutes,
    ...threeDsRoutes,
    ...accountRoutes,
    ...bankRoutes,
    ...fileRoutes,
    ...transferRoutes,
    ...payoutRoutes,
    ...eventRoutes,
  ];
  const app = await buildServer(core, routes, browserLoader(options.browserRoutes, log));
  const host = options.host ?? 'localhost';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  core.origin = `http://${host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? 'localhost' : host}:${port}`;

  webhooks.start();
  core.startChecks((check) => (check.kind === 'document' ? finishDocumentCheck(core, check) : check.kind === 'payout' ? finishPayout(core, check) : finishBankCheck(core, check)));

  let closing: Promise<void> | null = null;
  return {
    url: core.origin,
    port,
    forwardTo: (url) => core.forwardTo.add(url),
    flushWebhooks: () => webhooks.flush(),
    advanceClock: (ms) => core.advanceClock(ms),
    close: () =>
      (closing ??= (async () => {
        webhooks.close();
        core.stopChecks();
        await app.close();
        store.close();
      })()),
  };
}
