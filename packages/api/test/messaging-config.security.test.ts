import * as mailbox from '@hourspace/mailbox';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../src/config/env';
import { DEV_MAILBOX_URL, DEV_SMTP_URL, DEV_TWILIO_ACCOUNT_SID, DEV_TWILIO_AUTH_TOKEN } from '../src/config/messaging';

/**
 * Where messages go (docs/decisions/mail-and-sms.md): production starts only with SMTP_URL,
 * MAIL_FROM, PUBLIC_SITE_URL and Twilio's three settings, never the local mailbox's credentials
 * and never pointed elsewhere; development sends everything to the local mailbox.
 */
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_messaging_test',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_messaging_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_messaging_test',
  // Production also needs its object store (docs/decisions/listing-photos.md), checked after messaging.
  S3_BUCKET: 'hourspace-photos',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIA_MESSAGING_TEST',
  S3_SECRET_ACCESS_KEY: 'messaging_test',
};
const MESSAGING = {
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  MAIL_FROM: 'Hourspace <no-reply@example.com>',
  PUBLIC_SITE_URL: 'https://www.example.com/',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_FROM: '+14155550100',
};

describe('messaging configuration', () => {
  it('names every missing messaging variable in one production error', () => {
    expect(() => loadConfig(STRIPE)).toThrow('[@hourspace/api] production needs SMTP_URL, MAIL_FROM, PUBLIC_SITE_URL, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM:');
    expect(() => loadConfig({ ...STRIPE, ...MESSAGING, MAIL_FROM: '', TWILIO_FROM: '' })).toThrow('production needs MAIL_FROM, TWILIO_FROM:');
    expect(loadConfig({ ...STRIPE, ...MESSAGING }).messaging).toEqual({
      smtpUrl: MESSAGING.SMTP_URL,
      mailFrom: MESSAGING.MAIL_FROM,
      siteUrl: 'https://www.example.com',
      twilio: { accountSid: MESSAGING.TWILIO_ACCOUNT_SID, authToken: MESSAGING.TWILIO_AUTH_TOKEN, from: MESSAGING.TWILIO_FROM, apiBase: undefined },
      mailboxUrl: undefined,
      pollMs: 5000,
    });
  });

  it('refuses the local mailbox’s Twilio credentials, a TWILIO_API_BASE and malformed URLs in production', () => {
    expect(() => loadConfig({ ...STRIPE, ...MESSAGING, TWILIO_ACCOUNT_SID: DEV_TWILIO_ACCOUNT_SID })).toThrow(/local mailbox’s credentials/);
    expect(() => loadConfig({ ...STRIPE, ...MESSAGING, TWILIO_AUTH_TOKEN: DEV_TWILIO_AUTH_TOKEN })).toThrow(/local mailbox’s credentials/);
    expect(() => loadConfig({ ...STRIPE, ...MESSAGING, TWILIO_API_BASE: 'http://127.0.0.1:8131' })).toThrow(/TWILIO_API_BASE/);
    expect(() => loadConfig({ ...STRIPE, ...MESSAGING, SMTP_URL: 'smtp.example.com' })).toThrow(/SMTP_URL must be an absolute URL/);
    expect(() => loadConfig({ ...STRIPE, ...MESSAGING, PUBLIC_SITE_URL: 'www.example.com' })).toThrow(/PUBLIC_SITE_URL/);
  });

  it('defaults development to the local mailbox, whose ports and credentials these are', () => {
    const { messaging } = loadConfig({ API_MODE: 'development', SITE_URL: 'http://localhost:8080' });
    expect(messaging).toMatchObject({ smtpUrl: DEV_SMTP_URL, siteUrl: 'http://localhost:8080', mailboxUrl: DEV_MAILBOX_URL, twilio: { apiBase: DEV_MAILBOX_URL } });
    expect(DEV_SMTP_URL).toBe(`smtp://127.0.0.1:${mailbox.DEV_SMTP_PORT}`);
    expect(DEV_MAILBOX_URL).toBe(`http://127.0.0.1:${mailbox.DEV_MAILBOX_HTTP_PORT}`);
    expect([DEV_TWILIO_ACCOUNT_SID, DEV_TWILIO_AUTH_TOKEN]).toEqual([mailbox.DEV_TWILIO_ACCOUNT_SID, mailbox.DEV_TWILIO_AUTH_TOKEN]);
    expect(loadConfig({ API_MODE: 'development', PUBLIC_SITE_URL: 'https://staging.example.com' }).messaging.siteUrl).toBe('https://staging.example.com');
  });

  it('exits non-zero at a production start without them, naming them', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
      env: { PATH: process.env.PATH ?? '', API_MODE: 'production', PORT: '0', DATA_DIR: 'memory://', ...STRIPE, MAIL_FROM: MESSAGING.MAIL_FROM },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('[@hourspace/api] production needs SMTP_URL, PUBLIC_SITE_URL, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM');
  }, 60_000);
});
