import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request, Response } from '@playwright/test';
import { COHORT_COOKIE, cohortPoint } from '../../../shell/src/canary';
import { expect, REMOTE_ORIGINS, test } from '../../fixtures';
import { ownChannel, releaseCli, type OwnChannel } from '../../src/own-channel';

/**
 * Canary releases (docs/decisions/release-canary-cohorts.md), end to end: the shell's cohort
 * cookie in real browser contexts, and a broken canary rolled back by `release watch` from what
 * the shells reported. On a channel of this file's own, served by a preview shell
 * (docs/decisions/release-channel-preview.md), so no other test sees its canaries. The split
 * over many browsers and its stickiness as the share grows are unit tests of the cohort
 * function (shell/src/__tests__/canary.test.ts); here a handful of browsers prove the cookie.
 */

const REPO = path.resolve(__dirname, '../../..');
const LOCALE = 'en-AU';
const HOME = REMOTE_ORIGINS['mf-home']!;
const API = 'http://localhost:8120';
let channel: OwnChannel;
/** The locale's home page on this file's channel. */
const pageUrl = () => `${channel.origin}/au/`;
const versionOf = (published: string) => /^mf-home@(\S+)/.exec(published.trim())?.[1] ?? '';
/** The version folder of an mf-home entry URL. */
const entryVersion = (url: string) => new URL(url).pathname.split('/')[1];

function endCanary(): void {
  try {
    channel.release('rollback', '--canary', 'mf-home', '--locale', LOCALE, '--note', 'e2e clean-up');
  } catch {
    // Already ended (promoted, rolled back by watch, or never started).
  }
}

/**
 * Which mf-home build a fresh context's shell asks for, on its first load and after a
 * reload, and its cohort cookie each time. The remotes, the API and the page's fonts and
 * images are not reached at all (the cohort is decided in the shell, before any entry
 * loads), which keeps 200 contexts cheap and sends no load reports that would count
 * against the builds.
 */
async function sideOf(browser: Browser, presetCookie?: string): Promise<{ first: string; again: string; cookie: string; cookieAgain: string }> {
  const context: BrowserContext = await browser.newContext();
  try {
    if (presetCookie) await context.addCookies([{ name: COHORT_COOKIE, value: presetCookie, domain: 'localhost', path: '/' }]);
    // Remote files are left unanswered (a refused entry would be a load failure the shell reports); the API is refused.
    for (const origin of Object.values(REMOTE_ORIGINS)) await context.route(`${origin}/**`, () => undefined);
    await context.route(`${API}/**`, (route) => route.abort());
    await context.route(/\.(woff2?|png|svg|jpe?g|webp)(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    // The mf-home entry each load of the page asked for, by the load it came from.
    let load = 0;
    const entries: Array<{ load: number; url: string }> = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) load += 1;
    });
    page.on('request', (r: Request) => {
      if (r.url().startsWith(`${HOME}/`) && r.url().endsWith('/remoteEntry.js')) entries.push({ load, url: r.url() });
    });
    const entryOf = async (n: number) => {
      await expect.poll(() => entries.some((e) => e.load === n), { timeout: 20_000 }).toBe(true);
      return entryVersion(entries.find((e) => e.load === n)!.url)!;
    };
    const cookie = async () => (await context.cookies()).find((c) => c.name === COHORT_COOKIE)?.value ?? '';
    await page.goto(pageUrl(), { waitUntil: 'commit' });
    const first = await entryOf(1);
    const firstCookie = await cookie();
    await page.reload({ waitUntil: 'commit' });
    return { first, again: await entryOf(2), cookie: firstCookie, cookieAgain: await cookie() };
  } finally {
    await context.close();
  }
}

/**
 * The API's answer to the page's load report for mf-home. An answer, not the request: a
 * request seen leaving may still be cut off when its context closes, and `release watch`
 * would then read no loads at all.
 */
function reportAccepted(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url() === `${API}/v1/health/remote-loads` && (r.request().postData() ?? '').includes('"mf-home"') && r.status() === 204,
  );
}

/** `count` random cohort ids inside the 1 % canary of mf-home, or outside it. */
function cohortIds(count: number, inCanary: boolean): string[] {
  const ids: string[] = [];
  while (ids.length < count) {
    const id = crypto.randomBytes(16).toString('hex');
    const inside = cohortPoint(id, 'mf-home') < 1;
    if (inside === inCanary) ids.push(id);
  }
  return ids;
}

/**
 * Loads the page in a fresh context with the cohort cookie `id`, runs `check` on it and returns
 * the load report the API accepted from it.
 */
async function visitInCohort(browser: Browser, id: string, check: (page: Page) => Promise<void>): Promise<{ reports: Array<Record<string, string>> }> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: COHORT_COOKIE, value: id, domain: 'localhost', path: '/' }]);
    const page = await context.newPage();
    const report = reportAccepted(page);
    await page.goto(pageUrl());
    await check(page);
    // The shell sends a page's reports 2 s after the first, or at once when the page is
    // hidden (shell/src/remote-health.ts): hidden now, as when the visitor leaves, instead of
    // waiting out the batch on each of the dozen visits.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    return JSON.parse((await report).request().postData() ?? '{}') as { reports: Array<Record<string, string>> };
  } finally {
    await context.close();
  }
}

/** What the API counts for an mf-home build on en-AU of this file's channel, read with the development release token. */
async function countsOf(version: string): Promise<{ mounted: number; failed: number }> {
  const answer = await fetch(`${API}/v1/health/remote-loads?channel=${channel.name}&minutes=60`, { headers: { authorization: 'Bearer dev-release-health' } });
  const body = (await answer.json()) as { builds: Array<{ locale: string; remote: string; version: string; mounted: number; failed: number }> };
  const build = body.builds.find((b) => b.locale === LOCALE && b.remote === 'mf-home' && b.version === version);
  return { mounted: build?.mounted ?? 0, failed: build?.failed ?? 0 };
}

test.describe('@platform @release canary releases', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    channel = await ownChannel('canary');
  });
  test.afterAll(async () => channel?.close());

  test('at 10 %, a fresh browser gets a cohort cookie and the build its cohort point gives, and keeps both across reloads', async ({ browser }) => {
    test.setTimeout(240_000);
    // A canary build: the served mf-home with one more byte, so another version of the same code.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-home-cohort-'));
    fs.cpSync(path.join(REPO, 'mf-home/dist'), dist, { recursive: true });
    fs.appendFileSync(path.join(dist, 'remoteEntry.js'), '\n/* canary cohort check */\n');
    const canary = versionOf(releaseCli('publish', 'mf-home', '--local', '--dist', dist));
    expect(canary).toMatch(/-local\./);
    try {
      channel.release('canary', `mf-home@${canary}`, '--locale', LOCALE, '--percent', '10', '--note', 'e2e: cohort split');
      // Fresh browsers (the shell makes their id), and two known to be on each side (an id
      // whose point the unit-tested cohort function puts there), so both builds are seen.
      const idOn = (canarySide: boolean) => {
        for (;;) {
          const id = crypto.randomBytes(16).toString('hex');
          if (cohortPoint(id, 'mf-home') < 10 === canarySide) return id;
        }
      };
      const presets = [idOn(true), idOn(true), idOn(false), idOn(false)];
      const sides = [];
      for (const preset of [undefined, undefined, undefined, undefined, ...presets]) sides.push(await sideOf(browser, preset));
      const stable = sides.find((s) => s.first !== canary)?.first;
      expect(stable).toBeTruthy();
      // Every browser runs one of the two builds, has a cohort cookie, and kept both over the reload.
      for (const side of sides) {
        expect([canary, stable]).toContain(side.first);
        expect(side.cookie).toMatch(/^[0-9a-f]{32}$/);
        expect(side.cookieAgain).toBe(side.cookie);
        expect(side.again).toBe(side.first);
        // The shell's choice is the one its cohort point gives.
        expect(side.first === canary).toBe(cohortPoint(side.cookie, 'mf-home') < 10);
      }
      // The fresh ones got ids of their own; the preset ones kept theirs.
      expect(new Set(sides.slice(0, 4).map((s) => s.cookie)).size).toBe(4);
      expect(sides.slice(4).map((s) => s.cookie)).toEqual(presets);
      expect(sides.slice(4).map((s) => s.first === canary)).toEqual([true, true, false, false]);
    } finally {
      endCanary();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  test('a canary of mf-home that throws at mount is reported by the shells that ran it and rolled back by release watch, the reason in the history', async ({ browser }) => {
    test.setTimeout(420_000);
    // mf-home's own source, except that its mount throws: built like any release, beside the repo (for its packages), never in mf-home/.
    // .cache/ is git-ignored and absent from a fresh clone.
    fs.mkdirSync(path.join(REPO, '.cache'), { recursive: true });
    const source = fs.mkdtempSync(path.join(REPO, '.cache', 'e2e-mf-home-throws-'));
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-home-throws-'));
    fs.cpSync(path.join(REPO, 'mf-home/src'), path.join(source, 'src'), { recursive: true, filter: (f) => !f.includes('__tests__') });
    fs.copyFileSync(path.join(REPO, 'mf-home/package.json'), path.join(source, 'package.json'));
    fs.writeFileSync(
      path.join(source, 'src/exposed/lifecycles.tsx'),
      [
        "import { createRemoteLifecycles } from '@hourspace/remote';",
        "import { definition } from '../app/definition';",
        'const lifecycles = createRemoteLifecycles(definition);',
        'export const { bootstrap, unmount } = lifecycles;',
        "export const mount = [async () => { throw new Error('this canary build of mf-home fails at mount'); }];",
        '',
      ].join('\n'),
    );
    let canary = '';
    try {
      execFileSync(process.execPath, [path.join(REPO, 'packages/release/test-support/build-remote.mjs'), source, dist, '--no-minify'], { cwd: REPO, stdio: 'ignore' });
      canary = versionOf(releaseCli('publish', 'mf-home', '--local', '--dist', dist));
      expect(canary).toMatch(/-local\./);
      // 1 %: the canary reaches almost nobody else while it runs; the browsers below are in its cohort by their cookie.
      channel.release('canary', `mf-home@${canary}`, '--locale', LOCALE, '--percent', '1', '--note', 'e2e: a broken build');
      const ids = cohortIds(6, true);
      // A few browsers on the stable side first: its counts are the baseline the canary is judged against.
      const stableIds = cohortIds(6, false);
      for (const id of stableIds) {
        const sent = await visitInCohort(browser, id, (page) => expect(page.locator('main[data-remote="mf-home"]')).toBeVisible());
        expect(sent.reports).toContainEqual(expect.objectContaining({ locale: LOCALE, remote: 'mf-home', outcome: 'mounted' }));
      }
      for (const id of ids) {
        // The visitor gets the shell's error card in place of the page, with a way to try again.
        const sent = await visitInCohort(browser, id, (page) => expect(page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) })).toBeVisible());
        expect(sent.reports).toContainEqual({ channel: channel.name, locale: LOCALE, remote: 'mf-home', version: canary, outcome: 'failed', code: 'SHELL-005' });
      }

      // The API has counted every one of them before release watch looks (each answer above was a 204).
      await expect.poll(async () => (await countsOf(canary)).failed, { timeout: 30_000 }).toBeGreaterThanOrEqual(ids.length);
      expect((await countsOf(canary)).mounted).toBe(0);

      // One look by release watch: clearly worse than the stable build, so ended at once.
      const watch = spawnSync(process.execPath, [path.join(REPO, 'packages/release/bin/release.mjs'), 'watch', '--once', '--channel', channel.name], {
        cwd: REPO,
        encoding: 'utf8',
      });
      expect(watch.stdout).toMatch(
        new RegExp(`${LOCALE} mf-home@${canary.replace(/[.+]/g, '\\$&')} \\(1 %, stable \\S+\\): ROLLED BACK: canary (\\d+)/\\1 failed \\(100\\.0 %\\), stable \\d+/\\d+`),
      );
      expect(watch.status).toBe(2);
      const history = channel.release('history');
      const line = history.split('\n').find((l) => l.includes(`end canary mf-home@${canary} for ${LOCALE}`));
      expect(line).toMatch(/automatic rollback by release watch: canary (\d+)\/\1 failed \(100\.0 %\), stable \d+\/\d+ \([\d.]+ %\); SHELL-005 ×\1/);
      expect(channel.release('status')).not.toContain(canary);

      // The same browsers now get the stable build, which mounts.
      const context = await browser.newContext();
      try {
        await context.addCookies([{ name: COHORT_COOKIE, value: ids[0]!, domain: 'localhost', path: '/' }]);
        const page = await context.newPage();
        const entry = page.waitForRequest((r) => r.url().startsWith(`${HOME}/`) && r.url().endsWith('/remoteEntry.js'));
        await page.goto(pageUrl());
        expect(entryVersion((await entry).url())).not.toBe(canary);
        await expect(page.locator('main[data-remote="mf-home"]')).toBeVisible();
      } finally {
        await context.close();
      }
    } finally {
      endCanary();
      fs.rmSync(source, { recursive: true, force: true });
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
