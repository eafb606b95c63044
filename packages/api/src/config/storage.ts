/**
 * The object store's settings (docs/decisions/listing-photos.md): an S3 bucket reached with
 * the official SDK. Development and the tests point it at a local S3 server (s3rver) that
 * speaks the protocol; production must name its own bucket and keys.
 */
export interface StorageConfig {
  /** S3_BUCKET: where listing photos are kept. */
  bucket: string;
  /** S3_REGION, e.g. eu-west-1 (any value for a local or S3-compatible server). */
  region: string;
  /** S3_ENDPOINT: an S3-compatible endpoint (R2, MinIO, the local server); unset is AWS S3 itself. */
  endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE: `bucket` in the path rather than the host name (on for the local server and most S3-compatible ones). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The local S3 server's port (bin/local-s3.ts; npm start, npm run dev and the e2e servers start it). */
export const DEV_S3_PORT = 8132;
export const DEV_S3_ENDPOINT = `http://127.0.0.1:${DEV_S3_PORT}`;
export const DEV_S3_BUCKET = 'hourspace-photos';
/** The only credentials s3rver accepts: they open nothing real, so production refuses them. */
export const DEV_S3_ACCESS_KEY_ID = 'S3RVER';
export const DEV_S3_SECRET_ACCESS_KEY = 'S3RVER';

/** The variables production cannot start without, in the order its error names them. */
export const STORAGE_KEYS = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function fail(message: string): never {
  throw new Error(`[@hourspace/api] ${message}`);
}

function endpointOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(`S3_ENDPOINT must be an absolute http(s) URL, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`S3_ENDPOINT must be an absolute http(s) URL, got '${value}'`);
  return value.replace(/\/+$/, '');
}

function pathStyleOf(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['on', '1', 'true'].includes(value)) return true;
  if (['off', '0', 'false'].includes(value)) return false;
  return fail(`S3_FORCE_PATH_STYLE must be on or off, got '${value}'`);
}

/**
 * S3_* (docs/decisions/listing-photos.md). Development defaults to the local S3 server; production
 * needs the bucket, region and keys (one error names every missing one, as for STRIPE_* and
 * SMTP_URL) and refuses the local server's credentials: photos a host uploads must not go to a
 * store that is not there.
 */
export function storageOf(env: NodeJS.ProcessEnv, development: boolean): StorageConfig {
  const endpoint = endpointOf(env.S3_ENDPOINT);
  if (development) {
    return {
      bucket: env.S3_BUCKET || DEV_S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: endpoint ?? DEV_S3_ENDPOINT,
      forcePathStyle: pathStyleOf(env.S3_FORCE_PATH_STYLE, true),
      accessKeyId: env.S3_ACCESS_KEY_ID || DEV_S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || DEV_S3_SECRET_ACCESS_KEY,
    };
  }
  const missing = STORAGE_KEYS.filter((name) => !env[name]);
  if (missing.length > 0)
    fail(
      `production needs ${missing.join(', ')}: the object store listing photos are kept in (docs/decisions/listing-photos.md); set them, or API_MODE=development for the local S3 server`,
    );
  if (env.S3_ACCESS_KEY_ID === DEV_S3_ACCESS_KEY_ID)
    fail('S3_ACCESS_KEY_ID holds the local S3 server’s key, which opens no real bucket; set your bucket’s keys outside development');
  return {
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION as string,
    endpoint,
    forcePathStyle: pathStyleOf(env.S3_FORCE_PATH_STYLE, false),
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
  };
}
