import type { MessagingConfig } from './env';

/**
 * The local mailbox's addresses and credentials (packages/mailbox: its DEV_SMTP_PORT,
 * DEV_MAILBOX_HTTP_PORT and DEV_TWILIO_*; a test checks they agree). Development defaults only:
 * production refuses the Twilio ones (docs/decisions/mail-and-sms.md).
 */
export const DEV_SMTP_URL = 'smtp://127.0.0.1:8025';
export const DEV_MAILBOX_URL = 'http://127.0.0.1:8131';
export const DEV_TWILIO_ACCOUNT_SID = 'AC00000000000000000000000hourspace';
export const DEV_TWILIO_AUTH_TOKEN = 'hourspace_local_auth_token';
/** Twilio's documented test sender number (it works with test credentials only). */
export const DEV_TWILIO_FROM = '+15005550006';
export const DEV_MAIL_FROM = 'Hourspace <no-reply@hourspace.localhost>';

/** The variables production cannot start without, in the order its error names them. */
export const MESSAGING_KEYS = ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_SITE_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

function fail(message: string): never {
  throw new Error(`[@hourspace/api] ${message}`);
}

function urlOf(value: string, name: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(`${name} must be an absolute URL (${protocols.join(' or ')}), got '${value}'`);
  }
  if (!protocols.includes(url.protocol)) fail(`${name} must be an absolute URL (${protocols.join(' or ')}), got '${value}'`);
  return value.replace(/\/+$/, '');
}

const httpUrl = (value: string, name: string) => urlOf(value, name, ['http:', 'https:']);
const smtpUrl = (value: string) => urlOf(value, 'SMTP_URL', ['smtp:', 'smtps:']);

function pollMsOf(value: string | undefined): number {
  if (value === undefined || value === '') return 5000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 10) fail(`MAIL_QUEUE_POLL_MS must be a whole number of milliseconds, 10 or more, got '${value}'`);
  return n;
}

/** Development: everything defaults to the local mailbox; SITE_URL (the shell) is where links point. */
function developmentMessaging(env: NodeJS.ProcessEnv, siteUrl: string): MessagingConfig {
  return {
    smtpUrl: smtpUrl(env.SMTP_URL || DEV_SMTP_URL),
    mailFrom: env.MAIL_FROM || DEV_MAIL_FROM,
    siteUrl: httpUrl(env.PUBLIC_SITE_URL || siteUrl, 'PUBLIC_SITE_URL'),
    twilio: {
      accountSid: env.TWILIO_ACCOUNT_SID || DEV_TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN || DEV_TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM || DEV_TWILIO_FROM,
      apiBase: httpUrl(env.TWILIO_API_BASE || env.MAILBOX_URL || DEV_MAILBOX_URL, 'TWILIO_API_BASE'),
    },
    mailboxUrl: httpUrl(env.MAILBOX_URL || DEV_MAILBOX_URL, 'MAILBOX_URL'),
    pollMs: pollMsOf(env.MAIL_QUEUE_POLL_MS),
  };
}

/**
 * SMTP_URL, MAIL_FROM, PUBLIC_SITE_URL and TWILIO_* (docs/decisions/mail-and-sms.md). Production
 * needs all six (one error names every missing one, as for STRIPE_*), refuses the local
 * mailbox's Twilio credentials and any TWILIO_API_BASE: a code that goes nowhere would leave a
 * person unable to sign up while the API said nothing.
 */
export function messagingOf(env: NodeJS.ProcessEnv, development: boolean, siteUrl: string): MessagingConfig {
  if (development) return developmentMessaging(env, siteUrl);
  const missing = MESSAGING_KEYS.filter((name) => !env[name]);
  if (missing.length > 0)
    fail(`production needs ${missing.join(', ')}: where email and text messages go (docs/decisions/mail-and-sms.md); set them, or API_MODE=development for the local mailbox`);
  if (env.TWILIO_ACCOUNT_SID === DEV_TWILIO_ACCOUNT_SID || env.TWILIO_AUTH_TOKEN === DEV_TWILIO_AUTH_TOKEN)
    fail('TWILIO_ACCOUNT_SID or TWILIO_AUTH_TOKEN holds the local mailbox’s credentials, which send nothing; set Twilio’s outside development');
  if (env.TWILIO_API_BASE) fail('TWILIO_API_BASE points the SMS SDK away from Twilio; leave it unset outside development');
  return {
    smtpUrl: smtpUrl(env.SMTP_URL as string),
    mailFrom: env.MAIL_FROM as string,
    siteUrl: httpUrl(env.PUBLIC_SITE_URL as string, 'PUBLIC_SITE_URL'),
    twilio: { accountSid: env.TWILIO_ACCOUNT_SID as string, authToken: env.TWILIO_AUTH_TOKEN as string, from: env.TWILIO_FROM as string, apiBase: undefined },
    mailboxUrl: undefined,
    pollMs: pollMsOf(env.MAIL_QUEUE_POLL_MS),
  };
}
