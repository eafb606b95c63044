#!/usr/bin/env node
// The release CLI (packages/release/src/cli.ts).
import { runTypeScriptCli } from './typescript-cli.mjs';

await runTypeScriptCli(new URL('../src/cli.ts', import.meta.url), (error) => (error instanceof Error && error.name === 'ReleaseError' ? `release: ${error.message}` : error));
