/**
 * The local S3 server as its own process (docs/decisions/listing-photos.md): npm start and npm run
 * dev start it with the API (packages/release/src/local-services.ts), Playwright as a web server.
 * LOCAL_S3_PORT (8132), LOCAL_S3_DIR (packages/api/.data/s3), S3_BUCKET (hourspace-photos).
 */
import { join } from 'node:path';
import { DEV_S3_BUCKET, DEV_S3_PORT } from '../src/config/storage';
import { startLocalS3 } from '../src/storage/local-s3';

function port(value: string | undefined): number {
  if (value === undefined || value === '') return DEV_S3_PORT;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`local S3: LOCAL_S3_PORT must be a port number, got '${value}'`);
  return n;
}

async function main(): Promise<void> {
  const s3 = await startLocalS3({
    port: port(process.env.LOCAL_S3_PORT),
    directory: process.env.LOCAL_S3_DIR || join(__dirname, '..', '.data', 's3'),
    bucket: process.env.S3_BUCKET || DEV_S3_BUCKET,
  });
  console.log(`local S3: ${s3.url} (bucket ${process.env.S3_BUCKET || DEV_S3_BUCKET})`);
  const stop = (signal: string): void => {
    console.log(`local S3: ${signal}, stopping`);
    s3.close().then(
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
  // npm start and the e2e servers may both start one: the first keeps the port, and is used.
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`local S3: ${(err as Error).message}; another local S3 server is probably running there`);
  else console.error(err);
  process.exit(1);
});
