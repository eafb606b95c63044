import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../src/config/env';
import { DEV_S3_ACCESS_KEY_ID, DEV_S3_BUCKET, DEV_S3_ENDPOINT, DEV_S3_PORT } from '../src/config/storage';

/**
 * Where listing photos are kept (docs/decisions/listing-photos.md): production starts only with
 * its bucket, region and keys, never the local S3 server's key; development uses the local S3
 * server that npm start, npm run dev and the e2e servers run on :8132.
 */
const OTHERS = {
  STRIPE_SECRET_KEY: 'sk_live_storage_test',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_storage_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_storage_test',
  SMTP_URL: 'smtp://smtp.example.com:587',
  MAIL_FROM: 'no-reply@example.com',
  PUBLIC_SITE_URL: 'https://www.example.com',
  TWILIO_ACCOUNT_SID: 'AC_storage_test',
  TWILIO_AUTH_TOKEN: 'storage_test',
  TWILIO_FROM: '+15005550006',
};
const STORAGE = { S3_BUCKET: 'hourspace-photos-prod', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

describe('object storage configuration', () => {
  it('names every missing S3 variable in one production error', () => {
    expect(() => loadConfig(OTHERS)).toThrow('[@hourspace/api] production needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY:');
    expect(() => loadConfig({ ...OTHERS, ...STORAGE, S3_REGION: '', S3_SECRET_ACCESS_KEY: '' })).toThrow('production needs S3_REGION, S3_SECRET_ACCESS_KEY:');
    expect(loadConfig({ ...OTHERS, ...STORAGE }).storage).toEqual({
      bucket: 'hourspace-photos-prod',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    });
    // An S3-compatible store (R2, MinIO) is an endpoint and, usually, path-style addressing.
    expect(loadConfig({ ...OTHERS, ...STORAGE, S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com/', S3_FORCE_PATH_STYLE: 'on' }).storage).toMatchObject({
      endpoint: 'https://account.r2.cloudflarestorage.com',
      forcePathStyle: true,
    });
  });

  it('refuses the local S3 server’s key and malformed values', () => {
    expect(() => loadConfig({ ...OTHERS, ...STORAGE, S3_ACCESS_KEY_ID: DEV_S3_ACCESS_KEY_ID })).toThrow(/local S3 server’s key/);
    expect(() => loadConfig({ ...OTHERS, ...STORAGE, S3_ENDPOINT: 's3.example.com' })).toThrow(/S3_ENDPOINT must be an absolute http\(s\) URL/);
    expect(() => loadConfig({ ...OTHERS, ...STORAGE, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE must be on or off/);
  });

  it('defaults development to the local S3 server on its port', () => {
    expect(loadConfig({ API_MODE: 'development' }).storage).toEqual({
      bucket: DEV_S3_BUCKET,
      region: 'us-east-1',
      endpoint: DEV_S3_ENDPOINT,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    expect(DEV_S3_ENDPOINT).toBe(`http://127.0.0.1:${DEV_S3_PORT}`);
    expect(DEV_S3_PORT).toBe(8132);
    expect(loadConfig({ API_MODE: 'development', S3_ENDPOINT: 'http://127.0.0.1:41234' }).storage.endpoint).toBe('http://127.0.0.1:41234');
  });

  it('exits non-zero at a production start without them, naming them', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
      env: { PATH: process.env.PATH ?? '', API_MODE: 'production', PORT: '0', DATA_DIR: 'memory://', ...OTHERS, S3_BUCKET: 'hourspace-photos-prod' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('[@hourspace/api] production needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
  }, 60_000);
});
