#!/usr/bin/env node
// The release CLI. Its source is TypeScript (and so are the workspace packages it uses),
// run through tsx like the API: both of tsx's loaders, for ESM and CommonJS packages.
import { register as registerEsm } from 'tsx/esm/api';
import { register as registerCjs } from 'tsx/cjs/api';

// The AWS SDK warns on every run that its 2027 releases need Node 22; this repository runs Node 20.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (!`${warning.name} ${warning.message}`.includes('NodeVersionSupportWarning')) console.warn(`${warning.name}: ${warning.message}`);
});
registerEsm();
registerCjs();
const { main } = await import('../src/cli.ts');
try {
  const code = await main(process.argv.slice(2));
  if (code >= 0) process.exit(code);
} catch (error) {
  console.error(error instanceof Error && error.name === 'ReleaseError' ? `release: ${error.message}` : error);
  process.exit(1);
}
