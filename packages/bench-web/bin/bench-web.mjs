#!/usr/bin/env node
// `npm run bench:web`: see packages/bench-web/src/cli.ts.
import { runTypeScriptCli } from '@hourspace/release/bin/typescript-cli.mjs';

await runTypeScriptCli(new URL('../src/cli.ts', import.meta.url), (error) => `bench-web: ${error instanceof Error ? error.message : String(error)}`);
