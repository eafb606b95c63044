/**
 * The API on 127.0.0.1:8120 (PORT overrides), PGlite in packages/api/.data unless DATABASE_URL is set.
 * Production mode unless API_MODE=development (`npm start -w @hourspace/api` sets it).
 */
import { loadConfig } from './config/env';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.mode === 'production') {
    console.warn(
      '[@hourspace/api] production mode (set API_MODE=development for /dev/*, the fake providers and the demo data)' +
        (process.env.BASIC_KEY ? '' : '; BASIC_KEY is unset, so calls before log-in need a user token'),
    );
  }
  const server = await startServer(config);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A configuration refusal names what to set: its message is the whole story, without a stack.
  const message = error instanceof Error && error.message.startsWith('[@hourspace/api]') ? error.message : error;
  console.error('[@hourspace/api] failed to start:', message);
  process.exit(1);
});
