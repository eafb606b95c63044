import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '@hourspace/contracts/system-chromium';
import path from 'node:path';
import { chromiumForConfig } from './src/host';
import { API_LOG } from './src/test-data';

// Each run writes to its own folder: Playwright empties its output folder when it starts,
// so two local runs side by side would otherwise delete each other's traces. Workers
// inherit the variable, so they agree with the main process.
process.env.HOURSPACE_E2E_RUN ??= process.env.CI ? 'ci' : `${Date.now()}-${process.pid}`;
const run = process.env.HOURSPACE_E2E_RUN;

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${run}`,
  // 60 s: on CI's two cores, with both workers busy, a whole-page axe pass or a log-in
  // journey took more than 30 s while working as it should.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers everywhere, set here rather than by CI's variable (which a local `npm test`
  // lacks): every spec makes its own data and release specs work on a channel of their own,
  // so two run side by side on the two-core machine (docs/decisions/test-suite-time.md).
  workers: 2,
  // A failing test runs once more, recording its trace, and a test that passes only on that
  // second run fails the run as flaky: no retry hides a failure, and passing tests record
  // nothing (docs/decisions/test-suite-time.md).
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${run}` }]],
  use: {
    baseURL: 'http://localhost:8080',
    // A failed test keeps one screenshot of its first run and the whole trace (actions, DOM
    // snapshots, screencast, network, console) of its second: recording a trace of every run,
    // passing ones included, cost a quarter of the journeys' CPU (docs/decisions/test-suite-time.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // A system Chromium (Playwright cannot download its own here) with the flags this machine
    // needs: CHROMIUM_PATH, else the usual Debian/Ubuntu paths; `npm test` installs Debian's
    // chromium first when there is none (bin/ensure-chromium.ts).
    launchOptions: { executablePath: chromiumForConfig(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /moves-clock\// },
    // Journeys that move the API's development clock (expiry, refunds by date, payouts after a
    // booking ends) run after every other spec, so none sees its tokens or dates jump
    // (docs/decisions/checkout-flow.md).
    // One at a time: each moves the one clock, and a move of one must not close another's window.
    {
      name: 'moves-clock',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /moves-clock\/.*\.spec\.ts/,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  // The whole system as `npm start` runs it: the API (embedded Postgres, demo data) and
  // the shell with every remote on its own origin.
  webServer: [
    // The local payment processor first: the API seeds its demo hosts' payouts through it
    // (docs/decisions/payments-provider.md). Any answer counts: a 401 without a key is one.
    {
      command: 'node --import tsx src/main.ts',
      cwd: '../packages/processor',
      url: 'http://localhost:8130/v1/customers',
      env: { PORT: '8130', PROCESSOR_FORWARD_TO: 'http://localhost:8120/v1/payments/webhooks' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The local mailbox: every email (SMTP :8025) and text message (Twilio's protocol) the API
    // sends arrives there; the specs read codes and links from its reader at :8131
    // (docs/decisions/mail-and-sms.md). The API's SMTP_URL and MAILBOX_URL default to it.
    {
      command: 'node --import tsx src/main.ts',
      cwd: '../packages/mailbox',
      url: 'http://127.0.0.1:8131/health',
      env: { MAILBOX_SMTP_PORT: '8025', MAILBOX_HTTP_PORT: '8131' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The local S3 server: the API keeps the listing photos hosts upload there, through the S3
    // SDK (docs/decisions/listing-photos.md). The API's S3_ENDPOINT defaults to it.
    {
      command: 'node --import tsx bin/local-s3.ts',
      cwd: '../packages/api',
      url: 'http://127.0.0.1:8132/',
      env: { LOCAL_S3_PORT: '8132' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Its log goes to a file the card journey reads: no card number may reach a log of ours.
      command: `mkdir -p ${path.dirname(API_LOG)} && exec node --import tsx src/main.ts > ${API_LOG}`,
      cwd: '../packages/api',
      url: 'http://localhost:8120/health',
      // scrypt at 2^14 rather than production's 2^17: the journeys sign up and log in over a
      // hundred people, and the hash's cost is the API suite's to prove (login-burst, demo data),
      // not a browser's (docs/decisions/test-suite-time.md).
      env: { API_MODE: 'development', PORT: '8120', SCRYPT_N: String(2 ** 14) },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../packages/release/bin/release.mjs serve --no-api',
      url: 'http://localhost:8080/manifests/en-US.json',
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
