// Runs several release commands one after another in this one process, through the CLI's own
// `main` (src/cli.ts), as the race tests' second (and first) release process: one process
// start instead of one per command. Argument: a JSON array of argument lists. Prints one JSON
// line per command ({ args, code } or { args, error }) and exits 1 if any threw.
import { register as registerEsm } from 'tsx/esm/api';
import { register as registerCjs } from 'tsx/cjs/api';

process.removeAllListeners('warning');
registerEsm();
registerCjs();
const { main } = await import(new URL('../src/cli.ts', import.meta.url).href);
const commands = JSON.parse(process.argv[2] ?? '[]');
let failed = false;
for (const args of commands) {
  try {
    const code = await main(args);
    process.stdout.write(`${JSON.stringify({ args, code })}\n`);
  } catch (error) {
    failed = true;
    process.stdout.write(`${JSON.stringify({ args, error: String(error) })}\n`);
  }
}
process.exit(failed ? 1 : 0);
