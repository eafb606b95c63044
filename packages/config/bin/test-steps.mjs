#!/usr/bin/env node
/**
 * `npm test`: every step of the suite in order, stopping at the first that fails, and a table
 * of each step's time at the end (also after a failure). ESLint runs beside type checking and
 * then Prettier's check, one core each; everything after them uses both cores itself (jest's
 * two workers, turbo's builds, Playwright's workers). docs/decisions/test-suite-time.md
 *
 *   node packages/config/bin/test-steps.mjs [--from <step>]     (npm test [-- --from e2e])
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Each entry: lanes run at the same time; a lane is one step, or steps run one after another.
 * ESLint (type-aware) is the longest of the first three, so the other two share a lane.
 */
const PLAN = [
  [
    [
      { name: 'typecheck', script: 'typecheck' },
      { name: 'format (prettier)', script: 'format:check' },
    ],
    [{ name: 'lint (eslint)', script: 'lint:code' }],
  ],
  [[{ name: 'unit (jest)', script: 'test:unit' }]],
  [[{ name: 'API on PostgreSQL', script: 'test:postgres' }]],
  [[{ name: 'e2e (build, budgets, Playwright)', script: 'test:e2e' }]],
];

const times = [];

function run({ name, script }) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit', env: process.env });
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => child.kill(signal));
    child.on('close', (code) => {
      times.push({ name, seconds: (Date.now() - started) / 1000, ok: code === 0 });
      done(code === 0);
    });
  });
}

function clock(seconds) {
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

function printTimes(total) {
  console.log('\nnpm test, step times:');
  for (const { name, seconds, ok } of times) console.log(`  ${name.padEnd(36)} ${clock(seconds).padStart(6)}${ok ? '' : '  FAILED'}`);
  console.log(`  ${'total'.padEnd(36)} ${clock(total).padStart(6)}`);
}

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;
let plan = PLAN;
if (from) {
  const at = PLAN.findIndex((lanes) => lanes.flat().some((s) => s.script === from || s.script === `test:${from}`));
  if (at < 0) {
    console.error(
      `test-steps: no step "${from}" (steps: ${PLAN.flat(2)
        .map((s) => s.script)
        .join(', ')})`,
    );
    process.exit(2);
  }
  plan = PLAN.slice(at);
}

const started = Date.now();
let ok = true;
/** Runs a lane's steps one after another, stopping at the first that fails. */
async function runLane(lane) {
  for (const step of lane) if (!(await run(step))) return false;
  return true;
}

for (const lanes of plan) {
  const results = await Promise.all(lanes.map(runLane));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
printTimes((Date.now() - started) / 1000);
process.exit(ok ? 0 : 1);
