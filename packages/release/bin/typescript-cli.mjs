// Runs a command-line tool whose source is TypeScript (and so are the workspace packages it
// uses) through tsx, like the API: both of tsx's loaders, for ESM and CommonJS packages. The
// release CLI and bench-web start this way.
import { register as registerEsm } from 'tsx/esm/api';
import { register as registerCjs } from 'tsx/cjs/api';

/**
 * Loads `cli` (a URL of a module exporting `main(argv): Promise<number>`), runs it on this
 * process's arguments and exits with its code; a negative code leaves the process running (a
 * server). A throw prints `describeError(error)` and exits 1.
 */
export async function runTypeScriptCli(cli, describeError) {
  // The AWS SDK warns on every run that its 2027 releases need Node 22; this repository runs Node 20.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (!`${warning.name} ${warning.message}`.includes('NodeVersionSupportWarning')) console.warn(`${warning.name}: ${warning.message}`);
  });
  registerEsm();
  registerCjs();
  const { main } = await import(cli.href);
  try {
    const code = await main(process.argv.slice(2));
    if (code >= 0) process.exit(code);
  } catch (error) {
    console.error(describeError(error));
    process.exit(1);
  }
}
