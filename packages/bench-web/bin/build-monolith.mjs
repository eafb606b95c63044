#!/usr/bin/env node
// Builds the monolithic comparison build (packages/bench-web/dist/monolith). Source in TypeScript, run through tsx.
import { register } from 'tsx/esm/api';

register();
const { buildMonolith } = await import('../src/monolith-build.ts');
const mode = process.env.BENCH_MONOLITH_IMPORTS === 'static' ? 'static' : 'lazy';
try {
  await buildMonolith(mode);
  console.log(`[bench-web] monolith (${mode} remotes) built in packages/bench-web/dist/monolith`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
