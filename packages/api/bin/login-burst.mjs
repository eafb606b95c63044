#!/usr/bin/env node
/**
 * A real log-in during a distributed burst of junk, against an API that is already running
 * (docs/decisions/login-priority.md, the "Measured" figures):
 *
 *   node packages/api/bin/login-burst.mjs [--url=http://127.0.0.1:8120] [--rounds=1] [--via=loopback|forwarded]
 *   npm run bench:login-burst -w @hourspace/api -- --url=http://127.0.0.1:8140
 *
 * Needs the demo data (API_MODE=development, as `npm start` runs the API; packages/api/README.md
 * shows how to start one on its own port and data folder): the real users are
 * `guest@example.com` (returning: it logs in once first, and later log-ins send the PSDevice
 * cookie that answer set) and `host@example.com` (a new browser: no cookie), password
 * `Marketplace1`. It signs up 40 accounts for the second burst to guess at, then per round:
 *
 *   idle        the returning log-in alone (best of 3)
 *   made-up     40 log-ins for made-up emails, one per address, during both real log-ins
 *   wrong-pw    40 wrong passwords for the 40 existing accounts, one per address
 *   signups     20 sign-ups for new emails + 20 log-ins for made-up emails, one per address
 *
 * The junk starts, gets 100 ms to reach the server, then the real log-ins go; each line gives
 * the real log-ins' ms, the burst's statuses and time, and the load average when it started.
 *
 * Every request comes from an address of its own. `--via=loopback` (the default, for an API
 * on 127.0.0.1 that trusts no proxy, as `npm start` runs it): each connection is opened from
 * its own loopback address (127.0.x.y; Linux routes all of 127.0.0.0/8 to the loopback
 * device), so the API sees that socket address. `--via=forwarded`: X-Forwarded-For names the
 * address, for an API started with TRUST_PROXY that believes this machine.
 *
 * Exits 1 when a real log-in does not answer 200; the figures are for reading, no bound is
 * enforced (the hardening suite, test/login-burst.security.test.ts, has its own).
 */
import http from 'node:http';
import https from 'node:https';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const base = new URL(arg('url', process.env.LOGIN_BURST_URL ?? 'http://127.0.0.1:8120'));
const rounds = Number(arg('rounds', '1'));
const via = arg('via', 'loopback');
if (!['loopback', 'forwarded'].includes(via)) throw new Error('--via is loopback or forwarded');
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds is a whole number from 1');

const LOGIN = '/web-templates/v1/sso/authenticate';
const PASSWORD = 'Marketplace1';
const RETURNING = 'guest@example.com';
const NEW_BROWSER = 'host@example.com';
/** Every request gives up after this long. */
const REQUEST_MS = 120_000;
const BURST = 40;

/** The address of request `i` of group `group`: 127.0.<group>.<i+1> over loopback, 203.0.<group>.<i+1> forwarded. */
const address = (group, i) => `${via === 'loopback' ? '127.0' : '203.0'}.${group}.${i + 1}`;
const GROUP = { madeUp: 1, wrongPassword: 2, signups: 3, targets: 4, real: 9 };
const RETURNING_FROM = address(GROUP.real, 0);
const newBrowserFrom = (round, burst) => address(GROUP.real, 10 + round * 4 + burst);

/** POSTs JSON from `from`; answers the status, the ms to the whole answer and the Set-Cookie lines. */
function post(path, body, from, cookie) {
  const payload = JSON.stringify(body);
  const url = new URL(path, base);
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(cookie ? { cookie } : {}) };
  if (via === 'forwarded') headers['x-forwarded-for'] = from;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'POST', headers, agent: false, timeout: REQUEST_MS, ...(via === 'loopback' ? { localAddress: from } : {}) },
      (response) => {
        response.resume();
        response.on('end', () => {
          const setCookie = response.headers['set-cookie'] ?? [];
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, setCookie });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${path}: no answer within ${REQUEST_MS} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

const login = (username, password, from, cookie) => post(LOGIN, { grant_type: 'password', username, password }, from, cookie);
const signup = (username, from) => post('/v1/profiles', { grant_type: 'signup', username, password: PASSWORD, unsubscribe: false }, from);
const madeUp = () => `ghost.${randomBytes(5).toString('hex')}@example.com`;
const fresh = (tag) => `${tag}.${randomBytes(5).toString('hex')}@example.com`;

/** The returning user's `PSDevice=…` pair, refreshed from every answer that sets it. */
let device = '';
function keepDevice(sent) {
  const line = sent.setCookie.find((c) => c.startsWith('PSDevice='));
  if (line) device = line.split(';')[0];
}

/** A real log-in that must succeed. */
async function realLogin(username, from, cookie) {
  const sent = await login(username, PASSWORD, from, cookie);
  if (sent.status !== 200) throw new Error(`${username} from ${from}: status ${sent.status}, expected 200`);
  return sent;
}

const returningLogin = async () => {
  const sent = await realLogin(RETURNING, RETURNING_FROM, device);
  keepDevice(sent);
  return sent;
};

/** Starts the junk (all at once), lets it reach the server, runs `real`; answers its result, the junk's statuses and the burst's ms. */
async function during(junk, real) {
  const started = performance.now();
  const sent = junk.map((send) => send());
  // Not a wait for time to pass: lets the junk requests reach the server before the real ones.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const result = await real();
  const statuses = (await Promise.all(sent)).map((s) => s.status);
  return { real: result, statuses, burstMs: performance.now() - started };
}

const counts = (statuses) =>
  Object.entries(statuses.reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const ms = (sent) => String(Math.round(sent.ms)).padStart(6);

async function main() {
  const health = await fetch(new URL('/health', base), { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
  if (!health?.ok) throw new Error(`no API answers at ${base.origin}/health`);
  console.log(`login-burst against ${base.origin}, ${BURST} junk requests per burst, each from its own address (${via}), ${rounds} round(s)`);

  // The returning user's first log-in, from this browser: the API sets the device cookie.
  keepDevice(await realLogin(RETURNING, RETURNING_FROM));
  if (!device) throw new Error('the log-in set no PSDevice cookie: is this API older than docs/decisions/login-priority.md?');
  // The accounts the wrong-password burst guesses at: 40 sign-ups, before anything is measured.
  const targets = Array.from({ length: BURST }, () => fresh('burst-target'));
  const made = await Promise.all(targets.map((email, i) => signup(email, address(GROUP.targets, i))));
  if (made.some((s) => s.status !== 201)) throw new Error(`signing up the ${BURST} target accounts: ${counts(made.map((s) => s.status))}`);

  console.log('round  burst     load average (1 5 15)  returning ms  new browser ms  burst ms  junk statuses');
  for (let round = 0; round < rounds; round++) {
    const line = (burst, loadAtStart, returning, first, burstMs, statuses) =>
      console.log(
        `${String(round + 1).padStart(5)}  ${burst.padEnd(8)}  ${loadAtStart.padEnd(21)}  ${ms(returning).padStart(12)}  ${(first ? ms(first) : '').padStart(14)}  ${(burstMs === undefined ? '' : String(Math.round(burstMs))).padStart(8)}  ${statuses ? counts(statuses) : ''}`,
      );

    let loadAtStart = load();
    const idle = [];
    for (let i = 0; i < 3; i++) idle.push(await returningLogin());
    const best = idle.reduce((a, b) => (b.ms < a.ms ? b : a));
    line('idle', loadAtStart, best);

    loadAtStart = load();
    const a = await during(
      Array.from({ length: BURST }, (_, i) => () => login(madeUp(), 'Junk-password1', address(GROUP.madeUp, i))),
      () => Promise.all([returningLogin(), realLogin(NEW_BROWSER, newBrowserFrom(round, 0))]),
    );
    line('made-up', loadAtStart, a.real[0], a.real[1], a.burstMs, a.statuses);

    loadAtStart = load();
    const b = await during(
      Array.from({ length: BURST }, (_, i) => () => login(targets[i], 'Wrong-password1', address(GROUP.wrongPassword, i))),
      () => Promise.all([returningLogin(), realLogin(NEW_BROWSER, newBrowserFrom(round, 1))]),
    );
    line('wrong-pw', loadAtStart, b.real[0], b.real[1], b.burstMs, b.statuses);

    loadAtStart = load();
    const c = await during(
      Array.from({ length: BURST }, (_, i) =>
        i < BURST / 2 ? () => signup(fresh('burst-junk'), address(GROUP.signups, i)) : () => login(madeUp(), 'Junk-password1', address(GROUP.signups, i)),
      ),
      () => Promise.all([returningLogin(), realLogin(NEW_BROWSER, newBrowserFrom(round, 2))]),
    );
    line('signups', loadAtStart, c.real[0], c.real[1], c.burstMs, c.statuses);
  }
  console.log(`load average at the end: ${load()}`);
}

main().catch((error) => {
  console.error(`login-burst: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
