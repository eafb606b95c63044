import { DEV_MAILBOX_HTTP_PORT, DEV_SMTP_PORT, startMailbox } from './index';

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`mailbox: ${name} must be a port number, got '${value}'`);
  return n;
}

/** The mailbox as its own process (`npm start -w @hourspace/mailbox`): docs/decisions/mail-and-sms.md. */
async function main(): Promise<void> {
  const mailbox = await startMailbox({
    smtpPort: port(process.env.MAILBOX_SMTP_PORT, DEV_SMTP_PORT, 'MAILBOX_SMTP_PORT'),
    httpPort: port(process.env.MAILBOX_HTTP_PORT, DEV_MAILBOX_HTTP_PORT, 'MAILBOX_HTTP_PORT'),
    ...(process.env.MAILBOX_HOST ? { host: process.env.MAILBOX_HOST } : {}),
    ...(process.env.MAILBOX_DATA ? { dataDir: process.env.MAILBOX_DATA } : {}),
  });
  console.log(`mailbox: SMTP on ${mailbox.smtpUrl}, reader and Twilio endpoint on ${mailbox.url}`);
  const stop = (signal: string): void => {
    console.log(`mailbox: ${signal}, stopping`);
    mailbox.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  // npm start and the e2e servers may both start one: the first keeps the ports, and is used.
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`mailbox: ${(err as Error).message}; another mailbox is probably running there`);
  else console.error(err);
  process.exit(1);
});
