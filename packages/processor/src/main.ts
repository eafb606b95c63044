import { DEV_PROCESSOR_PORT } from '@hourspace/contracts/dev-environment';
import { startProcessor } from './index';

/** The processor as its own process (`npm start -w @hourspace/processor`): docs/decisions/payments-provider.md. */
async function main(): Promise<void> {
  const port = process.env.PORT ? Number(process.env.PORT) : DEV_PROCESSOR_PORT;
  const forwardTo = (process.env.PROCESSOR_FORWARD_TO ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const processor = await startProcessor({
    port,
    ...(process.env.PROCESSOR_DATA ? { dataFile: process.env.PROCESSOR_DATA } : {}),
    forwardTo,
  });
  console.log(`processor: listening on ${processor.url} (webhooks to ${forwardTo.length ? forwardTo.join(', ') : 'no forwarding URL yet'})`);
  const stop = (signal: string): void => {
    console.log(`processor: ${signal}, saving state and stopping`);
    processor.close().then(
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
  console.error(err);
  process.exit(1);
});
