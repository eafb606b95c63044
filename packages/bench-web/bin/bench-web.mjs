#!/usr/bin/env node
// `npm run bench:web`: see packages/bench-web/src/cli.ts. Its source is TypeScript, run through tsx (ESM and CommonJS packages).
import { register as registerEsm } from 'tsx/esm/api';
import { register as registerCjs } from 'tsx/cjs/api';

// The AWS SDK (through the release tool) warns on every run that its 2027 releases need Node 22.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (!`${warning.name} ${warning.message}`.includes('NodeVersionSupportWarning')) console.warn(`${warning.name}: ${warning.message}`);
});
registerEsm();
registerCjs();
const { main } = await import('../src/cli.ts');
try {
  process.exit(await main(process.argv.slice(2)));
} catch (error) {
  console.error(`bench-web: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
