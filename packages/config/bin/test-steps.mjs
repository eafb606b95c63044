#!/usr/bin/env node
/**
 * `npm test`: every step of the suite, stopping at the first that fails, and a table of each
 * step's time at the end (also after a failure). Steps are arranged so that both cores are busy
 * for as much of the run as the checks allow (docs/decisions/test-suite-time.md):
 *
 *   1. type checking then Prettier's check, beside ESLint, beside the production build at a
 *      lower priority, filling what the others leave (none of them is timed; the build is
 *      cached by turbo, so the e2e step's own build is a cache hit);
 *   2. jest (two workers), then the API suite on PostgreSQL (two workers), then the e2e step
 *      (budgets, Playwright with two workers), each alone: each keeps both cores busy, and the
 *      API suite beside Playwright (one worker) made both slower than one after the other
 *      (e2e 26.9 min instead of 18.5, the API suite over 27 min).
 *
 *   node packages/config/bin/test-steps.mjs [--from <step>]     (npm test [-- --from e2e])
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Each entry: lanes run at the same time; a lane is one step, or steps run one after another.
 * `held`: the step's output is printed in one piece when it ends. `nice`: the step's priority
 * (0 normal, higher is lower).
 */
const PLAN = [
  [
    [
      { name: 'typecheck', script: 'typecheck' },
      { name: 'format (prettier)', script: 'format:check' },
    ],
    [{ name: 'lint (eslint)', script: 'lint:code' }],
    // The build at a lower priority (nice 10): its webpack processes use every core they get,
    // and ESLint (one thread) then waited behind them and ran alone at the end with a core idle.
    // Deprioritised, it fills what the other lanes leave (docs/decisions/test-suite-time.md).
    [{ name: 'build', script: 'build', held: true, nice: 10 }],
  ],
  [[{ name: 'unit (jest)', script: 'test:unit' }]],
  [[{ name: 'API on PostgreSQL', script: 'test:postgres' }]],
  [[{ name: 'e2e (budgets, Playwright)', script: 'test:e2e' }]],
];

const times = [];

/** Every running step, so a failure in one lane stops the others. */
const running = new Set();

function run({ name, script, held = false, nice = 0 }) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: ROOT,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    // Set before npm has started the step's own processes, which inherit it.
    if (nice && child.pid) setPriority(child.pid, nice);
    running.add(child);
    const output = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => child.kill(signal));
    child.on('close', (code) => {
      running.delete(child);
      if (held) {
        console.log(`\n---- ${name}: its output ----`);
        process.stdout.write(Buffer.concat(output));
        console.log(`---- ${name}: end ----\n`);
      }
      times.push({ name, seconds: (Date.now() - started) / 1000, ok: code === 0, stopped: stopping && code !== 0 });
      done(code === 0);
    });
  });
}

function clock(seconds) {
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

function printTimes(total) {
  console.log('\nnpm test, step times:');
  for (const { name, seconds, ok, stopped } of times) console.log(`  ${name.padEnd(36)} ${clock(seconds).padStart(6)}${stopped ? '  stopped' : ok ? '' : '  FAILED'}`);
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
  // In the group it names: that step's lane from that step on, and the lanes listed after it.
  const named = (step) => step.script === from || step.script === `test:${from}`;
  const lane = PLAN[at].findIndex((steps) => steps.some(named));
  const first = PLAN[at].slice(lane).map((steps, i) => (i === 0 ? steps.slice(steps.findIndex(named)) : steps));
  plan = [first, ...PLAN.slice(at + 1)];
}

const started = Date.now();
let ok = true;
/** Set once a step has failed: the steps still running beside it are stopped. */
let stopping = false;
/** Runs a lane's steps one after another, stopping at the first that fails. */
async function runLane(lane) {
  for (const step of lane) {
    if (stopping) return false;
    if (!(await run(step))) {
      if (!stopping) {
        stopping = true;
        for (const child of running) child.kill('SIGTERM');
      }
      return false;
    }
  }
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
