import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readerRoutes } from './reader';
import { smtpServer } from './smtp';
import { MailboxStore } from './store';
import { twilioRoutes, type TwilioCredentials } from './twilio';

export type { StoredMessage, StoredSms } from './store';

/** The development ports (docs/decisions/mail-and-sms.md): SMTP 8025, the HTTP reader and Twilio endpoint 8131. */
export const DEV_SMTP_PORT = 8025;
export const DEV_MAILBOX_HTTP_PORT = 8131;

/** The Twilio credentials the local endpoint accepts by default; the API's development defaults (production refuses them). */
export const DEV_TWILIO_ACCOUNT_SID = 'AC00000000000000000000000hourspace';
export const DEV_TWILIO_AUTH_TOKEN = 'hourspace_local_auth_token';

/** Where the mailbox keeps what it received by default. */
export const DEFAULT_DATA_DIR = join(__dirname, '..', '.data');

export interface MailboxOptions {
  /** 0 picks a free port (tests); main.ts defaults to DEV_SMTP_PORT. */
  smtpPort?: number;
  /** 0 picks a free port (tests); main.ts defaults to DEV_MAILBOX_HTTP_PORT. */
  httpPort?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The folder of mailbox.json; null keeps everything in memory. Default packages/mailbox/.data. */
  dataDir?: string | null;
  /** The account the Twilio endpoint accepts (default DEV_TWILIO_*). */
  twilio?: TwilioCredentials;
  log?: (line: string) => void;
}

export interface Mailbox {
  smtpPort: number;
  httpPort: number;
  /** e.g. smtp://127.0.0.1:8025: the API's SMTP_URL. */
  smtpUrl: string;
  /** e.g. http://127.0.0.1:8131: the reader, and the API's TWILIO_API_BASE. */
  url: string;
  close(): Promise<void>;
}

function portOf(address: AddressInfo | string | null): number {
  return typeof address === 'object' && address ? address.port : 0;
}

/** Starts the SMTP server and the HTTP reader; both listen before it resolves. */
export async function startMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const store = new MailboxStore(options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir, log);
  const smtp = smtpServer(store, log);
  smtp.on('error', (err) => log(`mailbox: SMTP error: ${err.message}`));
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => {
      smtp.server.off('error', reject);
      resolve();
    });
  });
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  readerRoutes(app, store);
  twilioRoutes(app, store, options.twilio ?? { accountSid: DEV_TWILIO_ACCOUNT_SID, authToken: DEV_TWILIO_AUTH_TOKEN });
  try {
    await app.listen({ port: options.httpPort ?? 0, host });
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw err;
  }
  const smtpPort = portOf(smtp.server.address());
  const httpPort = portOf(app.server.address());
  const name = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${name}:${smtpPort}`,
    url: `http://${name}:${httpPort}`,
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      })()),
  };
}
