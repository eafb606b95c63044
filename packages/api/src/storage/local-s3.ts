import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { DEV_S3_BUCKET } from '../config/storage';

/** A running local S3 server. */
export interface LocalS3 {
  /** e.g. http://127.0.0.1:8132: the API's S3_ENDPOINT. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The local S3 server (s3rver: S3's REST protocol, SigV4 with the key S3RVER) that development
 * and the tests point the object store at (docs/decisions/listing-photos.md), with `bucket`
 * made if missing. Objects are files under `directory`, so a restart keeps them.
 * `port: 0` takes a free port (the API tests start one per test server).
 */
export async function startLocalS3(options: { port: number; host?: string; directory: string; bucket?: string }): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const server = new S3rver({
    port: options.port,
    address: host,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket ?? DEV_S3_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return { url: `http://${host}:${port}`, port, close: () => server.close() };
}
