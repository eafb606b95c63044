import { DEV_PROCESSOR_ORIGIN, DEV_STRIPE_PUBLISHABLE_KEY, DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET } from '@hourspace/contracts/dev-environment';
import { spawn } from 'node:child_process';
import Stripe from 'stripe';
import { join } from 'node:path';
import { loadConfig } from '../src/config/env';
import { sdkAddress, STRIPE_API_VERSION } from '../src/payments/stripe-provider';

/**
 * The payment provider's configuration (docs/decisions/payments-provider.md): production starts
 * only with Stripe's three keys, never the local processor's and never pointed elsewhere;
 * development talks to the local processor with its published keys.
 */
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_live_config_test',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_config_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_config_test',
  // Production also needs where messages go (docs/decisions/mail-and-sms.md; test/messaging-config.security.test.ts).
  SMTP_URL: 'smtp://smtp.example.com:587',
  MAIL_FROM: 'no-reply@example.com',
  PUBLIC_SITE_URL: 'https://www.example.com',
  TWILIO_ACCOUNT_SID: 'AC_config_test',
  TWILIO_AUTH_TOKEN: 'config_test',
  TWILIO_FROM: '+15005550006',
  // And the object store listing photos are kept in (docs/decisions/listing-photos.md; test/storage-config.security.test.ts).
  S3_BUCKET: 'hourspace-photos',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIA_CONFIG_TEST',
  S3_SECRET_ACCESS_KEY: 'config_test',
};

describe('payment configuration', () => {
  it('names every missing Stripe variable in one production error', () => {
    expect(() => loadConfig({})).toThrow('[@hourspace/api] production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET:');
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: KEYS.STRIPE_PUBLISHABLE_KEY })).toThrow('production needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET:');
    expect(loadConfig(KEYS).payments).toEqual({
      secretKey: KEYS.STRIPE_SECRET_KEY,
      publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
      apiBase: undefined,
    });
  });

  it('refuses the local processor’s keys and any STRIPE_API_BASE in production', () => {
    expect(() => loadConfig({ ...KEYS, STRIPE_SECRET_KEY: DEV_STRIPE_SECRET_KEY })).toThrow(/STRIPE_SECRET_KEY hold the local processor's keys/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: DEV_STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: DEV_STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET }),
    ).toThrow(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET hold the local processor's keys/);
    expect(() => loadConfig({ ...KEYS, STRIPE_API_BASE: 'http://localhost:8130' })).toThrow(/STRIPE_API_BASE/);
  });

  it('defaults development to the local processor and its published keys', () => {
    expect(loadConfig({ API_MODE: 'development' }).payments).toEqual({
      secretKey: DEV_STRIPE_SECRET_KEY,
      publishableKey: DEV_STRIPE_PUBLISHABLE_KEY,
      webhookSecret: DEV_STRIPE_WEBHOOK_SECRET,
      apiBase: DEV_PROCESSOR_ORIGIN,
    });
    expect(loadConfig({ API_MODE: 'development', STRIPE_API_BASE: 'http://127.0.0.1:41234/' }).payments.apiBase).toBe('http://127.0.0.1:41234');
    expect(() => loadConfig({ API_MODE: 'development', STRIPE_API_BASE: 'localhost:8130' })).toThrow(/STRIPE_API_BASE/);
  });

  it('points the SDK at the API base and pins the SDK’s own API version', () => {
    expect(sdkAddress('http://localhost:8130')).toEqual({ host: 'localhost', port: '8130', protocol: 'http' });
    expect(sdkAddress('https://stripe.internal.example')).toEqual({ host: 'stripe.internal.example', port: 443, protocol: 'https' });
    expect(sdkAddress(undefined)).toEqual({});
    // An SDK upgrade changes its types to a newer API version: this says to move the pin with it.
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('exits non-zero at a production start without the keys, naming them', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
      env: { PATH: process.env.PATH ?? '', API_MODE: 'production', PORT: '0', DATA_DIR: 'memory://' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('[@hourspace/api] production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET');
  }, 60_000);
});
