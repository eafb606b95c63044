import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_PROCESSOR_ORIGIN, DEV_PROCESSOR_PORT } from '@hourspace/contracts/dev-environment';
import { API_PORT, REPO_ROOT } from './paths';

/**
 * The local back-end processes `npm start`, `npm run dev` and the e2e servers run beside the
 * site: the local payment processor at :8130 (Stripe's protocol, docs/decisions/payments-provider.md)
 * and the API at :8120, which seeds its demo data through the processor on a first start, so the
 * processor answers before the API starts; the local mailbox (SMTP :8025, reader :8131,
 * docs/decisions/mail-and-sms.md) and the local S3 server (:8132, where listing photos are kept:
 * docs/decisions/listing-photos.md), started with the API.
 */

const log = (message: string) => console.log(`[release] ${message}`);

/** Where the processor delivers its webhooks: the local API's endpoint. */
export const LOCAL_WEBHOOK_URL = `http://localhost:${API_PORT}/v1/payments/webhooks`;

/**
 * Whether `url` answers within `ms`, polled every 250 ms: with a 2xx by default, or with any
 * status when `anyStatus` (a 401 without a key is the processor's answer).
 */
export async function answers(url: string, ms: number, options: { anyStatus?: boolean } = {}): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok || options.anyStatus) return true;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Output = 'inherit' | 'prefixed';

function spawnTsx(label: string, cwd: string, main: string, env: NodeJS.ProcessEnv, output: Output): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd,
    env: { ...env, ...process.env },
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (output === 'prefixed') {
    const prefix = `[${label}] `;
    child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^/gm, prefix)));
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk.toString().replace(/^/gm, prefix)));
  }
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') log(`the ${label} stopped (code ${code ?? signal})`);
  });
  return child;
}

/**
 * The local payment processor on :8130, its state kept in packages/processor/.data, its
 * webhooks sent to the local API. Resolves once it answers; a processor someone already runs
 * on the port is used as it is (null is returned: there is nothing of ours to stop).
 */
export async function startLocalProcessor(output: Output = 'inherit'): Promise<ChildProcess | null> {
  if (await answers(`${DEV_PROCESSOR_ORIGIN}/v1/customers`, 0, { anyStatus: true })) {
    log(`a payment processor already answers at ${DEV_PROCESSOR_ORIGIN}: using it`);
    return null;
  }
  const cwd = path.join(REPO_ROOT, 'packages/processor');
  const child = spawnTsx('processor', cwd, path.join(cwd, 'src/main.ts'), { PORT: String(DEV_PROCESSOR_PORT), PROCESSOR_FORWARD_TO: LOCAL_WEBHOOK_URL }, output);
  if (!(await answers(`${DEV_PROCESSOR_ORIGIN}/v1/customers`, 30_000, { anyStatus: true })))
    throw new Error(`the payment processor did not answer at ${DEV_PROCESSOR_ORIGIN} within 30 s`);
  log(`processor  ${DEV_PROCESSOR_ORIGIN}/`);
  return child;
}

/** The local mailbox's ports (packages/mailbox, docs/decisions/mail-and-sms.md): SMTP, and the reader with the Twilio endpoint. */
export const MAILBOX_SMTP_PORT = 8025;
export const MAILBOX_HTTP_PORT = 8131;
const MAILBOX_ORIGIN = `http://127.0.0.1:${MAILBOX_HTTP_PORT}`;

/**
 * The local mailbox (SMTP :8025, reader and Twilio endpoint :8131), what it received kept in
 * packages/mailbox/.data. Every email and text message the local API sends arrives there. One
 * already running on the ports is used as it is (this one then exits at once, saying so).
 */
export function startLocalMailbox(output: Output = 'inherit'): ChildProcess {
  const cwd = path.join(REPO_ROOT, 'packages/mailbox');
  const child = spawnTsx('mailbox', cwd, path.join(cwd, 'src/main.ts'), { MAILBOX_SMTP_PORT: String(MAILBOX_SMTP_PORT), MAILBOX_HTTP_PORT: String(MAILBOX_HTTP_PORT) }, output);
  log(`mailbox    ${MAILBOX_ORIGIN}/messages (SMTP smtp://127.0.0.1:${MAILBOX_SMTP_PORT})`);
  return child;
}

/** The local S3 server's port (packages/api/bin/local-s3.ts, docs/decisions/listing-photos.md): the API's S3_ENDPOINT in development. */
export const LOCAL_S3_PORT = 8132;
const LOCAL_S3_ORIGIN = `http://127.0.0.1:${LOCAL_S3_PORT}`;

/**
 * The local S3 server (s3rver on :8132, bucket hourspace-photos), its objects kept in
 * packages/api/.data/s3: the API stores listing photos there through the S3 SDK, as it would in
 * a bucket. One already running on the port is used as it is (this one then exits at once, saying so).
 */
export function startLocalS3(output: Output = 'inherit'): ChildProcess {
  const cwd = path.join(REPO_ROOT, 'packages/api');
  const child = spawnTsx('local S3', cwd, path.join(cwd, 'bin/local-s3.ts'), { LOCAL_S3_PORT: String(LOCAL_S3_PORT) }, output);
  log(`local S3   ${LOCAL_S3_ORIGIN}/ (bucket hourspace-photos)`);
  return child;
}

/**
 * The API on :8120 in development mode (demo data, /dev routes), talking to the local processor
 * and sending its mail and text messages to the local mailbox and keeping listing photos in the
 * local S3 server, both started first and stopped with it (the API's queue retries a message
 * sent before the mailbox listens; nothing reaches the object store before a host uploads).
 */
export function startLocalApi(output: Output = 'inherit'): ChildProcess | null {
  const cwd = path.join(REPO_ROOT, 'packages/api');
  const main = path.join(cwd, 'src/main.ts');
  if (!fs.existsSync(main)) {
    log('packages/api has no src/main.ts yet: the API is not started');
    return null;
  }
  const mailbox = startLocalMailbox(output);
  const s3 = startLocalS3(output);
  const api = spawnTsx(
    'API',
    cwd,
    main,
    { API_MODE: 'development', PORT: String(API_PORT), SMTP_URL: `smtp://127.0.0.1:${MAILBOX_SMTP_PORT}`, MAILBOX_URL: MAILBOX_ORIGIN, S3_ENDPOINT: LOCAL_S3_ORIGIN },
    output,
  );
  api.on('exit', () => {
    mailbox.kill('SIGTERM');
    s3.kill('SIGTERM');
  });
  return api;
}
